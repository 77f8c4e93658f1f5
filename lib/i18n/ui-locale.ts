import { bestLocale, type Locale } from './locales';

/**
 * The interface language: the browser's UI language (`i18n.getUILanguage()`, which follows the
 * browser's own language setting, `LANGUAGE` on Linux), then the user's preferred languages,
 * then English. Read through `globalThis.chrome` so that it works in every extension page
 * (Firefox exposes `chrome.i18n` too) and in tests, where there is no extension API.
 */
export function uiLocale(): Locale {
  const i18n = (globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } }).chrome?.i18n;
  const navigatorLanguages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return bestLocale([i18n?.getUILanguage?.(), ...navigatorLanguages]);
}
