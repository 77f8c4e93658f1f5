/**
 * The translations loaded so far, by language and namespace. English is never here: every
 * namespace carries it (`Namespace.en`). A page fills the registry with a language's bundle
 * (load.ts, before it mounts); the service worker registers its own namespace's six tables when
 * it starts (messages/background). Translators read it synchronously, on each call.
 */
import type { Locale } from './locales';
import type { MessageTable } from './message-types';

/** Where a language stands: loaded (its bundle registered) or failed (its bundle could not be imported). */
export type LocaleStatus = 'loaded' | 'failed';

const tables = new Map<string, MessageTable>();
const statuses = new Map<Locale, LocaleStatus>();
const warned = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (namespace: string, locale: Locale) => `${locale}/${namespace}`;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Adds one language's tables, by namespace id (a bundle, or a namespace that carries its languages itself). */
export function registerTables(locale: Locale, byNamespace: Readonly<Record<string, MessageTable>>): void {
  for (const [namespace, table] of Object.entries(byNamespace)) tables.set(keyOf(namespace, locale), table);
  changed();
}

/** Records that a language's bundle is loaded, or that it could not be. */
export function setLocaleStatus(locale: Locale, status: LocaleStatus): void {
  statuses.set(locale, status);
  changed();
}

/** Whether a language can be shown: English always; another once its bundle is registered. */
export function isLocaleLoaded(locale: Locale): boolean {
  return locale === 'en' || statuses.get(locale) === 'loaded';
}

export function localeStatus(locale: Locale): LocaleStatus | undefined {
  return statuses.get(locale);
}

/**
 * A namespace's table in a language other than English; undefined when it is not registered,
 * which says so once on the console (the caller shows English): the language failed to load,
 * or code translated into it before awaiting `loadLocale` (a bug).
 */
export function localeTable(namespace: string, locale: Locale): MessageTable | undefined {
  const table = tables.get(keyOf(namespace, locale));
  if (table) return table;
  const key = keyOf(namespace, locale);
  if (!warned.has(key)) {
    warned.add(key);
    const why = statuses.get(locale) === 'failed' ? 'failed to load' : 'was used before it was loaded (await loadLocale first)';
    console.warn(`Reimagine: the "${locale}" translations (${namespace}) ${why}; showing English.`);
  }
  return undefined;
}

/** Calls `listener` whenever a language is registered or fails (React's `useSyncExternalStore`). */
export function subscribeLocales(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A number that changes with every registration (the snapshot of {@link subscribeLocales}). */
export function localesVersion(): number {
  return version;
}
