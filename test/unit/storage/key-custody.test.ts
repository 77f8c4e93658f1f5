import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { EMULATOR_API_BASE, EMULATOR_DEFAULT_KEY, PRODUCTION_API_BASE } from '../../../lib/config';
import { STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import { listQuarantined } from '../../../lib/storage/quarantine';
import { connectionStatus, createKeyCustody, maskKey, seedDemoConnection } from '../../../lib/storage/key-custody';
import { legacyApiBase, saveSettings } from '../../../lib/storage/settings';
import { freshDb } from '../queue/fakes';

const KEY = 'rk_live_5f3c9a1b2d4e6f708192a3b4c5d6e7f8';

/** Everything in every storage area, as one string. */
async function everythingInStorage(): Promise<string> {
  const areas = await Promise.all([fakeBrowser.storage.local.get(), fakeBrowser.storage.sync.get(), fakeBrowser.storage.session.get()]);
  return JSON.stringify(areas);
}

/** A database as an older version left it: the key alone in `secrets`, the base in storage.local settings. */
async function olderInstall(key: string | undefined, apiBase: string | undefined) {
  const db = await freshDb();
  if (key) await putOne(db, STORES.secrets, key, 'apiKey');
  if (apiBase) await fakeBrowser.storage.local.set({ settings: { apiBase, concurrency: 2, disclosure: { staging: true, renovation: true }, enabledSites: [] } });
  return { db, keys: createKeyCustody(db, { defaultBase: EMULATOR_API_BASE, legacyBase: legacyApiBase }) };
}

describe('key custody', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('stores the key and its base in IndexedDB, never in storage.local, sync or session', async () => {
    const db = await freshDb();
    const keys = createKeyCustody(db, { defaultBase: EMULATOR_API_BASE });
    await saveSettings(db, { concurrency: 3 }); // something else is in storage, so the check is not vacuous
    await keys.change({ apiBase: 'https://api.example.com/public/v1', apiKey: `  ${KEY}  ` });
    expect(await keys.get()).toBe(KEY);
    const stored = await everythingInStorage();
    expect(stored).toContain('concurrency');
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain(KEY.slice(0, 12));
    expect(stored).not.toContain('api.example.com');
  });

  it('answers a masked status and removes the key with an empty string', async () => {
    const keys = createKeyCustody(await freshDb(), { defaultBase: EMULATOR_API_BASE });
    expect(await keys.status()).toEqual({ set: false, masked: '' });
    expect(await keys.set(KEY)).toEqual({ set: true, masked: '••••e7f8' });
    expect(await keys.status()).toEqual({ set: true, masked: '••••e7f8' });
    expect(await keys.set('   ')).toEqual({ set: false, masked: '' });
    expect(await keys.get()).toBeUndefined();
  });

  it('masks short keys entirely', () => {
    expect(maskKey('abc123')).toEqual({ set: true, masked: '••••' });
    expect(maskKey(undefined)).toEqual({ set: false, masked: '' });
  });

  it('a fresh install starts on the default base, confirmed, with no key; set() binds a key to the base in force', async () => {
    const keys = createKeyCustody(await freshDb(), { defaultBase: EMULATOR_API_BASE });
    expect(await keys.connection()).toEqual({ apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787' });
    await keys.set(KEY);
    expect(connectionStatus(await keys.connection())).toEqual({
      apiBase: EMULATOR_API_BASE,
      confirmedOrigin: 'http://127.0.0.1:8787',
      confirmed: true,
      key: { set: true, masked: '••••e7f8' },
    });
  });

  it('an origin change without the key or a confirmation is refused and changes nothing', async () => {
    const keys = createKeyCustody(await freshDb(), { defaultBase: PRODUCTION_API_BASE });
    await keys.set(KEY);
    await expect(keys.change({ apiBase: 'https://api.example.com/public/v1' })).rejects.toMatchObject({
      code: 'host_not_confirmed',
      message: expect.stringContaining('Send your RenovateAI key to api.example.com?'),
    });
    expect(await keys.connection()).toEqual({ apiBase: PRODUCTION_API_BASE, confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: KEY });
    const { after } = await keys.change({ apiBase: 'https://api.example.com/public/v1', confirmOrigin: 'https://api.example.com' });
    expect(after).toEqual({ apiBase: 'https://api.example.com/public/v1', confirmedOrigin: 'https://api.example.com', apiKey: KEY });
  });

  it('the demo seed binds dev-key to the emulator base, and keeps a key already there', async () => {
    const keys = createKeyCustody(await freshDb(), { defaultBase: EMULATOR_API_BASE });
    await seedDemoConnection(keys);
    expect(await keys.connection()).toEqual({ apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787', apiKey: EMULATOR_DEFAULT_KEY });
    await keys.set(KEY);
    await seedDemoConnection(keys);
    expect(await keys.get()).toBe(KEY);
  });
});

describe('key custody: migrating an older install (key in IndexedDB, base in storage.local)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it.each([
    ['the real service', PRODUCTION_API_BASE, 'https://api.tech.renovateai.app'],
    ['the emulator on loopback', 'http://127.0.0.1:9999/public/v1', 'http://127.0.0.1:9999'],
    ['localhost', 'http://localhost:8787/public/v1', 'http://localhost:8787'],
  ])('binds the key to %s, confirmed', async (_label, base, origin) => {
    const { keys } = await olderInstall(KEY, base);
    expect(connectionStatus(await keys.connection())).toMatchObject({ apiBase: base, confirmedOrigin: origin, confirmed: true, key: { set: true } });
  });

  it('keeps a custom base unconfirmed: the key stays bound to the real service and the base needs the user', async () => {
    // A content script could have written this base into storage.local: it must not become trusted.
    const { keys, db } = await olderInstall(KEY, 'https://attacker.example/public/v1');
    const status = connectionStatus(await keys.connection());
    expect(status).toEqual({ apiBase: 'https://attacker.example/public/v1', confirmedOrigin: 'https://api.tech.renovateai.app', confirmed: false, key: maskKey(KEY) });
    // The old lone key record is gone: one record holds base and key.
    const left = await new Promise<unknown>((resolve) => {
      const request = db.transaction(STORES.secrets).objectStore(STORES.secrets).get('apiKey');
      request.onsuccess = () => resolve(request.result);
    });
    expect(left).toBeUndefined();
  });

  it('runs once: a storage.local base written later changes nothing', async () => {
    const { keys } = await olderInstall(KEY, PRODUCTION_API_BASE);
    await keys.connection();
    await fakeBrowser.storage.local.set({ settings: { apiBase: 'http://127.0.0.1:6666/public/v1' } });
    expect(await keys.connection()).toEqual({ apiBase: PRODUCTION_API_BASE, confirmedOrigin: 'https://api.tech.renovateai.app', apiKey: KEY });
  });

  it('without a key, an unknown base is dropped for the default; concurrent first reads agree', async () => {
    const { keys } = await olderInstall(undefined, 'https://attacker.example/public/v1');
    const [a, b] = await Promise.all([keys.connection(), keys.connection()]);
    expect(a).toEqual({ apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787' });
    expect(b).toEqual(a);
  });
});

describe('key custody: a stored record that no longer fits', () => {
  it('keeps its base and confirmed origin, drops the broken key, and sets the record aside', async () => {
    const db = await freshDb();
    const broken = { apiBase: 'https://api.example.com/public/v1', confirmedOrigin: 'https://api.example.com', apiKey: 42 };
    await putOne(db, STORES.secrets, broken, 'connection');
    const keys = createKeyCustody(db, { defaultBase: EMULATOR_API_BASE });
    expect(await keys.connection()).toEqual({ apiBase: 'https://api.example.com/public/v1', confirmedOrigin: 'https://api.example.com' });
    expect(await listQuarantined(db, STORES.secrets)).toEqual([expect.objectContaining({ key: 'connection', value: broken, reason: expect.stringContaining('apiKey') })]);
  });

  it('falls back to the default base, confirmed, when the base or origin is unusable (never trusting an http remote base)', async () => {
    const db = await freshDb();
    await putOne(db, STORES.secrets, { apiBase: 'http://attacker.example/public/v1', confirmedOrigin: 'http://attacker.example', apiKey: 7 }, 'connection');
    const keys = createKeyCustody(db, { defaultBase: EMULATOR_API_BASE });
    expect(await keys.connection()).toEqual({ apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787' });
    expect(await listQuarantined(db)).toHaveLength(1);
  });
});
