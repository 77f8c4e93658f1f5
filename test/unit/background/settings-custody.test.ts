import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { STORES } from '../../../lib/storage/db';
import { getOne } from '../../../lib/storage/idb';
import { LABEL_SETTINGS_KEY } from '../../../lib/storage/label-settings';
import { defaultSettings, type Settings } from '../../../lib/storage/settings-schema';
import { removeLegacyItems } from '../../../lib/storage/storage';
import { bootBackground, dataOf, KEY, type Harness } from '../bad-inputs/background';

/**
 * Issue #26: content scripts can write `storage.local` (Chrome's `setAccessLevel` exists for
 * `storage.session` only), and it held the disclosure-label switches (a listing rule requires the
 * "Virtually staged" label) and the service styles' caches. A write from a content script's world
 * (here `fakeBrowser.storage.local`, which is what such a write reaches) turned a label off or
 * renamed a style. The label settings and the caches now live in the extension-origin IndexedDB;
 * an update moves the user's label choices there once.
 */

const noNetwork: FetchFn = async () => {
  throw new TypeError('fetch failed');
};

/** What a page driving the content script writes into `storage.local`. */
async function contentScriptWrites(): Promise<void> {
  await fakeBrowser.storage.local.set({
    settings: { ...defaultSettings(), disclosure: { staging: false, renovation: false }, labelLanguage: 'nl' },
    'cache.styles': {
      apiBase: 'https://api.tech.renovateai.app/public/v1',
      fetchedAt: Date.now(),
      value: { interior: [{ id: 'modern', name: 'Farmhouse', description: 'x'.repeat(5_000_000) }], exterior: [] },
    },
  });
}

const settingsOf = async (bg: Harness): Promise<Settings> => dataOf<Settings>(await bg.call('getSettings', {}));
const stylesOf = async (bg: Harness) => dataOf<{ interior: { id: string; name: string; description: string }[] }>(await bg.call('getStyles', {}));

describe('settings and caches a content script cannot rewrite', () => {
  it('a content-script write to storage.local does not turn a label off or change its language', async () => {
    const bg = await bootBackground(noNetwork);
    dataOf(await bg.call('saveSettings', { disclosure: { renovation: false }, labelLanguage: 'de' }));
    await contentScriptWrites();
    expect(await settingsOf(bg)).toMatchObject({ disclosure: { staging: true, renovation: false }, labelLanguage: 'de' });
    // The next save does not pick the page's values up either.
    dataOf(await bg.call('saveSettings', { concurrency: 3 }));
    expect(await settingsOf(bg)).toMatchObject({ concurrency: 3, disclosure: { staging: true, renovation: false }, labelLanguage: 'de' });
  });

  it('a content-script write to storage.local does not rename a style (nor fill its description)', async () => {
    const bg = await bootBackground(noNetwork);
    dataOf(await bg.call('saveApiKey', { apiKey: KEY }));
    expect((await stylesOf(bg)).interior).toEqual([{ id: 'modern', name: 'Modern', description: 'Clean' }]);
    await contentScriptWrites();
    expect((await stylesOf(bg)).interior).toEqual([{ id: 'modern', name: 'Modern', description: 'Clean' }]);
    // Answered from the cache Reimagine keeps itself: the service was asked once.
    expect(bg.api.callsTo('getStyles')).toHaveLength(1);
  });

  it('an update keeps the label choices an older version kept in storage.local, and from then on ignores storage.local for them', async () => {
    const older = { concurrency: 1, disclosure: { staging: true, renovation: false }, enabledSites: [], buttonVisibility: 'hover', labelLanguage: 'de' };
    const bg = await bootBackground(noNetwork, () => fakeBrowser.storage.local.set({ settings: older, 'cache.styles': { apiBase: 'x', fetchedAt: 1, value: {} } }));
    // Moved when the background started, before any page could write again.
    expect(await getOne(bg.ctx.db, STORES.settings, LABEL_SETTINGS_KEY)).toEqual({ disclosure: { staging: true, renovation: false }, labelLanguage: 'de' });
    expect(await settingsOf(bg)).toEqual(older);
    await contentScriptWrites();
    expect(await settingsOf(bg)).toMatchObject({ disclosure: { staging: true, renovation: false }, labelLanguage: 'de' });
    // The older version's caches are removed at start-up (entrypoints/background/index.ts).
    await removeLegacyItems();
    expect(await fakeBrowser.storage.local.get('cache.styles')).toEqual({});
  });
});
