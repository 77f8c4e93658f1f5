import { classifyError } from '../errors';
import { FINISHED_JOBS_CAP, type JobRecord, type JobStore } from './job-store';
import type { JobResult } from './types';

/**
 * The durable job queue: at most `concurrency()` jobs run at once, the rest wait in IndexedDB.
 *
 * State machine: queued → running → done | failed | cancelled; queued → cancelled;
 * running → interrupted (only by `recover`, at worker start). A job is written `running` before
 * its runner starts, so if the worker dies mid-call the next worker finds it `running` and marks
 * it `interrupted` instead of sending it again: a render may already have been charged, and only
 * the user decides to retry. `queued` jobs were never sent, so a new worker simply starts them.
 */

/** Executes one job (acquisition, API call, history); resolves with its result or throws a coded error. */
export type JobRunner = (job: JobRecord, signal: AbortSignal) => Promise<JobResult>;

/** What the queue needs. */
export interface QueueDeps {
  readonly store: JobStore;
  readonly run: JobRunner;
  /** The current concurrency limit (read at every scheduling step, so a settings change applies at once). */
  readonly concurrency: () => number | Promise<number>;
  readonly clock: () => number;
  /** Called after every state change that was written. */
  readonly onChange?: (job: JobRecord) => void;
  /** How many finished jobs to keep. */
  readonly finishedCap?: number;
}

/** The queue of one service worker instance. */
export class JobQueue {
  private readonly controllers = new Map<string, AbortController>();
  private readonly tasks = new Map<string, Promise<void>>();
  private pumping: Promise<void> | undefined;
  private pumpAgain = false;

  constructor(private readonly deps: QueueDeps) {}

  /** Jobs this worker is running now. */
  get runningCount(): number {
    return this.controllers.size;
  }

  /**
   * Worker start: every job still marked `running` was cut off by a stopped worker or browser, so
   * it becomes `interrupted` (never re-sent). Then the queued jobs start.
   */
  async recover(): Promise<JobRecord[]> {
    const interrupted = await this.deps.store.interruptRunning(this.deps.clock());
    for (const job of interrupted) this.notify(job);
    void this.pump();
    return interrupted;
  }

  /** Stores a new job (queued, or already done for a cached result) and schedules it. */
  async add(job: JobRecord): Promise<JobRecord> {
    await this.deps.store.put(job);
    this.notify(job);
    if (job.state === 'queued') void this.pump();
    else void this.prune();
    return job;
  }

  /**
   * Cancels a queued job, or aborts a running one (its API call is aborted through the client's
   * signal and the job ends `cancelled`). A finished job is answered unchanged.
   */
  async cancel(id: string): Promise<JobRecord | undefined> {
    const controller = this.controllers.get(id);
    if (controller) {
      controller.abort();
      await this.tasks.get(id);
      return this.deps.store.get(id);
    }
    let changed = false;
    const job = await this.deps.store.update(id, (record) => {
      if (record.state !== 'queued') return undefined;
      changed = true;
      return { ...record, state: 'cancelled', finishedAt: this.deps.clock(), error: { code: 'aborted', message: 'Cancelled before it started.' } };
    });
    if (job && changed) this.notify(job);
    return job;
  }

  /**
   * Starts queued jobs, oldest first, while fewer than `concurrency()` run. Calls never overlap:
   * a call during a pass makes the pass run once more, so no start is lost and the limit holds.
   */
  pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return this.pumping;
    }
    this.pumping = this.pumpLoop()
      // A database failure leaves the jobs queued on disk; the next change or worker start retries.
      .catch(() => undefined)
      .finally(() => {
        this.pumping = undefined;
      });
    return this.pumping;
  }

  /** Resolves when no job of this worker runs and none can start (for tests and shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      await this.pumping;
      const running = [...this.tasks.values()];
      if (running.length === 0 && !this.pumping) return;
      await Promise.all(running);
    }
  }

  private async pumpLoop(): Promise<void> {
    do {
      this.pumpAgain = false;
      const limit = Math.max(1, Math.floor(await this.deps.concurrency()));
      const queued = await this.deps.store.byState('queued');
      for (const candidate of queued) {
        if (this.controllers.size >= limit) break;
        if (this.controllers.has(candidate.id)) continue;
        await this.begin(candidate.id);
      }
    } while (this.pumpAgain);
  }

  /** Marks a job running (only if still queued: it may have been cancelled meanwhile) and runs it. */
  private async begin(id: string): Promise<void> {
    const controller = new AbortController();
    // Reserve the slot before the write, so a concurrent count can't overshoot the limit.
    this.controllers.set(id, controller);
    let started: JobRecord | undefined;
    try {
      await this.deps.store.update(id, (record) => {
        if (record.state !== 'queued') return undefined;
        started = { ...record, state: 'running', startedAt: this.deps.clock() };
        return started;
      });
    } catch (error) {
      this.controllers.delete(id);
      throw error;
    }
    if (!started) {
      this.controllers.delete(id);
      return;
    }
    this.notify(started);
    const job = started;
    const task = this.execute(job, controller).finally(() => {
      this.controllers.delete(id);
      this.tasks.delete(id);
      void this.pump();
    });
    this.tasks.set(id, task);
  }

  private async execute(job: JobRecord, controller: AbortController): Promise<void> {
    let finished: JobRecord;
    try {
      const result = await this.deps.run(job, controller.signal);
      // A result that arrived is kept even if a cancel came late: the credit is already spent.
      finished = { ...job, state: 'done', finishedAt: this.deps.clock(), result };
    } catch (error) {
      const aborted = controller.signal.aborted;
      finished = { ...job, state: aborted ? 'cancelled' : 'failed', finishedAt: this.deps.clock(), error: classifyError(error, aborted) };
    }
    try {
      await this.deps.store.put(finished);
    } catch {
      // The database failed; the job stays `running` on disk and the next worker start marks it
      // interrupted, which is the safe reading. Nothing better can be done from here.
      return;
    }
    this.notify(finished);
    await this.prune();
  }

  private async prune(): Promise<void> {
    try {
      await this.deps.store.pruneFinished(this.deps.finishedCap ?? FINISHED_JOBS_CAP);
    } catch {
      // Pruning is housekeeping; a failure only leaves a few more old jobs.
    }
  }

  private notify(job: JobRecord): void {
    try {
      this.deps.onChange?.(job);
    } catch {
      // A listener's failure must not break the queue.
    }
  }
}
