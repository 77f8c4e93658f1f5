/**
 * Which namespaces exist, and what a language's lazily loaded bundle must hold: every namespace
 * the extension's pages read, each a complete translation of its English table, plus the sample
 * words of the choice cards. Types only: a bundle missing a namespace, or a namespace missing a
 * key, does not compile.
 */
import type { SampleWord } from '../format/sample-words/en';
import type { Locale } from './locales';
import type { MessageTable, Translation } from './message-types';
import type { en as analyzer } from './messages/analyzer/en';
import type { en as assets } from './messages/assets/en';
import type { en as materials } from './messages/materials/en';
import type { en as compare } from './messages/compare/en';
import type { en as disclosure } from './messages/disclosure/en';
import type { en as errors } from './messages/errors/en';
import type { en as exportWords } from './messages/export/en';
import type { en as look } from './messages/look/en';
import type { en as onboarding } from './messages/onboarding/en';
import type { en as operations } from './messages/operations/en';
import type { en as options } from './messages/options/en';
import type { en as panel } from './messages/panel/en';
import type { en as results } from './messages/results/en';
import type { en as shared } from './messages/shared/en';
import type { en as staging } from './messages/staging/en';

/** The namespaces the extension's pages (side panel, options, onboarding, comparison) read: each one's English table. */
export interface PageNamespaces {
  readonly analyzer: typeof analyzer;
  readonly assets: typeof assets;
  readonly materials: typeof materials;
  readonly compare: typeof compare;
  readonly disclosure: typeof disclosure;
  readonly errors: typeof errors;
  readonly export: typeof exportWords;
  readonly look: typeof look;
  readonly onboarding: typeof onboarding;
  readonly operations: typeof operations;
  readonly options: typeof options;
  readonly panel: typeof panel;
  readonly results: typeof results;
  readonly shared: typeof shared;
  readonly staging: typeof staging;
}

/**
 * A namespace's id. `background` (the worker's context menu) is not in the pages' bundles: a
 * service worker cannot `import()`, so it carries its six tables itself (messages/background).
 */
export type NamespaceId = keyof PageNamespaces | 'background';

/** The sample words' pseudo-namespace: a language's words for the palettes' English words. */
export const SAMPLE_WORDS_ID = 'sample-words';

/** A language other than English: the ones that load on demand. */
export type LoadedLocale = Exclude<Locale, 'en'>;

/** One language's bundle (lib/i18n/bundles/<locale>.ts): every page namespace, and the sample words. */
export interface LocaleBundle {
  readonly messages: { readonly [K in keyof PageNamespaces]: Translation<PageNamespaces[K]> };
  readonly sampleWords: Readonly<Record<SampleWord, string>>;
}

/** A namespace as code imports it: its id (a {@link NamespaceId}; tests make their own), and its English table (the fallback and the type source). */
export interface Namespace<T extends MessageTable> {
  readonly id: string;
  readonly en: T;
}
