import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { openReimagineDb, STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import { createBackgroundContext, type BackgroundContext } from '../../../entrypoints/background/context';
import { createHandlers } from '../../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { planCacheItem } from '../../../lib/storage/storage';
import { bytesResponse, eventually, fakeApi, pickedPhoto, pngBytes, type FakeApi } from '../queue/fakes';

/**
 * The API key goes only where the user said: the base lives with the key in IndexedDB, a change
 * of origin needs the key or a confirmation naming the host, and nothing a content script can
 * write (storage.local) or send (messages) moves the key elsewhere.
 */
const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const OPTIONS = { id: 'ext', url: 'chrome-extension://ext/options.html' };
const TAB = { id: 'ext', url: 'https://www.zillow.com/homedetails/7', tab: { id: 7, url: 'https://www.zillow.com/homedetails/7' } };
const KEY = 'rk_test_0123456789abcdef0123';
const EMULATOR = 'http://127.0.0.1:8787/public/v1';
const ATTACKER = 'http://127.0.0.1:6666/public/v1';
const PLAN = { business_name: 'Acme', plan: 'pro', remaining_assets: 10, staging_credits: 5, renovation_credits: 50 };
const noSites: SiteRegistrar = {
  hasPermission: async () => false,
  isRegistered: async () => false,
  register: async () => undefined,
  unregister: async () => undefined,
  removePermission: async () => undefined,
  inject: async () => undefined,
};

describe('background: the key goes only to the origin it was confirmed for', () => {
  let factory: IDBFactory;
  let api: FakeApi;
  let sentTo: { baseUrl: string; apiKey: string }[];
  let ctx: BackgroundContext;

  const boot = () =>
    createBackgroundContext({
      idbFactory: factory,
      fetch: async () => bytesResponse(pngBytes(1200, 900)),
      createApi: (options) => {
        sentTo.push(options);
        return api;
      },
      events: { toPages: () => undefined, toTab: () => undefined },
    });

  function client(sender: object) {
    const router = createRouter(createHandlers({ ready: Promise.resolve(ctx), events: { toPages: () => undefined, toTab: () => undefined }, sites: noSites }), SELF);
    return <N extends MessageName>(name: N, payload: RequestOf<N>) => sendMessage((envelope) => Promise.resolve(router(envelope, sender)), name, payload);
  }

  beforeEach(async () => {
    fakeBrowser.reset();
    factory = new IDBFactory();
    api = fakeApi();
    sentTo = [];
    ctx = await boot();
  });

  it('getConnection and saveConnection are for extension pages only, with a strict shape', async () => {
    const content = client(TAB);
    expect(await content('getConnection', {})).toMatchObject({ ok: false, code: 'forbidden_sender' });
    expect(await content('saveConnection', { apiBase: ATTACKER, apiKey: KEY })).toMatchObject({ ok: false, code: 'forbidden_sender' });
    const options = client(OPTIONS);
    expect(await options('saveConnection', { apiBase: EMULATOR, apiKey: KEY, extra: 1 } as never)).toMatchObject({ ok: false, code: 'bad_message' });
    expect(await options('saveSettings', { apiBase: ATTACKER } as never)).toMatchObject({ ok: false, code: 'bad_message' });
    expect(await options('getConnection', {})).toEqual({
      ok: true,
      data: { apiBase: EMULATOR, confirmedOrigin: 'http://127.0.0.1:8787', confirmed: true, key: { set: false, masked: '' } },
    });
  });

  it('a base on another origin needs the key or a confirmation naming it; a path change keeps the binding', async () => {
    const options = client(OPTIONS);
    await options('saveConnection', { apiBase: EMULATOR, apiKey: KEY });
    expect(await options('saveConnection', { apiBase: 'https://api.example.com/public/v1' })).toMatchObject({
      ok: false,
      code: 'host_not_confirmed',
      message: 'Send your RenovateAI key to api.example.com? Confirm it, or type the key for it.',
    });
    expect(await options('getConnection', {})).toMatchObject({ ok: true, data: { apiBase: EMULATOR } });
    expect(await options('saveConnection', { apiBase: 'http://127.0.0.1:8787/proxy/public/v1' })).toMatchObject({
      ok: true,
      data: { apiBase: 'http://127.0.0.1:8787/proxy/public/v1', confirmed: true, key: { set: true } },
    });
    const moved = await options('saveConnection', { apiBase: 'https://api.example.com/public/v1', confirmOrigin: 'https://api.example.com' });
    expect(moved).toMatchObject({ ok: true, data: { apiBase: 'https://api.example.com/public/v1', confirmedOrigin: 'https://api.example.com', key: { set: true } } });
    await options('getPlan', { refresh: true });
    expect(sentTo.at(-1)).toEqual({ baseUrl: 'https://api.example.com/public/v1', apiKey: KEY });
  });

  it('a base written into storage.local (as a content script can) changes nothing: calls go to the confirmed base', async () => {
    await client(OPTIONS)('saveConnection', { apiBase: EMULATOR, apiKey: KEY });
    await fakeBrowser.storage.local.set({ settings: { apiBase: ATTACKER, concurrency: 2, disclosure: { staging: true, renovation: true }, enabledSites: [] } });
    await client(OPTIONS)('getPlan', { refresh: true });
    await client(OPTIONS)('startJob', { job: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto('https://cdn.example/p.png') });
    await ctx.queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(1);
    expect(sentTo.length).toBeGreaterThan(0);
    expect(sentTo.every((o) => o.baseUrl === EMULATOR)).toBe(true);
  });

  it('an older install with a custom base in storage.local: the key stays, bound to the real service, and nothing is sent until confirmed', async () => {
    const db = await openReimagineDb(factory);
    await putOne(db, STORES.secrets, KEY, 'apiKey');
    db.close();
    await fakeBrowser.storage.local.set({ settings: { apiBase: 'https://attacker.example/public/v1', concurrency: 2 } });
    ctx = await boot();
    const options = client(OPTIONS);
    expect(await options('getConnection', {})).toMatchObject({
      ok: true,
      data: { apiBase: 'https://attacker.example/public/v1', confirmedOrigin: 'https://api.tech.renovateai.app', confirmed: false, key: { set: true } },
    });
    expect(await options('getPlan', { refresh: true })).toMatchObject({ ok: false, code: 'host_not_confirmed', message: expect.stringContaining('attacker.example') });
    expect(await options('testConnection', {})).toMatchObject({ ok: false, code: 'host_not_confirmed' });
    expect(sentTo).toEqual([]);
    // The user confirms the host by name: only then does the key go there.
    await options('saveConnection', { apiBase: 'https://attacker.example/public/v1', confirmOrigin: 'https://attacker.example' });
    expect(await options('getPlan', { refresh: true })).toMatchObject({ ok: true });
    expect(sentTo.length).toBeGreaterThan(0);
    expect(sentTo.every((o) => o.baseUrl === 'https://attacker.example/public/v1' && o.apiKey === KEY)).toBe(true);
  });

  it('testConnection with an unsaved base sends the stored key nowhere, even on the same origin: it needs a typed key', async () => {
    const options = client(OPTIONS);
    await options('saveConnection', { apiBase: EMULATOR, apiKey: KEY });
    await eventually(() => sentTo.length === 1); // the new key's quiet plan refresh
    sentTo.length = 0;
    expect(await options('testConnection', { apiBase: 'https://api.example.com/public/v1' })).toMatchObject({
      ok: false,
      code: 'host_not_confirmed',
      message: expect.stringMatching(/^Type the key to test https:\/\/api\.example\.com\/public\/v1/),
    });
    expect(await options('testConnection', { apiBase: ATTACKER })).toMatchObject({ ok: false, code: 'host_not_confirmed' });
    // The confirmed origin, another path: still not the saved base.
    expect(await options('testConnection', { apiBase: 'http://127.0.0.1:8787/other/public/v1' })).toMatchObject({ ok: false, code: 'host_not_confirmed' });
    expect(sentTo).toEqual([]);
    expect(await options('testConnection', { apiBase: 'https://api.example.com/public/v1', apiKey: 'typed-for-it' })).toMatchObject({ ok: true });
    expect(await options('testConnection', { apiBase: 'http://127.0.0.1:8787/other/public/v1', apiKey: 'typed-for-other' })).toMatchObject({ ok: true });
    expect(await options('testConnection', { apiBase: EMULATOR })).toMatchObject({ ok: true });
    expect(sentTo).toEqual([
      { baseUrl: 'https://api.example.com/public/v1', apiKey: 'typed-for-it' },
      { baseUrl: 'http://127.0.0.1:8787/other/public/v1', apiKey: 'typed-for-other' },
      { baseUrl: EMULATOR, apiKey: KEY },
    ]);
    expect(await options('testConnection', { apiBase: 'http://api.example.com/public/v1', apiKey: 'typed' })).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('saveApiKey binds the key to the base in force; a new key drops the cached plan', async () => {
    const options = client(OPTIONS);
    await options('saveConnection', { apiBase: 'https://api.example.com/public/v1' });
    expect(await options('saveApiKey', { apiKey: KEY })).toEqual({ ok: true, data: { set: true, masked: '••••0123' } });
    expect(await options('getConnection', {})).toMatchObject({ ok: true, data: { confirmedOrigin: 'https://api.example.com', confirmed: true } });
    const stale = { apiBase: 'https://api.example.com/public/v1', fetchedAt: 1, value: { ...PLAN, business_name: 'Previous account' } };
    await planCacheItem.setValue(stale);
    await options('saveApiKey', { apiKey: 'rk_test_another_key_9999' });
    expect(await planCacheItem.getValue()).not.toEqual(stale);
  });
});
