import type { JobRecord, JobStore } from './job-store';
import type { JobResult } from './types';
import type { WriteRetry } from './write-retry';

/** What the job queue (`queue.ts`) is given: its runner, store, clock and listeners. */

/**
 * Executes one job (acquisition, API call, history); resolves with its result or throws a coded
 * error. Work that must not hold the result up (the local copy of the result image) is handed to
 * `later`: the queue runs it once the finished job is written and published. `answered` is told
 * the result as soon as the API answered, before the runner's own writes (history).
 */
export type JobRunner = (job: JobRecord, signal: AbortSignal, later?: (work: () => Promise<void>) => void, answered?: (result: JobResult) => void) => Promise<JobResult>;

/** What the queue needs. */
export interface QueueDeps {
  readonly store: JobStore;
  readonly run: JobRunner;
  /** The current concurrency limit (read at every scheduling step, so a settings change applies at once). */
  readonly concurrency: () => number | Promise<number>;
  readonly clock: () => number;
  /** Called after every state change that was written. */
  readonly onChange?: (job: JobRecord) => void;
  /**
   * Called with a job as it will be finished the moment its API call answered, before anything
   * about it is written: for showing the result at once. Nothing durable may rest on it (the
   * written `done` follows through `onChange`).
   */
  readonly onAnswered?: (job: JobRecord) => void;
  /** How many finished jobs to keep. */
  readonly finishedCap?: number;
  /** Backoff for writing a finished job (default `DEFAULT_WRITE_RETRY`). */
  readonly writeRetry?: WriteRetry;
  /** Results recorded elsewhere (history) for jobs found `running` at worker start: those were done. */
  readonly completedResults?: (jobIds: readonly string[]) => Promise<ReadonlyMap<string, JobResult>>;
}

/** How many jobs may run at once for a `concurrency()` setting: whole, and at least one. */
export function slotsOf(concurrency: number): number {
  return Math.max(1, Math.floor(concurrency));
}
