import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { bestLocale } from '../../../lib/i18n/locales';
import { contentLocaleMessages } from '../../../lib/i18n/messages/content/locale-files';

/**
 * Sets the browser's UI language the content script reads: `i18n.getUILanguage`, and
 * `i18n.getMessage` answering from the `_locales` entries the build writes for the content
 * namespace in that language (English for a language Reimagine does not speak, as the browser
 * falls back to the default locale). WXT's fake browser throws "not implemented" for both, where
 * a real browser always answers; the config's `restoreMocks` undoes the stubs after each test.
 */
export function stubUiLanguage(tag = 'en-US'): void {
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue(tag);
  const messages = contentLocaleMessages(bestLocale([tag]));
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation((name: string) => messages[name]?.message ?? '');
}
