import { beforeEach, describe, expect, it } from 'vitest';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { deleteHistoryEntry, getHistoryEntry, getResultBlob } from '../../../lib/library/history';
import { createJobStore, type JobRecord, type JobStore } from '../../../lib/queue/job-store';
import { JobQueue } from '../../../lib/queue/queue';
import { createJobRunner } from '../../../lib/queue/runner';
import type { JobRequest } from '../../../lib/queue/types';
import { bytesResponse, deferred, eventually, fakeApi, freshDb, pickedPhoto, pngBytes } from './fakes';

/**
 * The local copy of a result follows its job instead of holding it up: the job ends (and is
 * published) with the hosted URL and a history entry as soon as the API answered; the copy is
 * attached to that entry right after. A copy that fails leaves the hosted result, as before.
 */

const PHOTO = 'https://photos.example.com/a.jpg';
const RESULT = 'https://cdn.example/result-1.png';
const RENOVATE: JobRequest = { operation: 'renovate', params: { style_id: 'modern' } };

describe('the local copy of a result', () => {
  let db: IDBDatabase;
  let store: JobStore;
  /** Releases the result image's download; until then every copy waits. */
  let copyGo: ReturnType<typeof deferred<undefined>>;
  let copyAsked: ReturnType<typeof deferred<undefined>>;
  let copyStatus: number;
  let published: { id: string; state: JobRecord['state'] }[];

  const fetch: FetchFn = async (url) => {
    if (url === PHOTO) return bytesResponse(pngBytes(1200, 900));
    if (url.startsWith('https://cdn.example/')) {
      published.push({ id: 'copy', state: 'running' });
      copyAsked.resolve(undefined);
      await copyGo.promise;
      return copyStatus === 200 ? bytesResponse(pngBytes(1024, 768)) : new Response('gone', { status: copyStatus });
    }
    throw new TypeError('Failed to fetch');
  };

  function queue(concurrency = 1): JobQueue {
    let ids = 0;
    const getPhoto = (url: string) => fetchPhoto(url, { fetch });
    const run = createJobRunner({ db, connect: async () => ({ api: fakeApi(), apiBase: 'https://api.example/public/v1' }), getPhoto, getStyleImage: getPhoto, fetch, resizer: undefined, clock: () => 7, newId: () => `h-${++ids}` });
    return new JobQueue({ store, run, clock: () => 7, concurrency: () => concurrency, onChange: (job) => published.push({ id: job.id, state: job.state }) });
  }

  const add = (q: JobQueue, id: string, createdAt = 1) => q.add({ id, request: RENOVATE, photo: pickedPhoto(PHOTO), state: 'queued', createdAt, newVariation: false });

  beforeEach(async () => {
    db = await freshDb();
    store = createJobStore(db);
    copyGo = deferred<undefined>();
    copyStatus = 200;
    copyAsked = deferred<undefined>();
    published = [];
  });

  it('the copy’s download starts as the API answered; the job is done and published with the hosted URL while it is on its way, and it lands in the history entry after', async () => {
    const q = queue();
    await add(q, 'j1');
    await copyAsked.promise;
    await eventually(() => published.some((p) => p.id === 'j1' && p.state === 'done'));
    expect(published.findIndex((p) => p.id === 'copy')).toBeLessThan(published.findIndex((p) => p.id === 'j1' && p.state === 'done'));
    const done = await store.get('j1');
    expect(done).toMatchObject({ state: 'done', result: { imageUrl: RESULT, fromCache: false } });
    const historyId = done?.result?.historyId ?? '';
    expect(await getHistoryEntry(db, historyId)).toMatchObject({ jobId: 'j1', resultUrl: RESULT, hasLocalCopy: false });
    expect(await getResultBlob(db, historyId)).toBeUndefined();

    copyGo.resolve(undefined);
    await q.idle();
    expect(await getHistoryEntry(db, historyId)).toMatchObject({ resultUrl: RESULT, hasLocalCopy: true, width: 1024, height: 768 });
    expect((await getResultBlob(db, historyId))?.type).toBe('image/png');
  });

  it('a copy that fails leaves the hosted result', async () => {
    const q = queue();
    await add(q, 'j1');
    copyStatus = 500;
    copyGo.resolve(undefined);
    await q.idle();
    const historyId = (await store.get('j1'))?.result?.historyId ?? '';
    expect(await store.get('j1')).toMatchObject({ state: 'done', result: { imageUrl: RESULT } });
    expect(await getHistoryEntry(db, historyId)).toMatchObject({ resultUrl: RESULT, hasLocalCopy: false });
    expect(await getResultBlob(db, historyId)).toBeUndefined();
  });

  it('an entry deleted before its copy lands stays deleted, with no image left behind', async () => {
    const q = queue();
    await add(q, 'j1');
    await copyAsked.promise;
    await eventually(async () => (await store.get('j1'))?.state === 'done');
    const historyId = (await store.get('j1'))?.result?.historyId ?? '';
    expect(await deleteHistoryEntry(db, historyId)).toBe(true);
    copyGo.resolve(undefined);
    await q.idle();
    expect(await getHistoryEntry(db, historyId)).toBeUndefined();
    expect(await getResultBlob(db, historyId)).toBeUndefined();
  });

  it('the next queued job starts while the previous one’s copy is still on its way', async () => {
    const q = queue(1);
    await add(q, 'j1', 1);
    await add(q, 'j2', 2);
    await copyAsked.promise;
    await eventually(async () => (await store.get('j2'))?.state !== 'queued');
    copyGo.resolve(undefined);
    await q.idle();
    expect((await store.get('j2'))?.state).toBe('done');
  });
});
