import { beforeEach, describe, expect, it } from 'vitest';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { getHistoryEntry } from '../../../lib/library/history';
import { createJobStore, type JobRecord, type JobStore } from '../../../lib/queue/job-store';
import { JobQueue } from '../../../lib/queue/queue';
import { createJobRunner } from '../../../lib/queue/runner';
import type { JobRequest } from '../../../lib/queue/types';
import { bytesResponse, fakeApi, freshDb, pickedPhoto, pngBytes } from './fakes';

/**
 * A result reaches the pages the moment the API answered (`onAnswered`), before the history entry
 * and the finished job are written; the job is still finished only once they are, with the same
 * result, and a job whose call failed is never announced.
 */

const PHOTO = 'https://photos.example.com/a.jpg';
const RENOVATE: JobRequest = { operation: 'renovate', params: { style_id: 'modern' } };

describe('a result announced as the API answered', () => {
  let db: IDBDatabase;
  let store: JobStore;
  let events: string[];
  let announced: JobRecord[];
  /** What the store held as each job was announced (read in that same turn). */
  let storedThen: Promise<[JobRecord | undefined, unknown]>[];

  const fetch: FetchFn = async (url) => (url === PHOTO ? bytesResponse(pngBytes(1200, 900)) : new Response('gone', { status: 404 }));

  function queue(api = fakeApi()): JobQueue {
    let ids = 0;
    const getPhoto = (url: string) => fetchPhoto(url, { fetch });
    const run = createJobRunner({ db, connect: async () => ({ api, apiBase: 'https://api.example/public/v1' }), getPhoto, getStyleImage: getPhoto, fetch, resizer: undefined, clock: () => 7, newId: () => `h-${++ids}` });
    return new JobQueue({
      store,
      run,
      clock: () => 7,
      concurrency: () => 1,
      onChange: (job) => events.push(`${job.state}`),
      onAnswered: (job) => {
        events.push('answered');
        announced.push(job);
        storedThen.push(Promise.all([store.get(job.id), getHistoryEntry(db, job.result?.historyId ?? '')]));
      },
    });
  }

  beforeEach(async () => {
    db = await freshDb();
    store = createJobStore(db);
    events = [];
    announced = [];
    storedThen = [];
  });

  it('is announced done before anything about it is written; the written job carries the same result', async () => {
    const q = queue();
    await q.add({ id: 'j1', request: RENOVATE, photo: pickedPhoto(PHOTO), state: 'queued', createdAt: 1, newVariation: false });
    await q.idle();
    expect(events.slice(0, 3)).toEqual(['queued', 'running', 'answered']);
    expect(events.length).toBeGreaterThan(3);
    expect(events.slice(3).every((state) => state === 'done')).toBe(true);
    expect(announced[0]).toMatchObject({ id: 'j1', state: 'done', result: { historyId: 'h-1', imageUrl: 'https://cdn.example/result-1.png', fromCache: false } });
    // Read in the same turn as the announcement: the job was still running, the entry not there.
    const [job, entry] = (await storedThen[0]) ?? [];
    expect(job?.state).toBe('running');
    expect(entry).toBeUndefined();
    const done = await store.get('j1');
    expect(done).toEqual(announced[0]);
    expect(await getHistoryEntry(db, 'h-1')).toMatchObject({ jobId: 'j1', resultUrl: 'https://cdn.example/result-1.png' });
  });

  it('a job whose call failed is never announced', async () => {
    const q = queue(fakeApi({ 'POST /renovate': async () => Promise.reject(new TypeError('Failed to fetch')) }));
    await q.add({ id: 'j1', request: RENOVATE, photo: pickedPhoto(PHOTO), state: 'queued', createdAt: 1, newVariation: false });
    await q.idle();
    expect(announced).toEqual([]);
    expect((await store.get('j1'))?.state).toBe('failed');
  });
});
