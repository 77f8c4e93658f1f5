import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { ApiError } from '../../../lib/api/errors';
import { explainError } from '../../../lib/error-text';
import { getHistoryEntry, jobResultsFromHistory, listHistory } from '../../../lib/library/history';
import { createJobStore, type JobRecord, type JobStore } from '../../../lib/queue/job-store';
import { JobQueue, TIMEOUT_MAY_HAVE_CHARGED } from '../../../lib/queue/queue';
import { createJobRunner } from '../../../lib/queue/runner';
import { createJobService, type JobService } from '../../../lib/queue/service';
import type { JobRequest } from '../../../lib/queue/types';
import { STORES } from '../../../lib/storage/db';
import { bytesResponse, eventually, failPuts, fakeApi, freshDb, pickedPhoto, pngBytes, type FakeApi } from './fakes';

/**
 * Storage failing after a paid render (quota exceeded): the result is kept (in memory, published,
 * written on a later try), the job never looks interrupted, and it is never rendered again.
 */

const PHOTO = 'https://photos.example.com/a.jpg';
const RENOVATE: JobRequest = { operation: 'renovate', params: { style_id: 'modern' } };
/** Retries without waiting: the policy's shape is what is tested, not its delays. */
const FAST = { delaysMs: [0, 0, 0] };

describe('storage failing after a paid render', () => {
  let db: IDBDatabase;
  let store: JobStore;
  let api: FakeApi;
  let queue: JobQueue;
  let service: JobService;
  let changes: { id: string; state: JobRecord['state']; held: boolean }[];
  /** Runs inside the render, once it is "charged": arms the storage failure for what follows. */
  let afterRender: () => void;
  let now: number;

  const fetch: FetchFn = async (url) => {
    if (url === PHOTO) return bytesResponse(pngBytes(1200, 900));
    if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(600, 400));
    throw new TypeError('Failed to fetch');
  };

  function build(): void {
    const clock = () => ++now;
    let ids = 0;
    const newId = () => `id-${now}-${++ids}`;
    const getPhoto = (url: string) => fetchPhoto(url, { fetch });
    queue = new JobQueue({
      store,
      clock,
      concurrency: () => 2,
      writeRetry: FAST,
      completedResults: (ids) => jobResultsFromHistory(db, ids),
      onChange: (job) => changes.push({ id: job.id, state: job.state, held: queue.unsaved().some((j) => j.id === job.id) }),
      run: createJobRunner({ db, connect: async () => ({ api, apiBase: 'https://api.example/public/v1' }), getPhoto, getStyleImage: getPhoto, fetch, resizer: undefined, clock, newId, writeRetry: FAST }),
    });
    service = createJobService({ db, store, queue, getPhoto, tabFor: async () => undefined, clock, newId });
  }

  beforeEach(async () => {
    db = await freshDb();
    store = createJobStore(db);
    now = 0;
    changes = [];
    afterRender = () => undefined;
    api = fakeApi({
      'POST /renovate': async () => {
        afterRender();
        return { renovated_image_url: `https://cdn.example/r${api.callsTo('POST /renovate').length}.png` };
      },
    });
    build();
  });

  it('a job write that fails a few times is retried; meanwhile the result is held and published as done', async () => {
    afterRender = () => failPuts(db, STORES.jobs, 2);
    const { job } = await service.start({ request: RENOVATE, photo: pickedPhoto(PHOTO) });
    await queue.idle();

    // Published done from memory while the disk still said `running`, then written.
    expect(changes).toContainEqual({ id: job.id, state: 'done', held: true });
    expect(await store.get(job.id)).toMatchObject({ state: 'done', result: { imageUrl: 'https://cdn.example/r1.png', fromCache: false } });
    expect(queue.unsaved()).toEqual([]);
    expect(changes.some((c) => c.state === 'interrupted')).toBe(false);
    expect(api.callsTo('POST /renovate')).toHaveLength(1);
  });

  it('writes failing past every retry: the result stays done in memory (list, retry, cancel), never rendered again', async () => {
    afterRender = () => failPuts(db, STORES.jobs, 1_000);
    const { job } = await service.start({ request: RENOVATE, photo: pickedPhoto(PHOTO) });
    await queue.idle();

    expect((await store.get(job.id))?.state).toBe('running');
    const listed = (await service.list(10)).find((j) => j.id === job.id);
    expect(listed).toMatchObject({ state: 'done', result: { imageUrl: 'https://cdn.example/r1.png' } });
    // A retry answers the finished job: nothing is sent again.
    expect(await service.retry(job.id)).toMatchObject({ id: job.id, state: 'done' });
    expect(await service.cancel(job.id)).toMatchObject({ id: job.id, state: 'done' });
    await queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(1);

    // Storage frees up: the next scheduling step writes the held job.
    vi.restoreAllMocks();
    await queue.pump();
    expect(await store.get(job.id)).toMatchObject({ state: 'done', result: { imageUrl: 'https://cdn.example/r1.png' } });
    expect(queue.unsaved()).toEqual([]);
  });

  it('a worker stopped before the job write succeeded finds the job done from its history entry, not interrupted', async () => {
    afterRender = () => failPuts(db, STORES.jobs, 1_000);
    const { job } = await service.start({ request: RENOVATE, photo: pickedPhoto(PHOTO) });
    await queue.idle();
    expect((await store.get(job.id))?.state).toBe('running');

    // The worker is stopped (its memory is gone); a new one opens the same database.
    vi.restoreAllMocks();
    store = createJobStore(db);
    build();
    const settled = await queue.recover();
    expect(settled).toMatchObject([{ id: job.id, state: 'done', result: { imageUrl: 'https://cdn.example/r1.png', fromCache: false } }]);
    const entry = await getHistoryEntry(db, settled[0]?.result?.historyId ?? '');
    expect(entry).toMatchObject({ jobId: job.id, resultUrl: 'https://cdn.example/r1.png' });
    // Done is final: it can't be retried into a second charge, and an identical request is answered from the cache.
    await expect(service.retry(job.id)).rejects.toMatchObject({ code: 'bad_message' });
    expect(await service.start({ request: RENOVATE, photo: pickedPhoto(PHOTO) })).toMatchObject({ cached: true });
    await queue.idle();
    expect(api.callsTo('POST /renovate')).toHaveLength(1);
  });

  it('a history write that fails is retried, and its last try keeps the entry without the image copy', async () => {
    afterRender = () => failPuts(db, STORES.history, 2);
    await service.start({ request: RENOVATE, photo: pickedPhoto(PHOTO) });
    await queue.idle();
    expect(await listHistory(db)).toMatchObject([{ resultUrl: 'https://cdn.example/r1.png', hasLocalCopy: true }]);

    // The image copy (the big write) never fits: the entry is kept with the hosted URL alone.
    afterRender = () => failPuts(db, STORES.results, 1_000);
    await service.start({ request: { operation: 'renovate', params: { style_id: 'rustic' } }, photo: pickedPhoto(PHOTO) });
    await queue.idle();
    expect((await listHistory(db))[0]).toMatchObject({ resultUrl: 'https://cdn.example/r2.png', hasLocalCopy: false });
  });
});

describe('a render that timed out', () => {
  it('records that the service may still have charged for it', async () => {
    const db = await freshDb();
    const store = createJobStore(db);
    const queue = new JobQueue({
      store,
      clock: () => 1,
      concurrency: () => 1,
      run: async () => {
        throw new ApiError('timeout', 'POST /renovate took longer than 120000 ms.', { path: '/renovate' });
      },
    });
    await queue.add({ id: 't', request: RENOVATE, photo: pickedPhoto(PHOTO), state: 'queued', createdAt: 1, newVariation: false });
    await queue.idle();
    expect(await store.get('t')).toMatchObject({ state: 'failed', error: { code: 'timeout', message: `POST /renovate took longer than 120000 ms. ${TIMEOUT_MAY_HAVE_CHARGED}` } });
    expect(explainError('timeout').sentence).toMatch(/may still have finished the render and charged/);
    await eventually(() => queue.runningCount === 0);
  });
});
