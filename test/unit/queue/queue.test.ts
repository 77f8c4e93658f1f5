import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INDEXES, STORES } from '../../../lib/storage/db';
import { createJobStore, type JobRecord, type JobStore } from '../../../lib/queue/job-store';
import { JobQueue, type JobRunner } from '../../../lib/queue/queue';
import type { JobResult } from '../../../lib/queue/types';
import { abortable, deferred, eventually, freshDb, pickedPhoto } from './fakes';

function job(id: string, createdAt: number, state: JobRecord['state'] = 'queued'): JobRecord {
  return { id, request: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(`https://photos.example.com/${id}.jpg`), state, createdAt, newVariation: false };
}

/** A runner whose calls stay open until the test settles them; records every call (= API sends). */
function controlledRunner() {
  const calls: { id: string; signal: AbortSignal; settle: ReturnType<typeof deferred<JobResult>> }[] = [];
  let running = 0;
  let maxRunning = 0;
  const run: JobRunner = (record, signal) => {
    const settle = deferred<JobResult>();
    calls.push({ id: record.id, signal, settle });
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    return abortable(settle.promise, signal).finally(() => {
      running -= 1;
    });
  };
  return { run, calls, get maxRunning() { return maxRunning; }, finish: (id: string) => calls.find((c) => c.id === id)?.settle.resolve({ historyId: `h-${id}`, fromCache: false }) };
}

describe('JobQueue', () => {
  let db: IDBDatabase;
  let store: JobStore;
  let now: number;
  const clock = () => ++now;

  beforeEach(async () => {
    db = await freshDb();
    store = createJobStore(db);
    now = 1_000;
  });

  it('never runs more than the concurrency limit, and runs every job', async () => {
    const runner = controlledRunner();
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 2, clock });
    for (let i = 0; i < 7; i++) await queue.add(job(`j${i}`, i));
    await eventually(() => runner.calls.length === 2);
    expect((await store.byState('running')).length).toBe(2);
    // Finish jobs one by one: each finish lets exactly one more start.
    for (let i = 0; i < 7; i++) {
      await eventually(() => runner.calls.length >= Math.min(7, i + 2));
      runner.finish(`j${i}`);
      await eventually(async () => (await store.get(`j${i}`))?.state === 'done');
    }
    await queue.idle();
    expect(runner.calls.map((c) => c.id)).toEqual(['j0', 'j1', 'j2', 'j3', 'j4', 'j5', 'j6']);
    expect(runner.maxRunning).toBe(2);
    expect((await store.byState('done')).length).toBe(7);
  });

  it('a job added done (a cached result) is announced a task after add answers; a queued one at once', async () => {
    const changes: string[] = [];
    const runner = controlledRunner();
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 1, clock, onChange: (changed) => changes.push(`${changed.id} ${changed.state}`) });
    await queue.add({ ...job('cached', 1, 'done'), startedAt: 1, finishedAt: 1, result: { historyId: 'h-1', fromCache: true } });
    // The page that asked has it from the reply, sent in this turn: nothing announced yet.
    expect(changes).toEqual([]);
    // A queued job is announced within add itself (the cached one may have come meanwhile: the store's write takes a task or more).
    await queue.add(job('fresh', 2));
    expect(changes).toContain('fresh queued');
    await eventually(() => changes.includes('cached done'));
    // Finished once it runs (the runner is called after the running write).
    await eventually(() => runner.calls.length === 1);
    runner.finish('fresh');
    await queue.idle();
  });

  it('a cached job is answered without waiting for its write; a read after it sees it; a failed write loses only that copy', async () => {
    const changes: string[] = [];
    const queue = new JobQueue({ store, run: controlledRunner().run, concurrency: () => 1, clock, onChange: (changed) => changes.push(`${changed.id} ${changed.state}`) });
    const cached = (id: string, createdAt: number): JobRecord => ({ ...job(id, createdAt, 'done'), startedAt: createdAt, finishedAt: createdAt, result: { historyId: `h-${id}`, fromCache: true } });
    const written = deferred<undefined>();
    const put = store.put.bind(store);
    vi.spyOn(store, 'put').mockImplementationOnce(async (record) => {
      await written.promise;
      await put(record);
    });
    // Answered while its write is still held back.
    expect(await queue.add(cached('c1', 1))).toMatchObject({ id: 'c1', state: 'done' });
    expect(changes).toEqual([]);
    written.resolve(undefined);
    await queue.idle();
    expect(changes).toEqual(['c1 done']);
    // Without holding it back: a read that starts right after add (the next identical request's) finds it.
    await queue.add(cached('c2', 2));
    expect(await store.get('c2')).toMatchObject({ state: 'done' });
    // A failed write: add still answers the job, nothing is announced, the queue goes on.
    vi.spyOn(store, 'put').mockRejectedValueOnce(new DOMException('Quota exceeded', 'QuotaExceededError'));
    expect(await queue.add(cached('c3', 3))).toMatchObject({ id: 'c3' });
    await queue.idle();
    expect(changes).toEqual(['c1 done', 'c2 done']);
    expect(await store.get('c3')).toBeUndefined();
  });

  describe('a job that finds a free slot starts at once (issue #28: one write before its call, not three)', () => {
    /** A queue whose first pass has run (as `recover` does at worker start): nothing waits. `order` hears each send. */
    async function drainedQueue(limit: number, changes: string[] = [], order: string[] = []) {
      const runner = controlledRunner();
      const run: JobRunner = (record, signal) => (order.push(`${record.id} sent`), runner.run(record, signal));
      const queue = new JobQueue({ store, run, concurrency: () => limit, clock, onChange: (changed) => changes.push(`${changed.id} ${changed.state}`) });
      await queue.recover();
      await queue.idle();
      return { runner, queue };
    }

    it('is written once, as running, and on disk so before its runner is called', async () => {
      const changes: string[] = [];
      const order: string[] = [];
      const { runner, queue } = await drainedQueue(1, changes, order);
      const put = store.put.bind(store);
      const puts = vi.spyOn(store, 'put').mockImplementation(async (record) => {
        await put(record);
        order.push(`${record.id} written ${record.state}`);
      });
      const updates = vi.spyOn(store, 'update');
      const reads = vi.spyOn(store, 'byState');
      const added = await queue.add(job('now', 1));
      expect(added).toMatchObject({ id: 'now', state: 'running', startedAt: expect.any(Number) });
      await eventually(() => runner.calls.length === 1);
      expect(order).toEqual(['now written running', 'now sent']);
      expect(puts).toHaveBeenCalledTimes(1);
      expect(updates).not.toHaveBeenCalled();
      expect(reads).not.toHaveBeenCalled();
      expect(changes).toEqual(['now running']);
      runner.finish('now');
      await queue.idle();
      expect(changes).toEqual(['now running', 'now done']);
    });

    it('waits its turn when the slots are full or an older job waits, and runs after it', async () => {
      const { runner, queue } = await drainedQueue(1);
      expect((await queue.add(job('first', 1))).state).toBe('running');
      // The one slot is taken: the next ones are queued, oldest first.
      expect((await queue.add(job('second', 2))).state).toBe('queued');
      expect((await queue.add(job('third', 3))).state).toBe('queued');
      runner.finish('first');
      await eventually(() => runner.calls.length === 2);
      // A job added while `third` waits is queued behind it, even though a slot is free for a moment.
      runner.finish('second');
      expect((await queue.add(job('fourth', 4))).state).toBe('queued');
      await eventually(() => runner.calls.length === 3);
      runner.finish('third');
      await eventually(() => runner.calls.length === 4);
      runner.finish('fourth');
      await queue.idle();
      expect(runner.calls.map((call) => call.id)).toEqual(['first', 'second', 'third', 'fourth']);
      expect(runner.maxRunning).toBe(1);
    });

    it('two jobs added side by side never run beyond the limit', async () => {
      const { runner, queue } = await drainedQueue(1);
      const [a, b] = await Promise.all([queue.add(job('a', 1)), queue.add(job('b', 2))]);
      expect([a.state, b.state].sort()).toEqual(['queued', 'running']);
      await eventually(() => runner.calls.length === 1);
      runner.finish(runner.calls[0]?.id ?? '');
      await eventually(() => runner.calls.length === 2);
      runner.finish(runner.calls[1]?.id ?? '');
      await queue.idle();
      expect(runner.maxRunning).toBe(1);
    });

    it('a concurrency setting that cannot be read leaves the job queued, never a failed start', async () => {
      const runner = controlledRunner();
      let broken = false;
      const queue = new JobQueue({ store, run: runner.run, concurrency: () => (broken ? Promise.reject(new Error('storage unavailable')) : 1), clock });
      await queue.recover();
      await queue.idle();
      broken = true;
      expect(await queue.add(job('waits', 1))).toMatchObject({ id: 'waits', state: 'queued' });
      expect((await store.get('waits'))?.state).toBe('queued');
      expect(runner.calls).toHaveLength(0);
      // Readable again: the next pass starts it.
      broken = false;
      await queue.pump();
      await eventually(() => runner.calls.length === 1);
      runner.finish('waits');
      await queue.idle();
    });

    it('a failed write answers the failure, holds no slot, and the next job still starts', async () => {
      const { runner, queue } = await drainedQueue(1);
      vi.spyOn(store, 'put').mockRejectedValueOnce(new DOMException('Quota exceeded', 'QuotaExceededError'));
      await expect(queue.add(job('lost', 1))).rejects.toThrow('Quota exceeded');
      expect(queue.runningCount).toBe(0);
      expect(await store.get('lost')).toBeUndefined();
      expect((await queue.add(job('next', 2))).state).toBe('running');
      await eventually(() => runner.calls.length === 1);
      runner.finish('next');
      await queue.idle();
      expect(runner.calls.map((call) => call.id)).toEqual(['next']);
    });
  });

  it('applies a changed concurrency limit at the next scheduling step', async () => {
    const runner = controlledRunner();
    let limit = 1;
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => limit, clock });
    for (let i = 0; i < 4; i++) await queue.add(job(`j${i}`, i));
    await eventually(() => runner.calls.length === 1);
    limit = 3;
    await queue.pump();
    await eventually(() => runner.calls.length === 3);
    expect(runner.maxRunning).toBe(3);
  });

  it('persists: a new queue on the same database interrupts running jobs (never re-sent) and starts queued ones', async () => {
    const first = controlledRunner();
    const queue1 = new JobQueue({ store, run: first.run, concurrency: () => 1, clock });
    await queue1.add(job('a', 1));
    await queue1.add(job('b', 2));
    await eventually(() => first.calls.length === 1);
    expect(first.calls[0]?.id).toBe('a');

    // The worker is stopped: queue1 is simply gone (its promise never settles). A new worker
    // opens the same database.
    const second = controlledRunner();
    const changes: JobRecord[] = [];
    const queue2 = new JobQueue({ store: createJobStore(db), run: second.run, concurrency: () => 1, clock, onChange: (j) => changes.push(j) });
    const interrupted = await queue2.recover();

    expect(interrupted.map((j) => j.id)).toEqual(['a']);
    const a = await store.get('a');
    expect(a).toMatchObject({ state: 'interrupted', error: { code: 'interrupted' } });
    expect(a?.finishedAt).toBeDefined();
    expect(changes.some((j) => j.id === 'a' && j.state === 'interrupted')).toBe(true);

    // The queued job was never sent, so it starts; the interrupted one is not sent again.
    await eventually(() => second.calls.length === 1);
    expect(second.calls.map((c) => c.id)).toEqual(['b']);
    second.finish('b');
    await queue2.idle();
    expect(second.calls.map((c) => c.id)).toEqual(['b']);
    expect((await store.get('a'))?.state).toBe('interrupted');
  });

  it('cancels a queued job without ever running it', async () => {
    const runner = controlledRunner();
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 1, clock });
    await queue.add(job('a', 1));
    await queue.add(job('b', 2));
    await eventually(() => runner.calls.length === 1);
    const cancelled = await queue.cancel('b');
    expect(cancelled).toMatchObject({ state: 'cancelled', error: { code: 'aborted' } });
    runner.finish('a');
    await queue.idle();
    expect(runner.calls.map((c) => c.id)).toEqual(['a']);
    expect((await store.get('b'))?.state).toBe('cancelled');
  });

  it('aborts a running job through its signal and records it cancelled; the next job starts', async () => {
    const runner = controlledRunner();
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 1, clock });
    await queue.add(job('a', 1));
    await queue.add(job('b', 2));
    await eventually(() => runner.calls.length === 1);
    const cancelled = await queue.cancel('a');
    expect(runner.calls[0]?.signal.aborted).toBe(true);
    expect(cancelled?.state).toBe('cancelled');
    await eventually(() => runner.calls.length === 2);
    expect(runner.calls[1]?.id).toBe('b');
  });

  it('records a failure with the runner error code', async () => {
    const queue = new JobQueue({
      store,
      run: async () => {
        const { ApiError } = await import('../../../lib/api/errors');
        throw new ApiError('insufficient_credits', 'Out of credits');
      },
      concurrency: () => 2,
      clock,
    });
    await queue.add(job('a', 1));
    await queue.idle();
    expect(await store.get('a')).toMatchObject({ state: 'failed', error: { code: 'insufficient_credits', message: 'Out of credits' } });
  });

  it('leaves finished jobs alone on cancel, and prunes finished jobs beyond the cap', async () => {
    const runner = controlledRunner();
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => 5, clock, finishedCap: 2 });
    for (let i = 0; i < 4; i++) await queue.add(job(`j${i}`, i));
    await eventually(() => runner.calls.length === 4);
    for (let i = 0; i < 4; i++) runner.finish(`j${i}`);
    await queue.idle();
    expect((await store.recent(10)).map((j) => j.id)).toEqual(['j3', 'j2']);
    expect((await queue.cancel('j3'))?.state).toBe('done');
  });

  it('reads the concurrency setting and the queued jobs side by side on the way to a start', async () => {
    const runner = controlledRunner();
    const setting = deferred<number>();
    const queued = vi.spyOn(store, 'byState');
    const queue = new JobQueue({ store, run: runner.run, concurrency: () => setting.promise, clock });
    await queue.add(job('j1', 1));
    await eventually(() => queued.mock.calls.length > 0);
    expect(runner.calls).toHaveLength(0);
    setting.resolve(1);
    await eventually(() => runner.calls.length === 1);
    runner.finish('j1');
    await queue.idle();
  });

  it('pruning after a job reads no record while the store holds no more jobs than the cap', async () => {
    for (let i = 0; i < 3; i++) await store.put(job(`j${i}`, i, 'done'));
    const index = Object.getPrototypeOf(db.transaction(STORES.jobs).objectStore(STORES.jobs).index(INDEXES.jobsByCreatedAt)) as IDBIndex;
    const walks = vi.spyOn(index, 'openCursor');
    expect(await store.pruneFinished(3)).toBe(0);
    expect(walks).not.toHaveBeenCalled();
    expect(await store.pruneFinished(2)).toBe(1);
    expect((await store.recent(10)).map((j) => j.id)).toEqual(['j2', 'j1']);
  });
});
