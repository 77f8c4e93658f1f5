import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { createBackgroundContext, type BackgroundContext } from '../../../entrypoints/background/context';
import type { EventBody, EventSink } from '../../../entrypoints/background/events';
import { createHandlers } from '../../../entrypoints/background/handlers';
import { openPanelFor } from '../../../entrypoints/background/panel';
import type { PickedPhoto } from '../../../lib/listing';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { bytesResponse, deferred, eventually, fakeApi, pickedPhoto, pngBytes, type FakeApi } from '../queue/fakes';

const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
// The tabs show the listing page of the test photos' own loopback origin (pickedPhoto's page): photos it may name (lib/acquisition/network-policy.ts).
const tab = (id: number) => ({ id: 'ext', url: 'http://127.0.0.1:9000/listing', tab: { id, url: 'http://127.0.0.1:9000/listing' } });
const KEY = 'rk_test_0123456789abcdef0123';
const PHOTO_A = 'http://127.0.0.1:9000/a.png';
const PHOTO_B = 'http://127.0.0.1:9000/b.png';

function recordingSink() {
  const pages: EventBody[] = [];
  const tabs: { tabId: number; event: EventBody }[] = [];
  const sink: EventSink = { toPages: (e) => pages.push(e), toTab: (tabId, event) => tabs.push({ tabId, event }) };
  return { sink, pages, tabs };
}

function fakeRegistrar(granted: string[]) {
  const registered = new Set<string>();
  /** Registrations, injections and permission removals, in order. */
  const log: string[] = [];
  const registrar: SiteRegistrar = {
    hasPermission: async (origin) => granted.includes(origin),
    isRegistered: async (origin) => registered.has(origin),
    register: async (origin) => {
      log.push(`register ${origin}`);
      registered.add(origin);
    },
    unregister: async (origin) => void registered.delete(origin),
    removePermission: async (origin) => void log.push(`removePermission ${origin}`),
    inject: async (tabId, origin) => void log.push(`inject ${tabId} ${origin}`),
  };
  return { registrar, registered, log };
}

const fetchPhotos: FetchFn = async (url) => {
  if (url === PHOTO_A) return bytesResponse(pngBytes(1200, 900));
  if (url === PHOTO_B) return bytesResponse(pngBytes(1200, 900, 2));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(800, 600));
  throw new TypeError('Failed to fetch');
};

describe('background handlers', () => {
  let api: FakeApi;
  let factory: IDBFactory;
  let events: ReturnType<typeof recordingSink>;
  let badge: number[];
  let sites: ReturnType<typeof fakeRegistrar>;
  let apiOptions: { baseUrl: string; apiKey: string }[];
  let ctx: BackgroundContext;
  let now: number;

  async function boot(): Promise<BackgroundContext> {
    return createBackgroundContext({
      idbFactory: factory,
      fetch: fetchPhotos,
      createApi: (options) => {
        apiOptions.push(options);
        return api;
      },
      clock: () => ++now,
      events: events.sink,
      setBadge: (n) => badge.push(n),
    });
  }

  /** Whether the next openPhoto finds a user gesture (a real click) so the panel opens. */
  let gesture = true;
  /** The panel opener with the browser's side panel replaced: it opens only with a gesture. */
  const openPanel = (photo: PickedPhoto, tabId: number | undefined, options: Parameters<typeof openPanelFor>[2] = {}) =>
    openPanelFor(photo, tabId, { ...options, open: () => (gesture ? Promise.resolve() : Promise.reject(new Error('no user gesture'))) });

  function client(context: BackgroundContext, sender: object) {
    const router = createRouter(createHandlers({ ready: Promise.resolve(context), events: events.sink, sites: sites.registrar, openPanel }), SELF);
    return <N extends MessageName>(name: N, payload: RequestOf<N>) => sendMessage((envelope) => Promise.resolve(router(envelope, sender)), name, payload);
  }

  beforeEach(async () => {
    gesture = true;
    fakeBrowser.reset();
    factory = new IDBFactory();
    api = fakeApi();
    events = recordingSink();
    badge = [];
    sites = fakeRegistrar(['https://www.example-realty.com']);
    apiOptions = [];
    now = 1_000;
    ctx = await boot();
    // The start's own `backgroundStarted` (pages read the jobs again) is not what these tests look at.
    events.pages.length = 0;
  });

  it('keeps the key out of browser.storage; masked status; reveal only for extension pages', async () => {
    const panel = client(ctx, PANEL);
    expect(await panel('saveApiKey', { apiKey: KEY })).toEqual({ ok: true, data: { set: true, masked: '••••0123' } });
    expect(await panel('getKeyStatus', {})).toEqual({ ok: true, data: { set: true, masked: '••••0123' } });
    expect(await panel('revealApiKey', {})).toEqual({ ok: true, data: { apiKey: KEY } });
    expect(await client(ctx, tab(7))('revealApiKey', {})).toMatchObject({ ok: false, code: 'forbidden_sender' });
    expect(await client(ctx, tab(7))('getKeyStatus', {})).toMatchObject({ ok: false, code: 'forbidden_sender' });
    const all = JSON.stringify(await Promise.all([fakeBrowser.storage.local.get(), fakeBrowser.storage.sync.get(), fakeBrowser.storage.session.get()]));
    expect(all).not.toContain(KEY);
    // The key reaches the API client (and only as its apiKey option).
    await panel('getPlan', { refresh: true });
    expect(apiOptions.at(-1)).toEqual({ baseUrl: 'http://127.0.0.1:8787/public/v1', apiKey: KEY });
  });

  it('settings: validates and saves; the stored settings never contain the key', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    expect(await panel('saveSettings', { concurrency: 9 })).toMatchObject({ ok: false, code: 'bad_message' });
    const saved = await panel('saveSettings', { concurrency: 3 });
    expect(saved).toMatchObject({ ok: true, data: { concurrency: 3 } });
    expect(await panel('getSettings', {})).toEqual(saved);
    expect(JSON.stringify(await fakeBrowser.storage.local.get())).not.toContain(KEY);
  });

  it('testConnection maps API failures to codes and uses the given base and key', async () => {
    const panel = client(ctx, PANEL);
    expect(await panel('testConnection', {})).toMatchObject({ ok: false, code: 'no_api_key' });
    api = fakeApi({
      getPlanDetails: async () => {
        throw new ApiError('unauthorized', 'The API key was rejected (401).', { status: 401 });
      },
    });
    expect(await panel('testConnection', { apiKey: 'wrong-key-123456' })).toMatchObject({ ok: false, code: 'unauthorized' });
    api = fakeApi({
      getPlanDetails: async () => {
        throw new ApiError('network', 'Could not reach the API.');
      },
    });
    expect(await panel('testConnection', { apiBase: 'https://down.example.com/public/v1', apiKey: KEY })).toMatchObject({ ok: false, code: 'network' });
    expect(apiOptions.at(-1)).toEqual({ baseUrl: 'https://down.example.com/public/v1', apiKey: KEY });
    api = fakeApi();
    expect(await panel('testConnection', { apiKey: KEY })).toMatchObject({ ok: true, data: { plan: 'pro' } });
    expect(await panel('testConnection', { apiBase: 'nope', apiKey: KEY })).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('getPlan is cached until refreshed; a refresh pushes a plan event', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    await eventually(() => api.callsTo('getPlanDetails').length === 1); // saving a new key refreshes quietly
    const before = api.callsTo('getPlanDetails').length;
    expect(await panel('getPlan', {})).toMatchObject({ ok: true, data: { renovation_credits: 50 } });
    expect(api.callsTo('getPlanDetails').length).toBe(before);
    await panel('getPlan', { refresh: true });
    expect(api.callsTo('getPlanDetails').length).toBe(before + 1);
    expect(events.pages.filter((e) => e.type === 'plan').length).toBeGreaterThanOrEqual(2);
  });

  it('styles and staging options are cached with a TTL, refreshable', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    expect(await panel('getStyles', {})).toEqual({ ok: true, data: { interior: [{ id: 'modern', name: 'Modern', description: 'Clean' }], exterior: [] } });
    await panel('getStyles', {});
    expect(api.callsTo('getStyles')).toHaveLength(1);
    await panel('getStyles', { refresh: true });
    expect(api.callsTo('getStyles')).toHaveLength(2);
    expect(await panel('getStagingOptions', {})).toEqual({ ok: true, data: { roomTypes: [{ id: 'living_room', name: 'Living room' }], styles: [{ id: 'modern', name: 'Modern' }] } });
    await panel('getStagingOptions', {});
    expect(api.callsTo('getRoomTypes')).toHaveLength(1);
  });

  it('openPhoto with a user gesture opens the panel, remembers the pick and its tab, and pushes pickedPhoto', async () => {
    const content = client(ctx, tab(7));
    const photo = pickedPhoto(PHOTO_A);
    expect(await content('openPhoto', photo)).toEqual({ ok: true, data: { opened: true } });
    // The panel gets the pick's id (to name it in startJob); the page learns nothing but `opened`.
    const picked = await client(ctx, PANEL)('getPickedPhoto', {});
    expect(picked).toEqual({ ok: true, data: { photo, pickId: expect.any(String), gesture: true } });
    const pickId = picked.ok ? picked.data.pickId : undefined;
    expect(events.pages).toContainEqual({ type: 'pickedPhoto', photo, pickId, gesture: true });
  });

  it('openPhoto without a user gesture opens nothing, stores nothing and pushes nothing', async () => {
    gesture = false;
    const photo = pickedPhoto(PHOTO_A);
    expect(await client(ctx, tab(7))('openPhoto', photo)).toEqual({ ok: true, data: { opened: false } });
    expect(await client(ctx, PANEL)('getPickedPhoto', {})).toEqual({ ok: true, data: { photo: null } });
    expect(events.pages.filter((event) => event.type === 'pickedPhoto')).toEqual([]);
  });

  it.each([
    ['a javascript: photo', (p: PickedPhoto) => ({ ...p, url: 'javascript:alert(1)' })],
    ['a file: photo', (p: PickedPhoto) => ({ ...p, url: 'file:///etc/passwd' })],
    ['a file: photo in the listing', (p: PickedPhoto) => ({ ...p, listing: { ...p.listing, photoUrls: ['file:///c/x.jpg'] } })],
    ['100,000 listing photos', (p: PickedPhoto) => ({ ...p, listing: { ...p.listing, photoUrls: Array.from({ length: 100_000 }, (_, i) => `https://x.example/${i}.jpg`) } })],
    ['a javascript: listing URL', (p: PickedPhoto) => ({ ...p, listing: { ...p.listing, listingUrl: 'javascript:void 0' } })],
    ['a 10,000-character title', (p: PickedPhoto) => ({ ...p, listing: { ...p.listing, title: 'x'.repeat(10_000) } })],
  ])('openPhoto refuses %s as a bad message, and nothing reaches the panel', async (_label, mutate) => {
    const reply = await client(ctx, tab(7))('openPhoto', mutate(pickedPhoto(PHOTO_A)) as PickedPhoto);
    expect(reply).toMatchObject({ ok: false, code: 'bad_message' });
    expect(await client(ctx, PANEL)('getPickedPhoto', {})).toEqual({ ok: true, data: { photo: null } });
    expect(events.pages).toEqual([]);
  });

  it('startJob names the pick: badges go to that pick’s tab, for another photo of its listing too; without a pick, to the tab that last picked the photo', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    const listing = { photoUrls: [PHOTO_A, PHOTO_B] };
    await client(ctx, tab(7))('openPhoto', pickedPhoto(PHOTO_A, listing));
    const picked = await panel('getPickedPhoto', {});
    const pickId = picked.ok ? picked.data.pickId : undefined;
    expect(pickId).toEqual(expect.any(String));
    // Later, B is picked in tab 9 (another page showing it).
    await client(ctx, tab(9))('openPhoto', pickedPhoto(PHOTO_B, { listingUrl: 'https://www.zillow.com/homedetails/9' }));
    const tabsTold = (url: string) => new Set(events.tabs.filter((t) => t.event.type === 'photoStates' && t.event.states.some((s) => s.url === url)).map((t) => t.tabId));
    const job = { operation: 'renovate' as const, params: { style_id: 'modern' } };

    // The panel chose B on the listing of tab 7's pick: B's badges go to tab 7, found by the pick's id.
    await panel('startJob', { job, photo: pickedPhoto(PHOTO_B, listing), pickId });
    await ctx.queue.idle();
    expect(tabsTold(PHOTO_B)).toEqual(new Set([7]));

    // A result from history run again (no pick): the tab that last picked B.
    events.tabs.length = 0;
    await panel('startJob', { job, photo: pickedPhoto(PHOTO_B, listing), newVariation: true });
    await ctx.queue.idle();
    expect(tabsTold(PHOTO_B)).toEqual(new Set([9]));

    // A pick id that does not cover the photo names no tab of its own.
    events.tabs.length = 0;
    await panel('startJob', { job: { operation: 'upscale', params: {} }, photo: pickedPhoto(PHOTO_A, { listingUrl: 'https://www.zillow.com/homedetails/9' }), pickId: 'no-such-pick' });
    await ctx.queue.idle();
    expect(tabsTold(PHOTO_A)).toEqual(new Set([7]));
  });

  it('getPhotoStates: a content script sees only its own tab; badges and events follow the job', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    const photoA = pickedPhoto(PHOTO_A);
    const photoB = pickedPhoto(PHOTO_B, { listingUrl: 'https://www.zillow.com/homedetails/9' });
    await client(ctx, tab(7))('openPhoto', photoA);
    await client(ctx, tab(9))('openPhoto', photoB);

    const gate = deferred<undefined>();
    api = fakeApi({
      'POST /renovate': async () => {
        await gate.promise;
        return { renovated_image_url: 'https://cdn.example/r.png' };
      },
    });
    const a = await panel('startJob', { job: { operation: 'renovate', params: { style_id: 'modern' } }, photo: photoA });
    await panel('startJob', { job: { operation: 'renovate', params: { style_id: 'modern' } }, photo: photoB });
    expect(a).toMatchObject({ ok: true, data: { deduped: false, cached: false } });
    await eventually(() => api.callsTo('POST /renovate').length === 2);

    const urls = { urls: [PHOTO_A, PHOTO_B] };
    const seenBy7 = await client(ctx, tab(7))('getPhotoStates', urls);
    expect(seenBy7).toMatchObject({ ok: true, data: { states: [{ url: PHOTO_A, state: 'running' }, { url: PHOTO_B, state: 'idle' }] } });
    const seenBy9 = await client(ctx, tab(9))('getPhotoStates', urls);
    expect(seenBy9).toMatchObject({ ok: true, data: { states: [{ url: PHOTO_A, state: 'idle' }, { url: PHOTO_B, state: 'running' }] } });
    const seenByPanel = await panel('getPhotoStates', urls);
    expect(seenByPanel).toMatchObject({ ok: true, data: { states: [{ state: 'running' }, { state: 'running' }] } });
    await eventually(() => badge.at(-1) === 2);

    gate.resolve(undefined);
    await ctx.queue.idle();
    await eventually(() => badge.at(-1) === 0);
    // Each tab got photo states for its own photo only.
    expect(events.tabs.filter((t) => t.tabId === 7).flatMap((t) => (t.event.type === 'photoStates' ? t.event.states.map((s) => s.url) : []))).toEqual(
      expect.arrayContaining([PHOTO_A]),
    );
    expect(events.tabs.filter((t) => t.tabId === 7).some((t) => t.event.type === 'photoStates' && t.event.states.some((s) => s.url === PHOTO_B))).toBe(false);
    expect(events.tabs).toContainEqual({ tabId: 7, event: { type: 'photoStates', states: [{ url: PHOTO_A, state: 'done', jobId: expect.any(String) }] } });
    // Pages got each job's changes (public fields only), the last one done, and the plan was refreshed after the render.
    const changes = events.pages.flatMap((e) => (e.type === 'jobChanges' ? e.jobs : []));
    const last = new Map(changes.map((j) => [j.id, j]));
    expect([...last.values()].map((j) => j.state)).toEqual(['done', 'done']);
    expect(changes.some((j) => 'tabId' in j)).toBe(false);
    await eventually(() => events.pages.some((e) => e.type === 'plan'));
    // History has both results.
    const history = await panel('getHistory', { query: 'renovate' });
    expect(history.ok && history.data.entries.length).toBe(2);
  });

  it('a job running when the worker stops is interrupted on the next start, never re-sent; retry is one click', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    api = fakeApi({ 'POST /renovate': () => new Promise(() => undefined) });
    const started = await panel('startJob', { job: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(PHOTO_A) });
    await eventually(() => api.callsTo('POST /renovate').length === 1);
    const jobId = started.ok ? started.data.job.id : '';

    // A new worker on the same database (the old one is gone without a goodbye).
    const recorded = api;
    api = fakeApi();
    const ctx2 = await boot();
    const panel2 = client(ctx2, PANEL);
    const listed = await panel2('listJobs', {});
    expect(listed).toMatchObject({ ok: true, data: { jobs: [{ id: jobId, state: 'interrupted', error: { code: 'interrupted' } }] } });
    await ctx2.queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(0);
    expect(recorded.callsTo('POST /renovate')).toHaveLength(1);

    const retried = await panel2('retryJob', { jobId });
    expect(retried).toMatchObject({ ok: true, data: { job: { retryOf: jobId } } });
    await ctx2.queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(1);
  });

  it('cancelJob aborts a running job', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    api = fakeApi({ 'POST /renovate': () => new Promise(() => undefined) });
    const started = await panel('startJob', { job: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(PHOTO_A) });
    await eventually(() => api.callsTo('POST /renovate').length === 1);
    const jobId = started.ok ? started.data.job.id : '';
    expect(await panel('cancelJob', { jobId })).toMatchObject({ ok: true, data: { job: { state: 'cancelled' } } });
    expect(api.callsTo('POST /renovate')[0]?.signal?.aborted).toBe(true);
  });

  it('startJob refuses a non-image with not_an_image and queues nothing', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    const reply = await panel('startJob', { job: { operation: 'upscale', params: {} }, photo: pickedPhoto('https://gone.example.com/x.jpg') });
    expect(reply).toMatchObject({ ok: false, code: 'image_unreachable' });
    expect(await panel('listJobs', {})).toEqual({ ok: true, data: { jobs: [] } });
    expect(await client(ctx, tab(7))('startJob', { job: { operation: 'upscale', params: {} }, photo: pickedPhoto(PHOTO_A) })).toMatchObject({
      ok: false,
      code: 'forbidden_sender',
    });
  });

  it('own assets: lists and deletes only assets Reimagine uploaded, oldest first', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    await panel('startJob', { job: { operation: 'kitchenCabinets', params: { style_id: 'shaker' } }, photo: pickedPhoto(PHOTO_A) });
    await panel('startJob', { job: { operation: 'kitchenCabinets', params: { style_id: 'shaker' } }, photo: pickedPhoto(PHOTO_B) });
    await ctx.queue.idle();
    const own = await panel('getOwnAssets', {});
    expect(own).toMatchObject({ ok: true, data: { assets: [{ id: 'asset-1', photoUrl: PHOTO_A }, { id: 'asset-2', photoUrl: PHOTO_B }], remaining: 10 } });
    expect(await panel('deleteOwnAssets', { count: 1 })).toEqual({ ok: true, data: { deleted: 1 } });
    expect(api.callsTo('deleteAsset').map((c) => c.input)).toEqual([{ asset_id: 'asset-1' }]);
    expect(api.callsTo('listAssets')).toHaveLength(0);
    expect(await panel('getOwnAssets', {})).toMatchObject({ ok: true, data: { assets: [{ id: 'asset-2' }] } });
  });

  it('clearHistory removes entries, blobs and finished jobs', async () => {
    const panel = client(ctx, PANEL);
    await panel('saveApiKey', { apiKey: KEY });
    await panel('startJob', { job: { operation: 'upscale', params: {} }, photo: pickedPhoto(PHOTO_A) });
    await ctx.queue.idle();
    const history = await panel('getHistory', {});
    expect(history.ok && history.data.entries.length).toBe(1);
    expect(await panel('clearHistory', {})).toEqual({ ok: true, data: { deleted: 1 } });
    expect(await panel('getHistory', {})).toEqual({ ok: true, data: { entries: [] } });
    expect(await panel('listJobs', {})).toEqual({ ok: true, data: { jobs: [] } });
  });

  it('enableSite needs the host permission; disable unregisters and removes it', async () => {
    const panel = client(ctx, PANEL);
    expect(await panel('enableSite', { origin: 'https://www.not-granted.com' })).toMatchObject({ ok: false, code: 'permission_denied' });
    expect(await panel('enableSite', { origin: 'https://www.example-realty.com/listing/5' })).toEqual({ ok: true, data: { enabled: true } });
    expect(sites.registered.has('https://www.example-realty.com')).toBe(true);
    expect(await panel('getSettings', {})).toMatchObject({ ok: true, data: { enabledSites: ['https://www.example-realty.com'] } });
    expect(await panel('disableSite', { origin: 'https://www.example-realty.com' })).toEqual({ ok: true, data: { enabled: false } });
    expect(sites.registered.size).toBe(0);
    expect(await panel('getSettings', {})).toMatchObject({ ok: true, data: { enabledSites: [] } });
    expect(await client(ctx, tab(7))('enableSite', { origin: 'https://www.example-realty.com' })).toMatchObject({ ok: false, code: 'forbidden_sender' });
  });

  it('enableSite with a tabId runs the listing script in that tab once registered; disabling gives the permission back', async () => {
    const panel = client(ctx, PANEL);
    expect(await panel('enableSite', { origin: 'https://www.example-realty.com/listing/5', tabId: 42 })).toEqual({ ok: true, data: { enabled: true } });
    expect(sites.log).toEqual(['register https://www.example-realty.com', 'inject 42 https://www.example-realty.com']);
    // Without a tab (the options page), nothing is injected.
    sites.log.length = 0;
    await panel('enableSite', { origin: 'https://www.example-realty.com' });
    expect(sites.log).toEqual([]);
    expect(await panel('disableSite', { origin: 'https://www.example-realty.com' })).toEqual({ ok: true, data: { enabled: false } });
    expect(sites.log).toEqual(['removePermission https://www.example-realty.com']);
    expect(await panel('enableSite', { origin: 'https://www.example-realty.com', tabId: -1 })).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('a tab that cannot take the script (navigated away, closed) does not undo the enabling', async () => {
    sites.registrar.inject = async () => {
      throw new Error('No tab with id: 42');
    };
    const panel = client(ctx, PANEL);
    expect(await panel('enableSite', { origin: 'https://www.example-realty.com', tabId: 42 })).toEqual({ ok: true, data: { enabled: true } });
    expect(await panel('getSettings', {})).toMatchObject({ ok: true, data: { enabledSites: ['https://www.example-realty.com'] } });
  });

  it('enableSite refuses a built-in site, which always runs', async () => {
    sites = fakeRegistrar(['https://www.zillow.com']);
    const panel = client(ctx, PANEL);
    expect(await panel('enableSite', { origin: 'https://www.zillow.com', tabId: 3 })).toMatchObject({ ok: false, code: 'bad_message' });
    expect(sites.log).toEqual([]);
  });

  it('disabling keeps the host permission the API base needs', async () => {
    // The tests' API base is the local emulator, http://127.0.0.1:8787/public/v1.
    sites = fakeRegistrar(['http://127.0.0.1:3000']);
    const panel = client(ctx, PANEL);
    await panel('enableSite', { origin: 'http://127.0.0.1:3000' });
    expect(await panel('disableSite', { origin: 'http://127.0.0.1:3000' })).toEqual({ ok: true, data: { enabled: false } });
    expect(sites.log).toEqual(['register http://127.0.0.1:3000']);
  });

  it('disabling keeps the host permission another enabled port of the same host needs', async () => {
    sites = fakeRegistrar(['http://localhost:3000', 'http://localhost:4000']);
    const panel = client(ctx, PANEL);
    await panel('enableSite', { origin: 'http://localhost:3000' });
    await panel('enableSite', { origin: 'http://localhost:4000' });
    sites.log.length = 0;
    await panel('disableSite', { origin: 'http://localhost:3000' });
    expect(sites.log).toEqual([]);
    await panel('disableSite', { origin: 'http://localhost:4000' });
    expect(sites.log).toEqual(['removePermission http://localhost:4000']);
  });
});
