/**
 * Contract (#15): the Assets view's background calls against the live emulator with the account at
 * its asset limit: a render that cannot upload its photo fails with `asset_limit` (403, nothing
 * charged); the list marks what Reimagine uploaded; deleting one of the user's images frees the
 * slot; and the waiting render, retried by the user's one click, runs and is charged once.
 */
import { IDBFactory } from 'fake-indexeddb';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { FetchFn } from '../../lib/acquisition/acquisition';
import { sendMessage } from '../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../lib/messaging/protocol';
import { createRouter } from '../../lib/messaging/router';
import type { PickedPhoto } from '../../lib/listing';
import { createBackgroundContext, type BackgroundContext } from '../../entrypoints/background/context';
import type { EventSink } from '../../entrypoints/background/events';
import { createHandlers } from '../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../entrypoints/background/sites';
import { KEY, kitchen, livingRoom, startContract, to, until, type Contract } from './support';
import { costOf } from './costs';

const MAX_ASSETS = 2;
const RENOVATION_CREDITS = 5;
const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
/** A listing photo on a loopback host: private, so the worker downloads and uploads it (one slot). */
const LISTING_PHOTO = 'http://127.0.0.1:9/listing/living-room.jpg';
const sink: EventSink = { toPages: () => undefined, toTab: () => undefined };

let c: Contract;
let listingBytes: Uint8Array;
/** A photo large enough for Reimagine's photo checks (the emulator's test images are 320×240). */
let roomJpeg: Buffer;
let ctx: BackgroundContext;

/** The photo from the fake listing host; everything else (the emulator) over the network. */
const fetchFn: FetchFn = async (url, init) => (url === LISTING_PHOTO ? new Response(new Uint8Array(listingBytes), { headers: { 'content-type': 'image/jpeg' } }) : fetch(url, init));

function panel<N extends MessageName>(name: N, payload: RequestOf<N>) {
  const router = createRouter(createHandlers({ ready: Promise.resolve(ctx), events: sink, sites: {} as SiteRegistrar }), SELF);
  return sendMessage((envelope) => Promise.resolve(router(envelope, PANEL)), name, payload);
}

async function data<T>(reply: Promise<{ ok: true; data: T } | { ok: false; code: string; message: string }>): Promise<T> {
  const settled = await reply;
  if (!settled.ok) throw new Error(`${settled.code}: ${settled.message}`);
  return settled.data;
}

const dataUrl = async (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
const photo: PickedPhoto = { url: LISTING_PHOTO, listing: { listingUrl: 'http://127.0.0.1:9/listing', pageUrl: 'http://127.0.0.1:9/listing', site: 'generic', title: '3 Mill Lane', photoUrls: [LISTING_PHOTO] } };

beforeAll(async () => {
  c = await startContract({ maxAssets: MAX_ASSETS, renovationCredits: RENOVATION_CREDITS });
  listingBytes = new Uint8Array(await sharp(await livingRoom('png')).resize(640, 480).jpeg().toBuffer());
  roomJpeg = await sharp(await kitchen()).resize(640, 480).jpeg().toBuffer();
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await c.reset();
  await c.setCredits({ renovation_credits: RENOVATION_CREDITS });
  fakeBrowser.reset();
  ctx = await createBackgroundContext({ idbFactory: new IDBFactory(), fetch: fetchFn, events: sink });
  await data(panel('saveConnection', { apiBase: c.emu.baseUrl, apiKey: KEY }));
});

describe('assets at the limit', () => {
  it('a full account: the render fails with asset_limit uncharged; deleting in the Assets view frees the slot; one click retries it', async () => {
    const mine = await data(panel('uploadAsset', { source: { kind: 'file', dataUrl: await dataUrl(roomJpeg), fileName: 'my-kitchen.jpg' } }));
    expect(mine).toMatchObject({ asset: { name: 'my-kitchen', own: false }, remaining: 1 });
    await data(panel('uploadAsset', { source: { kind: 'file', dataUrl: await dataUrl(roomJpeg) }, name: 'Second' }));
    const third = await panel('uploadAsset', { source: { kind: 'file', dataUrl: await dataUrl(roomJpeg) } });
    expect(third).toMatchObject({ ok: false, code: 'asset_limit' });

    const { job } = await data(panel('startJob', { job: { operation: 'renovate', params: { style_id: 'modern', renovation_spectrum: 'renovate' } }, photo }));
    await ctx.queue.idle();
    const failed = (await data(panel('listJobs', {}))).jobs.find((j) => j.id === job.id);
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'asset_limit' } });
    expect((await c.api.getPlanDetails()).renovation_credits).toBe(RENOVATION_CREDITS);
    expect(to(await c.requests(), '/renovate')).toHaveLength(0);

    const listed = await data(panel('listAssets', {}));
    expect(listed.remaining).toBe(0);
    expect(listed.assets.map((a) => [a.name, a.own])).toEqual([
      ['my-kitchen', false],
      ['Second', false],
    ]);
    expect(await data(panel('deleteAsset', { assetId: mine.asset.id }))).toEqual({ assetId: mine.asset.id, remaining: 1 });
    // Freeing the slot starts nothing: the render waits for the user's click.
    expect((await data(panel('listJobs', {}))).jobs.filter((j) => j.state !== 'failed')).toEqual([]);

    const retried = await data(panel('retryJob', { jobId: job.id }));
    await ctx.queue.idle();
    const done = await until(async () => (await data(panel('listJobs', {}))).jobs.find((j) => j.id === retried.job.id && j.state === 'done'));
    expect(done.result?.imageUrl).toMatch(/\/files\//);
    expect((await c.api.getPlanDetails()).renovation_credits).toBe(RENOVATION_CREDITS - costOf('renovate', 'renovation'));
    const after = await data(panel('listAssets', {}));
    expect(after.remaining).toBe(0);
    expect(after.assets.map((a) => a.own)).toEqual([false, true]);
  });

  it('an asset deleted elsewhere: not_found on delete, and the list no longer has it', async () => {
    const { asset } = await data(panel('uploadAsset', { source: { kind: 'file', dataUrl: await dataUrl(roomJpeg) } }));
    await c.api.deleteAsset({ asset_id: asset.id });
    expect(await panel('deleteAsset', { assetId: asset.id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await data(panel('listAssets', {}))).toEqual({ assets: [], remaining: MAX_ASSETS });
    expect((await fetch(asset.previewUrl)).status).toBe(404);
  });

  it('a malformed list answer (injected) is invalid_response, not a broken page', async () => {
    await c.fault({ path: '/assets', method: 'GET', times: 3, status: 200, body: { assets: [{ id: 42 }] } });
    expect(await panel('listAssets', {})).toMatchObject({ ok: false, code: 'invalid_response' });
  });

  it('an upload by URL: a loopback address is downloaded, checked and sent as bytes', async () => {
    // An image the emulator hosts (a loopback address, like a photo on a local demo site).
    const hosted = await c.api.uploadAsset({ image: new Blob([new Uint8Array(roomJpeg)], { type: 'image/jpeg' }) });
    const reply = await data(panel('uploadAsset', { source: { kind: 'url', url: hosted.preview_url }, name: 'From the web' }));
    expect(reply).toMatchObject({ asset: { name: 'From the web', width: 640, height: 480, own: false }, remaining: 0 });
    expect(await panel('uploadAsset', { source: { kind: 'url', url: `${c.emu.url}/files/nothing-here.jpg` } })).toMatchObject({ ok: false, code: 'image_unreachable' });
  });
});
