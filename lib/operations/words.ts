import { humanizeId } from '../api/normalize';
import { RenovationSpectrum, type AnalysisType } from '../api/schemas';
import { formatDecimal } from '../format/number';
import type { Locale } from '../i18n/locales';
import { operationMessages, type OperationMessages } from '../i18n/messages/operations/index';
import { translator, type Translate } from '../i18n/translate';

/**
 * The operations' words in any language, without React: the panel passes its UI language, export
 * captions pass the listing's. Keys chosen at run time go through the literal maps below, so the
 * messages-complete test sees every key in use; an operation's own keys are declared by its module
 * (`words`, lib/operations/types.ts).
 */

/** The translator of the operations namespace. */
export type OperationWords = Translate<OperationMessages>;

const cache = new Map<Locale, OperationWords>();

/** The operations namespace in `locale` (one translator per language, made on first use). */
export function operationWords(locale: Locale): OperationWords {
  let words = cache.get(locale);
  if (!words) {
    words = translator(operationMessages, locale);
    cache.set(locale, words);
  }
  return words;
}

const SPECTRUM_KEYS = {
  tweak: { label: 'spectrum.tweak', description: 'spectrum.tweak.description' },
  enhance: { label: 'spectrum.enhance', description: 'spectrum.enhance.description' },
  renovate: { label: 'spectrum.renovate', description: 'spectrum.renovate.description' },
  transform: { label: 'spectrum.transform', description: 'spectrum.transform.description' },
} satisfies Record<RenovationSpectrum, Record<'label' | 'description', keyof OperationMessages>>;

/** One step of the spectrum with what it is called and what it does, in words. */
export interface SpectrumStep {
  readonly value: RenovationSpectrum;
  readonly label: string;
  readonly description: string;
}

/** The spectrum's steps in `locale`, from "Tweak" to "Transform" (the API enum's order, mildest first). */
export function spectrumSteps(locale: Locale): SpectrumStep[] {
  const t = operationWords(locale);
  return RenovationSpectrum.options.map((value) => ({ value, label: t(SPECTRUM_KEYS[value].label), description: t(SPECTRUM_KEYS[value].description) }));
}

/**
 * A stored spectrum value by the name its step has on the slider ("Renovate", "Renovieren"),
 * so a summary and the form say the same; a value this version does not know (stored by a newer
 * one) made readable, never as the API spells it.
 */
export function spectrumName(value: string, locale: Locale): string {
  const keys = (SPECTRUM_KEYS as Partial<Record<string, (typeof SPECTRUM_KEYS)[RenovationSpectrum]>>)[value];
  return keys ? operationWords(locale)(keys.label) : humanizeId(value);
}

/** Guidance quoted the language's way: “oak floors” (en), „Eichendielen“ (de), « parquet » (fr). */
export function quotedSummary(text: string, locale: Locale): string {
  return operationWords(locale)('summary.quoted', { text });
}

/** "2 materials", "2 Materialien". */
export function materialsSummary(count: number, locale: Locale): string {
  return operationWords(locale)('summary.materials', { count });
}

/** "creativity 0.50", "Kreativität 0,50". */
export function creativitySummary(value: number, locale: Locale): string {
  return operationWords(locale)('summary.creativity', { value: formatDecimal(value, locale) });
}

/** Where a style transfer's style came from: "style from <url>", "style from mood.png", "style from a file". */
export function styleSourceSummary(source: { readonly url: string } | { readonly fileName: string | undefined }, locale: Locale): string {
  const t = operationWords(locale);
  if ('url' in source) return t('summary.style-url', { url: source.url });
  return source.fileName === undefined ? t('summary.style-file-unnamed') : t('summary.style-file', { name: source.fileName });
}

const ANALYSIS_KEY = { normal: 'summary.analysis.normal', advanced: 'summary.analysis.advanced' } as const satisfies Record<AnalysisType, keyof OperationMessages>;

/** An analysis type in words ("Advanced", "Erweitert"). */
export function analysisSummary(type: AnalysisType, locale: Locale): string {
  return operationWords(locale)(ANALYSIS_KEY[type]);
}
