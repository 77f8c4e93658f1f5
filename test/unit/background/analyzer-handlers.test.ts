import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { readConsent } from '../../../lib/analyzer/storage';
import type { ListingAnalysis, PhotoAnalysisReply, AnalyzerStatus } from '../../../lib/analyzer/records';
import type { Reply } from '../../../lib/messaging/protocol';
import { createRouter, type Handlers } from '../../../lib/messaging/router';
import { createBackgroundContext, type BackgroundContext } from '../../../entrypoints/background/context';
import { analyzerHandlers } from '../../../entrypoints/background/analyzer-handlers';
import { createHandlers, type HandlerDeps } from '../../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { bytesResponse, eventually, fakeApi, jpegBytes, pickedPhoto, type FakeApi, type FakeMethod } from '../queue/fakes';
import { dataOf, failureOf, KEY, PANEL, SELF, TAB } from '../bad-inputs/background';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * The analyzer's messages through the real router, handlers and background context, over
 * fakeBrowser (storage), fake-indexeddb (consent) and a recording fake API client. Replies come
 * from the router directly: WXT's fake browser does not deliver promise replies.
 */

const PUBLIC = ['https://photos.example.com/1.jpg', 'https://photos.example.com/2.jpg'];
const PRIVATE = 'http://127.0.0.1:8788/photos/3.jpg';
// Picked on a page of the private photo's own origin, so that photo is one the page may name.
const LISTING = { listingUrl: 'https://www.zillow.com/homedetails/9', pageUrl: 'http://127.0.0.1:8788/listing/9', photoUrls: [...PUBLIC, PRIVATE] };
const photo = (url: string) => pickedPhoto(url, LISTING);
const KITCHEN = { classification: 'interior', room_type: 'kitchen', exterior_type: '', status: 'success', renovation_styles: ['modern'] };

const network: FetchFn = async (url) => bytesResponse(jpegBytes(1600, 1200 + url.length));
const sites: SiteRegistrar = {
  hasPermission: async () => false,
  isRegistered: async () => false,
  register: async () => undefined,
  unregister: async () => undefined,
  removePermission: async () => undefined,
  inject: async () => undefined,
};

type Overrides = Parameters<typeof fakeApi>[0];

interface Bg {
  ctx: BackgroundContext;
  idb: IDBFactory;
  api: FakeApi;
  call<T>(name: string, payload: unknown, sender?: typeof PANEL): Promise<T>;
  raw(name: string, payload: unknown, sender?: typeof PANEL): Promise<Reply<unknown>>;
  calls(method: FakeMethod): number;
}

/** Boots the background; `sleep` paces batch polls (immediate unless a test holds it). */
async function boot(overrides: Overrides = {}, sleep: () => Promise<void> = () => Promise.resolve(), restartOf?: Bg): Promise<Bg> {
  if (!restartOf) fakeBrowser.reset();
  const api = fakeApi(overrides);
  const idb = restartOf?.idb ?? new IDBFactory();
  const ctx = await createBackgroundContext({ idbFactory: idb, fetch: network, createApi: () => api, events: { toPages: () => undefined, toTab: () => undefined } });
  if (!restartOf) await ctx.keys.set(KEY);
  const deps: HandlerDeps = { ready: Promise.resolve(ctx), events: { toPages: () => undefined, toTab: () => undefined }, sites };
  const handlers: Handlers = { ...createHandlers(deps), ...analyzerHandlers(deps, { fetch: network, sleep, ping: () => undefined }) };
  const router = createRouter(handlers, SELF);
  const raw = (name: string, payload: unknown, sender = PANEL) => {
    const reply = router({ channel: CHANNEL, name, payload }, sender);
    if (!reply) throw new Error('ignored');
    return reply;
  };
  return { ctx, idb, api, raw, call: async <T,>(name: string, payload: unknown, sender = PANEL) => dataOf<T>(await raw(name, payload, sender)), calls: (method) => api.callsTo(method).length };
}

const batchNotFound = async () => {
  throw new ApiError('not_found', 'GET /analyze/batch/x failed with status 404: batch not found', { status: 404, serverMessage: 'batch not found' });
};

describe('getAnalyzer: feature detection', () => {
  it('probes once with a free GET, remembers the answer, asks again on refresh', async () => {
    const bg = await boot({ getBatchAnalysis: batchNotFound });
    expect(await bg.call<AnalyzerStatus>('getAnalyzer', {})).toMatchObject({ availability: 'available', consent: false, checkedAt: expect.any(Number) });
    await bg.call('getAnalyzer', {});
    expect(bg.calls('getBatchAnalysis')).toBe(1);
    await bg.call('getAnalyzer', { refresh: true });
    expect(bg.calls('getBatchAnalysis')).toBe(2);
    expect(bg.calls('POST /analyze') + bg.calls('analyzeBatch')).toBe(0);
  });

  it('501, "coming soon" or a bare 404: unavailable, without an error', async () => {
    for (const error of [
      new ApiError('server', 'failed with status 501', { status: 501 }),
      new ApiError('server', 'failed with status 503: coming soon', { status: 503, serverMessage: 'Coming soon' }),
      new ApiError('not_found', 'failed with status 404: Not Found', { status: 404, serverMessage: 'Not Found' }),
    ]) {
      const bg = await boot({ getBatchAnalysis: async () => Promise.reject(error) });
      expect(await bg.call<AnalyzerStatus>('getAnalyzer', {})).toMatchObject({ availability: 'unavailable' });
    }
  });

  it('no key: unknown, nothing sent', async () => {
    const bg = await boot();
    await bg.ctx.keys.set('');
    expect(await bg.call<AnalyzerStatus>('getAnalyzer', {})).toEqual({ availability: 'unknown', checkedAt: null, consent: false });
    expect(bg.api.calls).toEqual([]);
  });

  it('is for extension pages only', async () => {
    const bg = await boot();
    expect(failureOf(await bg.raw('setAnalyzerConsent', { consent: true }, TAB)).code).toBe('forbidden_sender');
    expect(failureOf(await bg.raw('analyzePhoto', { photo: photo(PUBLIC[0] ?? '') }, TAB)).code).toBe('forbidden_sender');
    expect(await readConsent(bg.ctx.db)).toBe(false);
  });
});

describe('analyzePhoto', () => {
  it('sends nothing until the user agrees; then once per photo', async () => {
    const bg = await boot({ 'POST /analyze': async () => ({ image_id: 'i', analysis_type: 'normal', results: KITCHEN }) });
    expect(await bg.call<PhotoAnalysisReply>('analyzePhoto', { photo: photo(PUBLIC[0] ?? '') })).toEqual({ state: 'off' });
    expect(bg.api.calls).toEqual([]);
    expect(await bg.call<AnalyzerStatus>('setAnalyzerConsent', { consent: true })).toMatchObject({ consent: true });
    expect(await readConsent(bg.ctx.db)).toBe(true);
    const first = await bg.call<PhotoAnalysisReply>('analyzePhoto', { photo: photo(PUBLIC[0] ?? '') });
    expect(first).toEqual({ state: 'done', suggestion: { classification: 'interior', roomType: 'kitchen', styles: ['modern'] } });
    expect(await bg.call('analyzePhoto', { photo: photo(PUBLIC[0] ?? '') })).toEqual(first);
    expect(bg.calls('POST /analyze')).toBe(1);
  });

  it('two quick asks for one photo share one call', async () => {
    const bg = await boot({ 'POST /analyze': async () => ({ image_id: 'i', analysis_type: 'normal', results: KITCHEN }) });
    await bg.call('setAnalyzerConsent', { consent: true });
    await Promise.all([bg.call('analyzePhoto', { photo: photo(PUBLIC[1] ?? '') }), bg.call('analyzePhoto', { photo: photo(PUBLIC[1] ?? '') })]);
    expect(bg.calls('POST /analyze')).toBe(1);
  });

  it('the analyzer answering 501 hides the feature: remembered, not asked again for the next photo', async () => {
    const bg = await boot({ 'POST /analyze': async () => Promise.reject(new ApiError('server', 'failed with status 501', { status: 501 })) });
    // Agreeing answers the status, which probes once (the fake answers "present").
    await bg.call('setAnalyzerConsent', { consent: true });
    const probes = bg.calls('getBatchAnalysis');
    expect(await bg.call('analyzePhoto', { photo: photo(PUBLIC[0] ?? '') })).toEqual({ state: 'unavailable' });
    expect(await bg.call('analyzePhoto', { photo: photo(PUBLIC[1] ?? '') })).toEqual({ state: 'unavailable' });
    expect(bg.calls('POST /analyze')).toBe(1);
    expect(await bg.call<AnalyzerStatus>('getAnalyzer', {})).toMatchObject({ availability: 'unavailable' });
    expect(bg.calls('getBatchAnalysis')).toBe(probes);
  });

  it('a malformed result: said clearly, kept (not paid for again), consent and other analyses untouched', async () => {
    let answer: unknown = { image_id: 'i', analysis_type: 'normal', results: KITCHEN };
    const bg = await boot({ 'POST /analyze': async () => answer });
    await bg.call('setAnalyzerConsent', { consent: true });
    await bg.call('analyzePhoto', { photo: photo(PUBLIC[0] ?? '') });
    answer = { image_id: 'i', analysis_type: 'normal', results: { classification: 'garage' } };
    const bad = await bg.call<PhotoAnalysisReply>('analyzePhoto', { photo: photo(PUBLIC[1] ?? '') });
    expect(bad).toEqual({ state: 'unreadable', problem: expect.stringMatching(/malformed at "classification"/) });
    expect(await bg.call('analyzePhoto', { photo: photo(PUBLIC[1] ?? '') })).toEqual(bad);
    expect(bg.calls('POST /analyze')).toBe(2);
    const listing = await bg.call<ListingAnalysis>('getListingAnalysis', { listingUrl: LISTING.listingUrl, photoUrls: LISTING.photoUrls });
    expect(listing.photos.find((p) => p.url === PUBLIC[0])?.analysis.state).toBe('done');
    expect(await readConsent(bg.ctx.db)).toBe(true);
  });

  it('an invalid response from the client is an unreadable analysis, not a failure', async () => {
    const bg = await boot({ 'POST /analyze': async () => Promise.reject(new ApiError('invalid_response', 'POST /analyze: Unexpected response: results: expected object', { status: 200 })) });
    await bg.call('setAnalyzerConsent', { consent: true });
    expect(await bg.call('analyzePhoto', { photo: photo(PUBLIC[0] ?? '') })).toEqual({ state: 'unreadable', problem: expect.stringContaining('Unexpected response') });
  });
});

describe('a listing as one batch', () => {
  const progress = (poll: number) => ({
    batch_id: 'batch_9',
    status: poll === 0 ? 'processing' : 'completed',
    total_images: 3,
    processed_images: poll === 0 ? 1 : 3,
    results: [
      { image_id: 'p1', analysis_type: 'normal', results: KITCHEN, processing_time: 0.1, error: '' },
      ...(poll === 0 ? [] : [{ image_id: 'p2', analysis_type: 'normal', results: {}, processing_time: 0.1, error: 'image_url: answered HTTP 404' }, { image_id: 'p3', analysis_type: 'normal', results: KITCHEN, processing_time: 0.1, error: '' }]),
    ],
  });

  it('submits public URLs as they are and private photos through an asset, then follows the batch to its end', async () => {
    let polls = 0;
    const bg = await boot({
      analyzeBatch: async () => ({ batch_id: 'batch_9', status: 'processing', total_images: 3, estimated_completion_time: '2030-01-01T00:00:00Z' }),
      getBatchAnalysis: async () => progress(polls++),
    });
    const started = await bg.call<ListingAnalysis>('startListingAnalysis', { photo: photo(PUBLIC[0] ?? '') });
    expect(started.batch).toMatchObject({ status: 'processing', total: 3, skipped: 0 });
    const sent = bg.api.callsTo('analyzeBatch')[0]?.input as { images: { image_url: string; image_id: string }[] };
    expect(sent.images).toEqual([
      { image_url: PUBLIC[0], image_id: 'p1' },
      { image_url: PUBLIC[1], image_id: 'p2' },
      { image_url: 'https://cdn.example/preview-1.jpg', image_id: 'p3' },
    ]);
    const view = () => bg.call<ListingAnalysis>('getListingAnalysis', { listingUrl: LISTING.listingUrl, photoUrls: LISTING.photoUrls });
    await eventually(async () => (await view()).batch?.status === 'completed');
    const done = await view();
    expect(done.batch).toMatchObject({ status: 'completed', processed: 3, failed: 1 });
    expect(done.photos.map((p) => p.url).sort()).toEqual([PUBLIC[0], PRIVATE].sort());
    // Asking again for a listing whose batch ended starts a new one only on purpose; while one runs, never.
    expect(bg.calls('analyzeBatch')).toBe(1);
  });

  it('leaves out a photo on a private address its public page may not name: neither downloaded, uploaded nor submitted (issue #26)', async () => {
    const bg = await boot({ analyzeBatch: async () => ({ batch_id: 'batch_p', status: 'processing', total_images: 2, estimated_completion_time: 'x' }) }, () => new Promise<void>(() => undefined));
    const onPublicPage = pickedPhoto(PUBLIC[0] ?? '', { ...LISTING, pageUrl: LISTING.listingUrl, photoUrls: [...PUBLIC, PRIVATE, 'http://169.254.169.254/latest/meta-data/'] });
    await bg.call('startListingAnalysis', { photo: onPublicPage });
    const sent = bg.api.callsTo('analyzeBatch')[0]?.input as { images: { image_url: string }[] };
    expect(sent.images.map((image) => image.image_url)).toEqual(PUBLIC);
    expect(bg.calls('uploadAsset')).toBe(0);
  });

  it('asking twice while it runs submits once', async () => {
    const hold = new Promise<void>(() => undefined);
    const bg = await boot({ analyzeBatch: async () => ({ batch_id: 'batch_9', status: 'processing', total_images: 3, estimated_completion_time: 'x' }) }, () => hold);
    await bg.call('startListingAnalysis', { photo: photo(PUBLIC[0] ?? '') });
    await bg.call('startListingAnalysis', { photo: photo(PUBLIC[1] ?? '') });
    expect(bg.calls('analyzeBatch')).toBe(1);
  });

  it('resumes polling after the worker restarts, from the stored batch id', async () => {
    const hold = new Promise<void>(() => undefined);
    const first = await boot({ analyzeBatch: async () => ({ batch_id: 'batch_9', status: 'processing', total_images: 3, estimated_completion_time: 'x' }) }, () => hold);
    await first.call('startListingAnalysis', { photo: photo(PUBLIC[0] ?? '') });
    expect(first.calls('getBatchAnalysis')).toBe(0);
    // A new worker: same storage and database, fresh handlers; nothing is submitted again.
    let polls = 0;
    const second = await boot({ getBatchAnalysis: async () => progress(polls++) }, undefined, first);
    await eventually(async () => (await second.call<ListingAnalysis>('getListingAnalysis', { listingUrl: LISTING.listingUrl, photoUrls: LISTING.photoUrls })).batch?.status === 'completed');
    expect(second.calls('analyzeBatch')).toBe(0);
    expect((second.api.callsTo('getBatchAnalysis')[0]?.input as { batch_id: string }).batch_id).toBe('batch_9');
  });

  it('the analyzer announced "coming soon" on submission: no batch, the feature hides', async () => {
    const bg = await boot({ analyzeBatch: async () => Promise.reject(new ApiError('server', 'failed with status 501: the image analyzer is coming soon', { status: 501 })) });
    expect((await bg.call<ListingAnalysis>('startListingAnalysis', { photo: photo(PUBLIC[0] ?? '') })).batch).toBeNull();
    expect(await bg.call<AnalyzerStatus>('getAnalyzer', {})).toMatchObject({ availability: 'unavailable' });
  });
});
