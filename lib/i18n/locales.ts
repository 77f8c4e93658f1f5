/**
 * The languages Reimagine speaks, and how a browser's or a page's language tag maps onto them.
 * English is the source language: every other language must have every English key (the type
 * checker and test/unit/i18n/messages-complete.test.ts both say so).
 */

export const LOCALES = ['en', 'es', 'fr', 'de', 'nl', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

/** The source language, and the fallback for any language not in {@link LOCALES}. */
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's own name, for the language choices in the options. */
export const LOCALE_NAME: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  nl: 'Nederlands',
  it: 'Italiano',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported language for a BCP 47 tag ("de-CH" → de, "pt-BR" → undefined). Only the primary
 * subtag counts: the six languages are written once each, for every region that speaks them.
 */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The first supported language of these tags (the browser's preference order), else English. */
export function bestLocale(tags: readonly (string | null | undefined)[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}
