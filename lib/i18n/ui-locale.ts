import { bestLocale, type Locale } from './locales';

/**
 * The interface language: the browser's UI language (`i18n.getUILanguage()`, which follows the
 * browser's own language setting, `LANGUAGE` on Linux), then the user's preferred languages,
 * then English. Read through `globalThis.chrome` so that it works in every extension page
 * (Firefox exposes `chrome.i18n` too) and in tests, where there is no extension API.
 */
export function uiLocale(): Locale {
  const navigatorLanguages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return bestLocale([browserUiLanguage(), ...navigatorLanguages]);
}

/** The browser's UI language; undefined where there is none (tests: WXT's fake browser throws "not implemented"). */
function browserUiLanguage(): string | undefined {
  try {
    return (globalThis as { chrome?: { i18n?: { getUILanguage?: () => string } } }).chrome?.i18n?.getUILanguage?.();
  } catch {
    return undefined;
  }
}
