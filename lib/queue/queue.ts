import { FINISHED_JOBS_CAP, type JobRecord, type RepairReport } from './job-store';
import { slotsOf, type QueueDeps } from './queue-deps';
import type { JobResult } from './types';
import { HeldJobs } from './held-jobs';
import { joinBatch, stopBatch } from './batch';
import { jobError } from './finished';

/**
 * The durable job queue: at most `concurrency()` jobs run at once, the rest wait in IndexedDB.
 *
 * State machine: queued → running → done | failed | cancelled; queued → cancelled;
 * running → interrupted (only by `recover`, at worker start); a new job that finds a free slot
 * is written `running` in its first write (`startAtOnce`). A job is written `running` before
 * its runner starts, so if the worker dies mid-call the next worker finds it `running` and marks
 * it `interrupted` instead of sending it again: a render may already have been charged, and only
 * the user decides to retry. `queued` jobs were never sent, so a new worker simply starts them.
 *
 * A finished job whose write fails is held in memory and published from there (`held-jobs.ts`).
 */

// Re-exported: callers and tests know them from the queue.
export { DROPPED_MAY_HAVE_CHARGED, jobError, TIMEOUT_MAY_HAVE_CHARGED, withUnsaved } from './finished';
export type { JobRunner, QueueDeps } from './queue-deps';

/** The queue of one service worker instance. */
export class JobQueue {
  private readonly controllers = new Map<string, AbortController>();
  private readonly tasks = new Map<string, Promise<void>>();
  private pumping: Promise<void> | undefined;
  private pumpAgain = false;
  /** The last pass left no queued job behind (none waits for a slot): a new job may start at once. */
  private drained = false;
  /** Finished jobs whose write failed: held (and published) until a write succeeds. */
  private readonly held: HeldJobs;
  /** Batches joined by jobs already running (`joinBatch`): their finished record keeps it. */
  private readonly joinedBatches = new Map<string, string>();
  /** Work handed over by finished jobs (`JobRunner`'s `later`), running after their job ended. */
  private readonly followUps = new Set<Promise<void>>();
  /** What the last `recover` repaired in the store. */
  lastRepair: RepairReport = { migrated: 0, quarantined: 0 };

  constructor(private readonly deps: QueueDeps) {
    this.held = new HeldJobs(deps.store, (job) => this.notify(job), deps.writeRetry);
  }

  /** Jobs this worker is running now. */
  get runningCount(): number {
    return this.controllers.size;
  }

  /** Finished jobs only memory holds (their write failed and is being retried). */
  unsaved(): JobRecord[] {
    return this.held.list();
  }

  /**
   * Worker start: old job records are migrated and unreadable ones set aside; every job still
   * marked `running` was cut off by a stopped worker or browser, so it becomes `interrupted`
   * (never re-sent), or `done` when its result reached history first. Then the queued jobs start.
   * Answers the jobs it settled.
   */
  async recover(): Promise<JobRecord[]> {
    const now = this.deps.clock();
    this.lastRepair = await this.deps.store.repair(now).catch(() => this.lastRepair);
    const running = await this.deps.store.byState('running');
    const completed = running.length > 0 && this.deps.completedResults ? await this.deps.completedResults(running.map((job) => job.id)).catch(() => undefined) : undefined;
    const settled = await this.deps.store.interruptRunning(now, completed);
    for (const job of settled) this.notify(job);
    void this.pump();
    return settled;
  }

  /** Stores a new job (queued, or done for a cached result) and schedules it; answers it as stored (`running`: started at once). */
  async add(job: JobRecord): Promise<JobRecord> {
    if (job.state === 'queued') {
      const started = await this.startAtOnce(job);
      if (started) return started;
      await this.deps.store.put(job);
      this.drained = false;
      this.notify(job);
      void this.pump();
      return job;
    }
    // A job done at once (a cached result) spent nothing and its result is in history: the page
    // that asked has it in the reply before the write (issue #28), the others once it is written.
    // A later read runs after the write (IndexedDB orders them); a failure loses only this copy.
    this.follow(() => this.deps.store.put(job).then(() => (this.notify(job), this.prune())));
    return job;
  }

  /**
   * Puts an active job that is in no batch yet into `batchId` (a batch's photo shared it): one
   * render then counts for the batch too. A job already in a batch stays in its own. Answers the
   * job as it is now.
   */
  async joinBatch(id: string, batchId: string): Promise<JobRecord | undefined> {
    const joined = await joinBatch(this.deps.store, id, batchId);
    if (!joined) return this.deps.store.get(id);
    // A running job's finished record is built from the copy it started with: remember the batch.
    if (this.controllers.has(id)) this.joinedBatches.set(id, batchId);
    this.notify(joined);
    return joined;
  }

  /**
   * Cancels a queued job, or aborts a running one (its API call is aborted through the client's
   * signal and the job ends `cancelled`). A finished job is answered unchanged.
   */
  async cancel(id: string): Promise<JobRecord | undefined> {
    const unsaved = this.held.get(id);
    if (unsaved) return unsaved;
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
      .catch(() => {
        this.drained = false;
      })
      .finally(() => {
        this.pumping = undefined;
      });
    return this.pumping;
  }

  /** Resolves when no job of this worker runs, none can start and no job's follow-up work is left (for tests and shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      await this.pumping;
      const running = [...this.tasks.values(), ...this.followUps];
      if (running.length === 0 && !this.pumping) return;
      await Promise.all(running);
    }
  }

  private async pumpLoop(): Promise<void> {
    do {
      this.pumpAgain = false;
      await this.held.flush();
      // Two independent reads (settings, the store) on the way to every job's start: side by side.
      const [concurrency, queued] = await Promise.all([this.deps.concurrency(), this.deps.store.byState('queued')]);
      const limit = slotsOf(concurrency);
      const waiting = queued.filter((candidate) => !this.controllers.has(candidate.id));
      let begun = 0;
      for (const candidate of waiting) {
        if (this.controllers.size >= limit) break;
        await this.begin(candidate.id);
        begun += 1;
      }
      this.drained = begun === waiting.length;
    } while (this.pumpAgain);
  }

  /**
   * A new job that a pass would start right away (a slot free, no older job waiting) is written
   * `running` in its first write: one transaction before its API call instead of three (issue
   * #28), and as crash-safe. Answers undefined, having written nothing, when it must wait its turn
   * (checked again after the setting's read: a pass or another start may have come meanwhile) or
   * the setting cannot be read: the pass then decides, as for any queued job.
   */
  private async startAtOnce(job: JobRecord): Promise<JobRecord | undefined> {
    if (!this.drained || this.pumping) return undefined;
    const limit = await Promise.resolve(this.deps.concurrency()).then(slotsOf, () => 0);
    if (!this.drained || this.pumping || this.controllers.size >= limit) return undefined;
    const started: JobRecord = { ...job, state: 'running', startedAt: this.deps.clock() };
    return this.startWith(job.id, async () => (await this.deps.store.put(started), started));
  }

  /** Marks a job running (only if still queued: it may have been cancelled meanwhile) and runs it. */
  private async begin(id: string): Promise<void> {
    await this.startWith(id, async () => {
      let started: JobRecord | undefined;
      await this.deps.store.update(id, (record) => {
        if (record.state !== 'queued') return undefined;
        started = { ...record, state: 'running', startedAt: this.deps.clock() };
        return started;
      });
      return started;
    });
  }

  /**
   * Takes a slot for job `id`, writes it `running` (`write` answers the record, or undefined when
   * it must not start) and runs it; the slot is freed when the write fails or declines, and when
   * the job ends (then the next one starts).
   */
  private async startWith(id: string, write: () => Promise<JobRecord | undefined>): Promise<JobRecord | undefined> {
    const controller = new AbortController();
    // Reserve the slot before the write, so a concurrent count can't overshoot the limit.
    this.controllers.set(id, controller);
    let started: JobRecord | undefined;
    try {
      started = await write();
    } finally {
      if (!started) this.controllers.delete(id);
    }
    if (!started) return undefined;
    this.notify(started);
    const task = this.execute(started, controller).finally(() => {
      this.controllers.delete(id);
      this.tasks.delete(id);
      void this.pump();
    });
    this.tasks.set(id, task);
    return started;
  }

  private async execute(started: JobRecord, controller: AbortController): Promise<void> {
    let finished: JobRecord;
    const joined = () => {
      const batchId = this.joinedBatches.get(started.id);
      this.joinedBatches.delete(started.id);
      return batchId === undefined ? started : { ...started, batchId };
    };
    const later: (() => Promise<void>)[] = [];
    let announced: JobRecord | undefined;
    const answered = (result: JobResult): void => {
      // Not `joined()`: that hands the joined batch over once, to the finished record below.
      const batchId = this.joinedBatches.get(started.id);
      announced = { ...started, ...(batchId === undefined ? {} : { batchId }), state: 'done', finishedAt: this.deps.clock(), result };
      this.tell(this.deps.onAnswered, announced);
    };
    try {
      const result = await this.deps.run(started, controller.signal, (work) => later.push(work), answered);
      // A result that arrived is kept even if a cancel came late: the credit is already spent.
      finished = { ...joined(), state: 'done', finishedAt: announced?.result === result ? announced.finishedAt : this.deps.clock(), result };
    } catch (error) {
      const aborted = controller.signal.aborted;
      finished = { ...joined(), state: aborted ? 'cancelled' : 'failed', finishedAt: this.deps.clock(), error: jobError(error, aborted) };
    }
    const saved = await this.held.save(finished);
    // After the job was published: the panel has its result while this runs. Not awaited, so the
    // job's place in the queue is free for the next one meanwhile.
    for (const work of later) this.follow(work);
    if (saved) await this.prune();
    await this.stopBatchAfter(finished);
  }

  /** Runs work that follows a job (its copy, a cached job's write), tracked for `idle`; its failure never reaches the queue. */
  private follow(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch(() => undefined)
      .finally(() => this.followUps.delete(running));
    this.followUps.add(running);
  }

  /** After a failure every photo of its batch would share (no credits, no key), the batch's queued jobs are cancelled. */
  private async stopBatchAfter(finished: JobRecord): Promise<void> {
    try {
      for (const job of await stopBatch(this.deps.store, finished, this.deps.clock())) this.notify(job);
    } catch {
      // The store is failing: the queued jobs stay queued and fail on their own when they run.
    }
  }

  private async prune(): Promise<void> {
    try {
      await this.deps.store.pruneFinished(this.deps.finishedCap ?? FINISHED_JOBS_CAP);
    } catch {
      // Pruning is housekeeping; a failure only leaves a few more old jobs.
    }
  }

  private notify(job: JobRecord): void {
    this.tell(this.deps.onChange, job);
  }

  private tell(listener: ((job: JobRecord) => void) | undefined, job: JobRecord): void {
    try {
      listener?.(job);
    } catch {
      // A listener's failure must not break the queue.
    }
  }
}
