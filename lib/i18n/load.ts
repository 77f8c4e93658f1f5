/**
 * Loads a language for the extension's pages: one chunk per language (lib/i18n/bundles/<locale>.ts,
 * every page namespace and the sample words), imported on demand, registered for the translators.
 * English is built into every namespace and never loads. A page awaits its interface language
 * before it mounts (components/shared/mount.tsx), and an export awaits its listing's language
 * before it writes a word (listing-locale.ts `loadListingLocale`).
 */
import { isLocale, SOURCE_LOCALE, type Locale } from './locales';
import { SAMPLE_WORDS_ID, type LoadedLocale, type LocaleBundle } from './namespaces';
import { isLocaleLoaded, registerTables, setLocaleStatus } from './registry';

/** How each language's bundle is imported: a module whose `bundle` is that language's. */
export type BundleImporters = { readonly [L in LoadedLocale]: () => Promise<{ readonly bundle: LocaleBundle }> };

/** Literal `import()`s, so that the bundler makes one chunk per language and none loads before it is asked for. */
const IMPORTERS: BundleImporters = {
  es: () => import('./bundles/es'),
  fr: () => import('./bundles/fr'),
  de: () => import('./bundles/de'),
  nl: () => import('./bundles/nl'),
  it: () => import('./bundles/it'),
};

/** Registers a language's bundle: its namespaces, and its sample words. */
export function registerBundle(locale: LoadedLocale, bundle: LocaleBundle): void {
  registerTables(locale, { ...bundle.messages, [SAMPLE_WORDS_ID]: bundle.sampleWords });
  setLocaleStatus(locale, 'loaded');
}

/** A loader over these importers (tests pass their own; pages use {@link loadLocale}). */
export function createLocaleLoader(importers: BundleImporters): (locale: Locale) => Promise<boolean> {
  const pending = new Map<Locale, Promise<boolean>>();
  const load = async (locale: Locale): Promise<boolean> => {
    try {
      if (locale === 'en' || !isLocale(locale)) throw new Error('no such language');
      const { bundle } = await importers[locale]();
      registerBundle(locale, bundle);
      return true;
    } catch (error) {
      pending.delete(locale);
      setLocaleStatus(locale, 'failed');
      console.warn(`Reimagine: the "${locale}" translations failed to load; showing English.`, error);
      return false;
    }
  };
  return (locale) => {
    if (isLocaleLoaded(locale)) return Promise.resolve(true);
    let loading = pending.get(locale);
    if (!loading) {
      loading = load(locale);
      pending.set(locale, loading);
    }
    return loading;
  };
}

/**
 * Loads a language's translations, once: true when it can be shown (English always), false when
 * its bundle could not be imported (its translators then show English, with a console warning).
 */
export const loadLocale: (locale: Locale) => Promise<boolean> = createLocaleLoader(IMPORTERS);

/** `locale` once its translations are loaded; English when they cannot be (what an export then writes in). */
export async function usableLocale(locale: Locale): Promise<Locale> {
  return (await loadLocale(locale)) ? locale : SOURCE_LOCALE;
}

/** Loads several languages (the test setup loads all six). */
export async function loadLocales(locales: readonly Locale[]): Promise<boolean> {
  const loaded = await Promise.all(locales.map((locale) => loadLocale(locale)));
  return loaded.every(Boolean);
}
