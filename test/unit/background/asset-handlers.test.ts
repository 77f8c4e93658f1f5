import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { listOwnAssets, recordOwnAsset } from '../../../lib/library/own-assets';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { createBackgroundContext, type ApiFactory, type BackgroundContext } from '../../../entrypoints/background/context';
import type { EventSink } from '../../../entrypoints/background/events';
import { assetHandlers, type AssetIo } from '../../../entrypoints/background/asset-handlers';
import { createHandlers, type HandlerDeps } from '../../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { bytesResponse, fakeApi, fakeFetch, jpegBytes, pngBytes, type FakeApi } from '../queue/fakes';

const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
const PAGE = { id: 'ext', url: 'https://www.zillow.com/homedetails/7', tab: { id: 7, url: 'https://www.zillow.com/homedetails/7' } };
const KEY = 'rk_test_0123456789abcdef0123';
const BASE = 'http://127.0.0.1:8787/public/v1';
const PUBLIC_PHOTO = 'https://photos.example.com/p/front-porch.jpg';
const PRIVATE_PHOTO = 'http://127.0.0.1:9000/back-yard.png';

const dataUrl = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const noSites = {} as SiteRegistrar;
const sink: EventSink = { toPages: () => undefined, toTab: () => undefined };

describe('asset handlers', () => {
  let api: FakeApi;
  let createApi: ApiFactory;
  let photoFetch: ReturnType<typeof fakeFetch>;
  let ctx: BackgroundContext;

  /** A panel's call through the real router: the protocol's zod on the request and the reply. */
  function panel(sender: object = PANEL) {
    const deps: HandlerDeps = { ready: Promise.resolve(ctx), events: sink, sites: noSites };
    const io = (): AssetIo => ({ fetch: photoFetch as FetchFn, resizer: undefined });
    const router = createRouter({ ...createHandlers(deps), ...assetHandlers(deps, io) }, SELF);
    return <N extends MessageName>(name: N, payload: RequestOf<N>) => sendMessage((envelope) => Promise.resolve(router(envelope, sender)), name, payload);
  }

  beforeEach(async () => {
    fakeBrowser.reset();
    api = fakeApi();
    createApi = () => api;
    photoFetch = fakeFetch({
      [PUBLIC_PHOTO]: () => bytesResponse(jpegBytes(1600, 1200)),
      [PRIVATE_PHOTO]: () => bytesResponse(pngBytes(1200, 900)),
      'https://photos.example.com/tiny.png': () => bytesResponse(pngBytes(100, 80)),
      'https://photos.example.com/page.html': () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      'https://photos.example.com/missing.jpg': () => new Response('nope', { status: 404 }),
    });
    ctx = await createBackgroundContext({ idbFactory: new IDBFactory(), createApi: (o) => createApi(o), events: sink, clock: () => 1_000 });
    await panel()('saveApiKey', { apiKey: KEY });
    // Saving a key reads the plan in the background: let it land, so each test counts its own calls.
    await new Promise((resolve) => setTimeout(resolve, 20));
    api.calls.length = 0;
  });

  it('lists every asset, Reimagine’s own marked, with the quota read afresh; forgets own records the account lost', async () => {
    api = fakeApi({
      listAssets: async () => [
        { id: 'asset-user', name: 'Kitchen', width: 1600, height: 1200, preview_url: 'https://cdn.example/k.jpg' },
        { id: 'asset-own', name: 'reimagine-abc', width: 2048, height: 1536, preview_url: 'https://cdn.example/o.jpg' },
      ],
    });
    await recordOwnAsset(ctx.db, { id: 'asset-own', apiBase: BASE, hash: 'h1', uploadedAt: 1 });
    await recordOwnAsset(ctx.db, { id: 'asset-gone', apiBase: BASE, hash: 'h2', uploadedAt: 2 });
    const reply = await panel()('listAssets', {});
    expect(reply).toEqual({
      ok: true,
      data: {
        assets: [
          { id: 'asset-user', name: 'Kitchen', width: 1600, height: 1200, previewUrl: 'https://cdn.example/k.jpg', own: false },
          { id: 'asset-own', name: 'reimagine-abc', width: 2048, height: 1536, previewUrl: 'https://cdn.example/o.jpg', own: true },
        ],
        remaining: 10,
      },
    });
    expect(api.callsTo('getPlanDetails')).toHaveLength(1);
    expect((await listOwnAssets(ctx.db, BASE)).map((a) => a.id)).toEqual(['asset-own']);
  });

  it('a malformed list answer is invalid_response, naming where; nothing is forgotten', async () => {
    const wire = fakeFetch({ [`${BASE}/assets`]: () => Response.json({ assets: [{ id: 'a1', name: 'x', width: '1600', height: 1200, preview_url: 'u' }] }) });
    createApi = (o) => createApiClient({ ...o, fetch: wire as unknown as typeof globalThis.fetch, retry: { tries: 1 } });
    await recordOwnAsset(ctx.db, { id: 'asset-own', apiBase: BASE, hash: 'h1', uploadedAt: 1 });
    const reply = await panel()('listAssets', {});
    expect(reply).toMatchObject({ ok: false, code: 'invalid_response', message: expect.stringContaining('assets[0].width') });
    expect(await listOwnAssets(ctx.db, BASE)).toHaveLength(1);
  });

  it('uploads a picked file as bytes, named after the file; the quota after; not one of Reimagine’s own', async () => {
    const reply = await panel()('uploadAsset', { source: { kind: 'file', dataUrl: dataUrl(pngBytes(1200, 900)), fileName: 'sunny-kitchen.png' } });
    expect(reply).toMatchObject({ ok: true, data: { asset: { id: 'asset-1', own: false }, remaining: 10 } });
    const [call] = api.callsTo('uploadAsset');
    const input = call?.input as { image: Blob; asset_name: string };
    expect(input.asset_name).toBe('sunny-kitchen');
    expect(input.image.type).toBe('image/png');
    expect(await listOwnAssets(ctx.db, BASE)).toEqual([]);
  });

  it.each([
    ['not an image', dataUrl(new TextEncoder().encode('hello, not an image'), 'text/plain'), 'not_an_image'],
    ['too small to render', dataUrl(pngBytes(200, 150)), 'image_too_small'],
    ['over the pixel cap', dataUrl(pngBytes(20_000, 20_000)), 'image_too_large'],
    ['an unreadable data URL', 'data:image/png;base64,%%%', 'not_an_image'],
  ])('refuses a file that is %s before anything is sent', async (_label, url, code) => {
    expect(await panel()('uploadAsset', { source: { kind: 'file', dataUrl: url } })).toMatchObject({ ok: false, code });
    expect(api.calls).toEqual([]);
  });

  it('refuses a data URL longer than the largest photo at the message boundary', async () => {
    const huge = `data:image/png;base64,${'A'.repeat(70 * 1024 * 1024)}`;
    expect(await panel()('uploadAsset', { source: { kind: 'file', dataUrl: huge } })).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('a public address is checked, then handed to the service; a private one is sent as bytes', async () => {
    expect(await panel()('uploadAsset', { source: { kind: 'url', url: PUBLIC_PHOTO }, name: 'Porch' })).toMatchObject({ ok: true });
    expect(await panel()('uploadAsset', { source: { kind: 'url', url: PRIVATE_PHOTO } })).toMatchObject({ ok: true });
    const [byUrl, byBytes] = api.callsTo('uploadAsset').map((c) => c.input as Record<string, unknown>);
    expect(byUrl).toEqual({ image_url: PUBLIC_PHOTO, asset_name: 'Porch' });
    expect(byBytes).toMatchObject({ asset_name: 'back-yard', image: expect.any(Blob) });
    expect(photoFetch.calls.map((c) => c.url)).toEqual([PUBLIC_PHOTO, PRIVATE_PHOTO]);
  });

  it.each([
    ['https://photos.example.com/missing.jpg', 'image_unreachable'],
    ['https://nowhere.example.com/x.jpg', 'image_unreachable'],
    ['https://photos.example.com/page.html', 'not_an_image'],
    ['https://photos.example.com/tiny.png', 'image_too_small'],
    ['file:///etc/passwd', 'bad_message'],
    ['javascript:alert(1)', 'bad_message'],
  ])('an address that fails (%s): %s, and no upload', async (url, code) => {
    expect(await panel()('uploadAsset', { source: { kind: 'url', url } })).toMatchObject({ ok: false, code });
    expect(api.callsTo('uploadAsset')).toEqual([]);
  });

  it('an upload at the limit answers asset_limit', async () => {
    api = fakeApi({ uploadAsset: async () => Promise.reject(new ApiError('asset_limit', 'Max assets limit reached', { status: 403 })) });
    expect(await panel()('uploadAsset', { source: { kind: 'file', dataUrl: dataUrl(pngBytes(1200, 900)) } })).toMatchObject({ ok: false, code: 'asset_limit' });
  });

  it('deletes an asset and forgets Reimagine’s record of it; the quota after', async () => {
    await recordOwnAsset(ctx.db, { id: 'asset-own', apiBase: BASE, hash: 'h1', uploadedAt: 1 });
    expect(await panel()('deleteAsset', { assetId: 'asset-own' })).toEqual({ ok: true, data: { assetId: 'asset-own', remaining: 10 } });
    expect(api.callsTo('deleteAsset').map((c) => c.input)).toEqual([{ asset_id: 'asset-own' }]);
    expect(await listOwnAssets(ctx.db, BASE)).toEqual([]);
  });

  it('an asset deleted elsewhere: not_found, and the record forgotten all the same', async () => {
    api = fakeApi({ deleteAsset: async () => Promise.reject(new ApiError('not_found', 'asset not found', { status: 404 })) });
    await recordOwnAsset(ctx.db, { id: 'asset-own', apiBase: BASE, hash: 'h1', uploadedAt: 1 });
    expect(await panel()('deleteAsset', { assetId: 'asset-own' })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await listOwnAssets(ctx.db, BASE)).toEqual([]);
  });

  it('only extension pages may call them; without a key nothing is sent', async () => {
    expect(await panel(PAGE)('listAssets', {})).toMatchObject({ ok: false, code: 'forbidden_sender' });
    expect(await panel(PAGE)('deleteAsset', { assetId: 'a' })).toMatchObject({ ok: false, code: 'forbidden_sender' });
    await panel()('saveApiKey', { apiKey: '' });
    expect(await panel()('listAssets', {})).toMatchObject({ ok: false, code: 'no_api_key' });
    expect(api.callsTo('listAssets')).toEqual([]);
  });
});
