import '../all-locales';
import { describe, expect, it } from 'vitest';
import { createPanelStore } from '../../../components/panel/store/panel-store';
import { fakeBackground } from './fake-background';

/** The store writes its own toasts in the interface language it was created with. */
describe('panel store toasts', () => {
  it('says how many results were deleted, in German and in English', async () => {
    for (const [locale, expected] of [
      ['de', '3 Ergebnisse gelöscht.'],
      ['en', 'Deleted 1 result.'],
    ] as const) {
      const background = fakeBackground();
      background.handlers.clearHistory = () => ({ deleted: locale === 'de' ? 3 : 1 });
      const store = createPanelStore(background, locale);
      expect(await store.getState().clearHistory()).toBe(true);
      expect(store.getState().notices.toast?.text).toBe(expected);
    }
  });
});
