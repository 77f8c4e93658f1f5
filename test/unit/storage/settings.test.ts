import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openReimagineDb } from '../../../lib/storage/db';
import { defaultSettings, SettingsPatch } from '../../../lib/storage/settings-schema';
import { legacyApiBase, mergeSettings, normalizeOrigin, readSettings, saveSettings } from '../../../lib/storage/settings';
import { settingsItem } from '../../../lib/storage/storage';
import { addPick, tabForPhoto } from '../../../lib/storage/picks';
import { cachedLoad, isFresh } from '../../../lib/storage/ttl-cache';
import { z } from '../../../lib/zod';
import { pickedPhoto } from '../queue/fakes';

describe('settings', () => {
  let db: IDBDatabase;
  beforeEach(async () => {
    fakeBrowser.reset();
    db = await openReimagineDb(new IDBFactory());
  });

  it('a fresh install has the default settings', async () => {
    expect(await readSettings(db)).toEqual(defaultSettings());
  });

  it('the API base is no setting: a patch carrying one is refused, and a stored one is ignored except as the untrusted legacy value', async () => {
    expect(SettingsPatch.safeParse({ apiBase: 'https://attacker.example/public/v1' }).success).toBe(false);
    // What a content script (or an older version) may have written into storage.local.
    await fakeBrowser.storage.local.set({ settings: { ...defaultSettings(), concurrency: 3, apiBase: 'https://attacker.example/public/v1' } });
    expect(await readSettings(db)).toEqual({ ...defaultSettings(), concurrency: 3 });
    expect(await legacyApiBase()).toBe('https://attacker.example/public/v1');
    await saveSettings(db, { concurrency: 4 });
    expect((await fakeBrowser.storage.local.get('settings')).settings).not.toHaveProperty('apiBase');
  });

  it('merges a patch, validates it, and keeps enabledSites as stored', () => {
    const current = { ...defaultSettings(), enabledSites: ['https://a.example'] };
    const next = mergeSettings(current, { concurrency: 4, disclosure: { staging: false }, enabledSites: ['https://evil.example'] });
    expect(next).toEqual({ ...current, concurrency: 4, disclosure: { staging: false, renovation: true } });
    expect(() => mergeSettings(current, { concurrency: 0 })).toThrow(expect.objectContaining({ code: 'bad_message' }));
    expect(() => mergeSettings(current, { concurrency: 7 })).toThrow(expect.objectContaining({ code: 'bad_message' }));
  });

  it('saves to storage.local and reads back; a corrupt stored value falls back to defaults', async () => {
    await saveSettings(db, { concurrency: 3 });
    expect(await readSettings(db)).toMatchObject({ concurrency: 3 });
    const stored = await fakeBrowser.storage.local.get('settings');
    expect(stored.settings).toMatchObject({ concurrency: 3 });
    await settingsItem.setValue({ nonsense: true } as never);
    expect(await readSettings(db)).toEqual(defaultSettings());
  });

  it('normalises site origins', () => {
    expect(normalizeOrigin('https://www.example-realty.com/listing/1?x=2')).toBe('https://www.example-realty.com');
    expect(() => normalizeOrigin('file:///etc/passwd')).toThrow(expect.objectContaining({ code: 'bad_message' }));
    expect(() => normalizeOrigin('nope')).toThrow(expect.objectContaining({ code: 'bad_message' }));
  });
});

describe('picks', () => {
  it('finds the tab of a photo, or of its listing for sibling photos', () => {
    const photo = pickedPhoto('https://p/1.jpg', { photoUrls: ['https://p/1.jpg', 'https://p/2.jpg'] });
    let picks = addPick([], { photo, tabId: 4, pickedAt: 1, gesture: true });
    picks = addPick(picks, { photo: pickedPhoto('https://q/9.jpg', { listingUrl: 'https://other.example/l' }), tabId: 5, pickedAt: 2, gesture: true });
    expect(tabForPhoto(picks, photo)).toBe(4);
    expect(tabForPhoto(picks, { ...photo, url: 'https://p/2.jpg' })).toBe(4);
    expect(tabForPhoto(picks, { ...photo, url: 'https://p/3.jpg' })).toBeUndefined();
    expect(addPick(picks, { photo, tabId: 4, pickedAt: 3, gesture: true }, 2).map((p) => p.pickedAt)).toEqual([3, 2]);
  });
});

describe('TTL cache', () => {
  it('answers a fresh value of the same API base, reloads otherwise', async () => {
    let stored: { apiBase: string; fetchedAt: number; value: string[] } | null = null;
    const slot = { getValue: async () => stored, setValue: async (v: typeof stored) => void (stored = v) };
    let loads = 0;
    const load = async () => [`v${++loads}`];
    const base = { apiBase: 'https://a', ttlMs: 1000, schema: z.array(z.string()), load };
    expect(await cachedLoad(slot, { ...base, now: 0 })).toEqual(['v1']);
    expect(await cachedLoad(slot, { ...base, now: 999 })).toEqual(['v1']);
    expect(await cachedLoad(slot, { ...base, now: 1000 })).toEqual(['v2']);
    expect(await cachedLoad(slot, { ...base, now: 1001, refresh: true })).toEqual(['v3']);
    expect(await cachedLoad(slot, { ...base, now: 1002, apiBase: 'https://b' })).toEqual(['v4']);
    expect(isFresh({ apiBase: 'https://b', fetchedAt: 1002, value: [1] }, { ...base, apiBase: 'https://b', now: 1003 })).toBe(false);
  });
});
