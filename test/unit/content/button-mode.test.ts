import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getButtonMode, parseButtonMode, SETTINGS_KEY, setButtonMode, watchButtonMode } from '../../../entrypoints/listing.content/button-mode';
import { mergeSettings, readLocalSettings } from '../../../lib/storage/settings';
import { defaultSettings, Settings, SettingsPatch } from '../../../lib/storage/settings-schema';
import { settingsItem } from '../../../lib/storage/storage';

/**
 * The "Reimagine buttons on photos" setting: "always" (default) or "hover". The options page
 * and the background read it with zod (field by field: a bad value defaults alone); the content
 * script reads the same stored value with a zod-free check and follows changes live.
 */

beforeEach(() => fakeBrowser.reset());

describe('the setting, as the extension reads it', () => {
  test('defaults to "always"; a stored bad value falls back alone, the other fields kept', async () => {
    expect(defaultSettings().buttonVisibility).toBe('always');
    expect((await readLocalSettings()).buttonVisibility).toBe('always');
    await fakeBrowser.storage.local.set({ settings: { concurrency: 4, disclosure: { staging: false, renovation: true }, enabledSites: ['https://a.example'], buttonVisibility: 'sometimes' } });
    // The label settings are not read from storage.local (lib/storage/label-settings.ts).
    expect(await readLocalSettings()).toEqual({ concurrency: 4, enabledSites: ['https://a.example'], buttonVisibility: 'always' });
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings(), buttonVisibility: 'hover' } });
    expect((await readLocalSettings()).buttonVisibility).toBe('hover');
    // Settings saved by an older version have no such field.
    await fakeBrowser.storage.local.set({ settings: { concurrency: 3, disclosure: { staging: true, renovation: true }, enabledSites: [] } });
    expect(await readLocalSettings()).toMatchObject({ concurrency: 3, buttonVisibility: 'always' });
  });

  test('a patch sets it; an unknown value is refused', () => {
    expect(mergeSettings(defaultSettings(), { buttonVisibility: 'hover' })).toEqual({ ...defaultSettings(), buttonVisibility: 'hover' });
    expect(SettingsPatch.safeParse({ buttonVisibility: 'never' }).success).toBe(false);
    expect(SettingsPatch.safeParse({ buttonVisibility: 'hover' }).success).toBe(true);
  });
});

describe('the setting, as the content script reads it (no zod)', () => {
  afterEach(() => setButtonMode('always'));

  test('agrees with the schema on every value, and reads the same storage key', () => {
    for (const value of Settings.shape.buttonVisibility.options) expect(parseButtonMode({ buttonVisibility: value })).toBe(value);
    expect(`local:${SETTINGS_KEY}`).toBe(settingsItem.key);
  });

  test.each([['sometimes'], ['HOVER'], [42], [null], [{ hover: true }], [undefined]])('a bad value (%j) means the default, "always"', (value) => {
    expect(parseButtonMode({ ...defaultSettings(), buttonVisibility: value })).toBe('always');
  });

  test.each([[undefined], [null], ['garbage'], [[1, 2]], [7]])('no settings or settings of the wrong shape (%j) mean "always"', (settings) => {
    expect(parseButtonMode(settings)).toBe('always');
  });

  test('reads the stored value, then follows every change saved by the options page', async () => {
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings(), buttonVisibility: 'hover' } });
    const stop = new AbortController();
    watchButtonMode(stop.signal);
    await expect.poll(getButtonMode).toBe('hover');
    await settingsItem.setValue({ ...defaultSettings(), buttonVisibility: 'always' });
    await expect.poll(getButtonMode).toBe('always');
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings(), buttonVisibility: 'hover' } });
    await expect.poll(getButtonMode).toBe('hover');
    // A corrupt value written by anything else: the default.
    await fakeBrowser.storage.local.set({ settings: { buttonVisibility: 5 } });
    await expect.poll(getButtonMode).toBe('always');
    // Stopped (extension reloaded): changes are no longer followed.
    stop.abort();
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings(), buttonVisibility: 'hover' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getButtonMode()).toBe('always');
  });
});
