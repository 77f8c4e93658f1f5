import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { createPhotoCache } from '../../../lib/acquisition/photo-cache';
import { NOT_STARTED_MESSAGE } from '../../../lib/queue/batch';
import { readJobRecord } from '../../../lib/queue/job-records';
import { createJobStore, type JobRecord, type JobStore } from '../../../lib/queue/job-store';
import { JobQueue, type JobRunner } from '../../../lib/queue/queue';
import { createJobService, type JobService } from '../../../lib/queue/service';
import { Job, type JobRequest, type JobResult } from '../../../lib/queue/types';
import { abortable, bytesResponse, deferred, eventually, freshDb, pickedPhoto, pngBytes } from './fakes';

const RENOVATE: JobRequest = { operation: 'renovate', params: { style_id: 'modern', renovation_spectrum: 'renovate' } };
const photoUrl = (n: number) => `https://photos.example.com/${n}.jpg`;

function job(id: string, createdAt: number, extra: Partial<JobRecord> = {}): JobRecord {
  return { id, request: RENOVATE, photo: pickedPhoto(photoUrl(createdAt)), state: 'queued', createdAt, newVariation: false, ...extra };
}

/** A runner whose calls wait until the test settles them (`finish`, `fail`). */
function controlledRunner() {
  const calls = new Map<string, ReturnType<typeof deferred<JobResult>>>();
  const run: JobRunner = (record, signal) => {
    const settle = deferred<JobResult>();
    calls.set(record.id, settle);
    return abortable(settle.promise, signal);
  };
  return {
    run,
    calls,
    finish: (id: string) => calls.get(id)?.resolve({ historyId: `h-${id}`, fromCache: false }),
    fail: (id: string, code: ConstructorParameters<typeof ApiError>[0]) => calls.get(id)?.reject(new ApiError(code, `${code} from the service`)),
  };
}

describe('batchId in the job model', () => {
  it('is optional: a job stored before batches existed still reads; a batch job reads with its batch', () => {
    const old = job('old', 1);
    const read = readJobRecord(old);
    expect(read).toMatchObject({ ok: true, migrated: false, value: { id: 'old' } });
    expect(read.ok && read.value.batchId).toBeUndefined();
    expect(Job.parse(job('b', 2, { batchId: 'batch-1_a' })).batchId).toBe('batch-1_a');
  });

  it('refuses a malformed batch id with a sentence, never a crash', () => {
    for (const batchId of ['', 'has space', 'x'.repeat(65), '../../etc', 42]) {
      const parsed = Job.safeParse({ ...job('b', 2), batchId });
      expect(parsed.success).toBe(false);
    }
    const parsed = Job.safeParse({ ...job('b', 2), batchId: 'no/slashes' });
    expect(parsed.error?.issues[0]?.message).toMatch(/batch id is 1 to 64 letters/);
  });
});

describe('JobQueue: batches', () => {
  let store: JobStore;
  let now: number;
  const clock = () => ++now;

  beforeEach(async () => {
    store = createJobStore(await freshDb());
    now = 1_000;
  });

  it('stops a batch after a credits failure: its queued jobs are cancelled with that code, other jobs run on', async () => {
    const runner = controlledRunner();
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 1, clock });
    await queue.add(job('a1', 1, { batchId: 'A' }));
    await queue.add(job('a2', 2, { batchId: 'A' }));
    await queue.add(job('other', 3));
    await queue.add(job('a3', 4, { batchId: 'A' }));
    await queue.add(job('b1', 5, { batchId: 'B' }));
    await eventually(() => runner.calls.has('a1'));
    runner.fail('a1', 'insufficient_credits');
    await eventually(async () => (await store.get('a3'))?.state === 'cancelled');
    expect(await store.get('a1')).toMatchObject({ state: 'failed', error: { code: 'insufficient_credits' } });
    for (const id of ['a2', 'a3']) expect(await store.get(id)).toMatchObject({ state: 'cancelled', batchId: 'A', error: { code: 'insufficient_credits', message: NOT_STARTED_MESSAGE } });
    // The next job outside the batch (and the other batch) still run.
    await eventually(() => runner.calls.has('other'));
    runner.finish('other');
    await eventually(() => runner.calls.has('b1'));
    runner.finish('b1');
    await queue.idle();
    expect(runner.calls.has('a2') || runner.calls.has('a3')).toBe(false);
  });

  it('does not stop a batch for a failure of one photo only', async () => {
    const runner = controlledRunner();
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 1, clock });
    await queue.add(job('a1', 1, { batchId: 'A' }));
    await queue.add(job('a2', 2, { batchId: 'A' }));
    await eventually(() => runner.calls.has('a1'));
    runner.fail('a1', 'bad_request');
    await eventually(() => runner.calls.has('a2'));
    runner.finish('a2');
    await queue.idle();
    expect(await store.get('a2')).toMatchObject({ state: 'done' });
  });

  it('joinBatch: a running job in no batch joins one and keeps it when done; a job of another batch stays in its own', async () => {
    const runner = controlledRunner();
    const changes: JobRecord[] = [];
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 2, clock, onChange: (changed) => changes.push(changed) });
    await queue.add(job('solo', 1));
    await queue.add(job('mine', 2, { batchId: 'A' }));
    await eventually(() => runner.calls.size === 2);
    expect(await queue.joinBatch('solo', 'B')).toMatchObject({ id: 'solo', batchId: 'B' });
    expect(changes.at(-1)).toMatchObject({ id: 'solo', batchId: 'B' });
    expect(await queue.joinBatch('mine', 'B')).toMatchObject({ id: 'mine', batchId: 'A' });
    runner.finish('solo');
    runner.finish('mine');
    await queue.idle();
    expect(await store.get('solo')).toMatchObject({ state: 'done', batchId: 'B' });
    expect(await store.get('mine')).toMatchObject({ state: 'done', batchId: 'A' });
  });
});

describe('job service: batches', () => {
  let store: JobStore;
  let queue: JobQueue;
  let service: JobService;
  let runner: ReturnType<typeof controlledRunner>;
  let ids: number;

  beforeEach(async () => {
    const db = await freshDb();
    store = createJobStore(db);
    runner = controlledRunner();
    ids = 0;
    let now = 0;
    const clock = () => ++now;
    const fetch: FetchFn = async (url) => bytesResponse(pngBytes(1200, 900, Number(/(\d+)\.jpg$/.exec(url)?.[1] ?? 0)));
    const cache = createPhotoCache();
    const getPhoto = (url: string) => cache.get(url, () => fetchPhoto(url, { fetch }));
    queue = new JobQueue({ store, run: runner.run, concurrency: () => 1, clock });
    service = createJobService({ db, store, queue, getPhoto, tabFor: async () => undefined, clock, newId: () => `id-${++ids}` });
  });

  it('a batch job carries its batch; its retry is a new job in the same batch', async () => {
    const started = await service.start({ request: RENOVATE, photo: pickedPhoto(photoUrl(1)), batchId: 'batch-7' });
    expect(started.job).toMatchObject({ batchId: 'batch-7', state: 'queued' });
    await eventually(() => runner.calls.has(started.job.id));
    runner.fail(started.job.id, 'bad_request');
    await queue.idle();
    const retried = await service.retry(started.job.id);
    // Nothing else waits: the retry starts at once (its first write is `running`).
    expect(retried).toMatchObject({ retryOf: started.job.id, batchId: 'batch-7', state: 'running' });
    expect(retried.id).not.toBe(started.job.id);
  });

  it('a job outside any batch stays outside on retry', async () => {
    const started = await service.start({ request: RENOVATE, photo: pickedPhoto(photoUrl(2)) });
    await eventually(() => runner.calls.has(started.job.id));
    runner.fail(started.job.id, 'server');
    await queue.idle();
    const retried = await service.retry(started.job.id);
    expect(retried.batchId).toBeUndefined();
  });

  it('a batch photo shared with a render in flight brings that render into the batch', async () => {
    const single = await service.start({ request: RENOVATE, photo: pickedPhoto(photoUrl(3)) });
    const batched = await service.start({ request: RENOVATE, photo: pickedPhoto(photoUrl(3)), batchId: 'batch-8' });
    expect(batched).toMatchObject({ deduped: true, job: { id: single.job.id, batchId: 'batch-8' } });
    await eventually(() => runner.calls.has(single.job.id));
    runner.finish(single.job.id);
    await queue.idle();
    expect(await store.get(single.job.id)).toMatchObject({ state: 'done', batchId: 'batch-8' });
  });
});
