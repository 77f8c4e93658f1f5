import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * Sets the browser's UI language the content script reads (`i18n.getUILanguage`). WXT's fake
 * browser throws "not implemented" for it, where a real browser always answers; the config's
 * `restoreMocks` undoes the stub after each test.
 */
export function stubUiLanguage(tag = 'en-US'): void {
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue(tag);
}
