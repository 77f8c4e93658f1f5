import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { canonicalize, dedupeKey } from '../../../lib/queue/dedupe';
import { clearHistory } from '../../../lib/library/history';
import { createJobStore, type JobStore } from '../../../lib/queue/job-store';
import { createPhotoCache } from '../../../lib/acquisition/photo-cache';
import { JobQueue } from '../../../lib/queue/queue';
import { createJobRunner } from '../../../lib/queue/runner';
import { createJobService, type JobService } from '../../../lib/queue/service';
import type { JobRequest } from '../../../lib/queue/types';
import { bytesResponse, deferred, eventually, fakeApi, freshDb, pickedPhoto, pngBytes, type FakeApi } from './fakes';

const URL_A = 'https://photos.example.com/a.jpg';
const URL_A_COPY = 'https://cdn2.example.com/a-copy.jpg?cachebust=1';
const URL_B = 'https://photos.example.com/b.jpg';
const RENOVATE: JobRequest = { operation: 'renovate', params: { style_id: 'modern', renovation_spectrum: 'renovate' } };

describe('dedupe keys', () => {
  it('canonicalises: key order, whitespace, empty values do not matter; values do', async () => {
    expect(canonicalize({ b: ' x ', a: 1, c: '', d: undefined, e: [] })).toEqual({ a: 1, b: 'x' });
    const k1 = await dedupeKey('h', { operation: 'renovate', params: { style_id: 'modern', guidance: ' ' } });
    const k2 = await dedupeKey('h', { operation: 'renovate', params: { style_id: ' modern' } });
    const k3 = await dedupeKey('h', { operation: 'renovate', params: { style_id: 'rustic' } });
    const k4 = await dedupeKey('h2', { operation: 'renovate', params: { style_id: 'modern' } });
    const k5 = await dedupeKey('h', { operation: 'kitchenCabinets', params: { style_id: 'modern' } });
    expect(k1).toBe(k2);
    expect(new Set([k1, k3, k4, k5]).size).toBe(4);
  });
});

describe('job service: dedupe and the result cache', () => {
  let db: IDBDatabase;
  let store: JobStore;
  let api: FakeApi;
  let queue: JobQueue;
  let service: JobService;
  let gate: ReturnType<typeof deferred<undefined>>;
  let now: number;
  let ids: number;
  let fetched: string[];

  beforeEach(async () => {
    db = await freshDb();
    store = createJobStore(db);
    gate = deferred<undefined>();
    now = 0;
    ids = 0;
    fetched = [];
    // Renders wait for `gate`, so a test can look at in-flight state.
    api = fakeApi({
      'POST /renovate': async () => {
        await gate.promise;
        return { renovated_image_url: `https://cdn.example/r${api.callsTo('POST /renovate').length}.png` };
      },
    });
    const photoBytes = pngBytes(1200, 900);
    const fetch: FetchFn = async (url) => {
      fetched.push(url);
      if (url === URL_A || url === URL_A_COPY) return bytesResponse(photoBytes);
      if (url === URL_B) return bytesResponse(pngBytes(1200, 900, 1));
      if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(600, 400));
      throw new TypeError('Failed to fetch');
    };
    const cache = createPhotoCache();
    const getPhoto = (url: string) => cache.get(url, () => fetchPhoto(url, { fetch }));
    const clock = () => ++now;
    const newId = () => `id-${++ids}`;
    queue = new JobQueue({
      store,
      clock,
      concurrency: () => 2,
      run: createJobRunner({
        db,
        connect: async () => ({ api, apiBase: 'https://api.example/public/v1' }),
        getPhoto: (url) => getPhoto(url),
        getStyleImage: (url) => getPhoto(url),
        fetch,
        resizer: undefined,
        clock,
        newId,
      }),
    });
    service = createJobService({ db, store, queue, getPhoto, tabFor: async () => 7, clock, newId });
  });

  it('shares one API call between identical requests in flight (same bytes under two URLs)', async () => {
    const first = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    const second = await service.start({ request: { operation: 'renovate', params: { renovation_spectrum: 'renovate', style_id: 'modern ' } }, photo: pickedPhoto(URL_A_COPY) });
    expect(first).toMatchObject({ deduped: false, cached: false });
    expect(second).toMatchObject({ deduped: true, cached: false });
    expect(second.job.id).toBe(first.job.id);
    gate.resolve(undefined);
    await queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(1);
  });

  it('answers an identical finished request from the cache at once, spending nothing', async () => {
    gate.resolve(undefined);
    const first = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    await queue.idle();
    const done = await store.get(first.job.id);
    expect(done?.state).toBe('done');

    const again = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    expect(again).toMatchObject({ cached: true, deduped: false });
    expect(again.job.id).not.toBe(first.job.id);
    expect(again.job).toMatchObject({ state: 'done', result: { ...done?.result, fromCache: true } });
    expect(again.job.startedAt).toBeDefined();
    await queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(1);
  });

  it('newVariation bypasses the cache and in-flight sharing', async () => {
    const first = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    const variation = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A), newVariation: true });
    expect(variation).toMatchObject({ deduped: false, cached: false });
    expect(variation.job.id).not.toBe(first.job.id);
    gate.resolve(undefined);
    await queue.idle();
    const another = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A), newVariation: true });
    expect(another.cached).toBe(false);
    await queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(3);
  });

  it('different parameters or a different photo are not deduplicated', async () => {
    gate.resolve(undefined);
    await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    const other = await service.start({ request: { operation: 'renovate', params: { style_id: 'rustic' } }, photo: pickedPhoto(URL_A) });
    const otherPhoto = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_B) });
    expect(other.deduped || other.cached || otherPhoto.deduped || otherPhoto.cached).toBe(false);
    await queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(3);
  });

  it('clearing history also clears the cache (a cached result needs its history entry)', async () => {
    gate.resolve(undefined);
    await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    await queue.idle();
    await clearHistory(db);
    const again = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    expect(again.cached).toBe(false);
    await queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(2);
  });

  it('quotes what start would answer (the same render on its way, then in history), fetching nothing', async () => {
    const quote = (request: JobRequest, url = URL_A) => service.quote({ request, photo: pickedPhoto(url) });
    expect(await quote(RENOVATE)).toBeNull();
    await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    const fetches = fetched.length;
    expect(await quote(RENOVATE)).toBe('running');
    expect(await quote({ operation: 'renovate', params: { style_id: 'rustic', renovation_spectrum: 'renovate' } })).toBeNull();
    expect(await quote(RENOVATE, URL_B)).toBeNull();
    gate.resolve(undefined);
    await queue.idle();
    // Key order and surrounding spaces ask the same thing, as for start.
    expect(await quote({ operation: 'renovate', params: { renovation_spectrum: 'renovate', style_id: ' modern ' } })).toBe('history');
    expect(await quote({ operation: 'kitchenCabinets', params: RENOVATE.params })).toBeNull();
    expect(fetched.slice(fetches).filter((url) => url === URL_A || url === URL_B)).toEqual([]);
    // What the quote said is what start does.
    expect(await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) })).toMatchObject({ cached: true });
    await clearHistory(db);
    expect(await quote(RENOVATE)).toBeNull();
  });

  it('a quote reads the job list only for a photo this service has not hashed yet (a worker restart)', async () => {
    gate.resolve(undefined);
    await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    await queue.idle();
    const recent = vi.spyOn(store, 'recent');
    expect(await service.quote({ request: RENOVATE, photo: pickedPhoto(URL_A) })).toBe('history');
    expect(recent).not.toHaveBeenCalled();
    // A new worker knows no hash: it finds the photo's in its newest job, once.
    const restarted = createJobService({ db, store, queue, getPhoto: () => Promise.reject(new Error('a quote downloads nothing')), tabFor: async () => 7, clock: () => ++now, newId: () => `id-${++ids}` });
    expect(await restarted.quote({ request: RENOVATE, photo: pickedPhoto(URL_A) })).toBe('history');
    expect(await restarted.quote({ request: RENOVATE, photo: pickedPhoto(URL_A) })).toBe('history');
    expect(recent).toHaveBeenCalledTimes(1);
    expect(await restarted.quote({ request: RENOVATE, photo: pickedPhoto(URL_B) })).toBeNull();
  });

  it('refuses a photo problem before queueing anything', async () => {
    await expect(service.start({ request: RENOVATE, photo: pickedPhoto('https://nowhere.example.com/x.jpg') })).rejects.toMatchObject({ code: 'image_unreachable' });
    expect(await store.recent(10)).toEqual([]);
  });

  it('records the tab of the photo, and retry creates a new job with retryOf', async () => {
    api = fakeApi({
      'POST /renovate': async () => {
        throw Object.assign(new Error('boom'), {});
      },
    });
    const first = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    expect(first.job.tabId).toBe(7);
    await queue.idle();
    expect((await store.get(first.job.id))?.state).toBe('failed');
    api = fakeApi();
    gate.resolve(undefined);
    const retried = await service.retry(first.job.id);
    expect(retried).toMatchObject({ retryOf: first.job.id, tabId: 7, state: 'running' });
    await queue.idle();
    expect((await store.get(retried.id))?.state).toBe('done');
    await expect(service.retry(retried.id)).rejects.toMatchObject({ code: 'bad_message' });
  });

  it('cancel answers the job; an unknown job is a coded error', async () => {
    const started = await service.start({ request: RENOVATE, photo: pickedPhoto(URL_A) });
    await eventually(() => api.callsTo('POST /renovate').length === 1);
    const cancelled = await service.cancel(started.job.id);
    expect(cancelled.state).toBe('cancelled');
    await expect(service.cancel('nope')).rejects.toMatchObject({ code: 'bad_message' });
  });
});
