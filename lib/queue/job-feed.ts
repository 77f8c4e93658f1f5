import { JOB_LIST_SIZE } from './job-list';
import type { Job } from './types';

/**
 * The background's side of the jobs' data path: each job that changed is pushed once, as a
 * change (`jobChanges` event: the changed jobs and the ids removed), never the whole list again.
 * Changes made in one turn (a batch queued, a batch stopped, a job started and its neighbour
 * queued) leave as one event; a job pushed again unchanged (a finished job published while its
 * write is tried, then once written) is not sent twice.
 */

/** One push: the jobs that changed (their public part) and the ids of jobs that are gone. */
export interface JobChanges {
  readonly jobs: Job[];
  readonly removed: string[];
}

/** Collects changes and pushes them. */
export interface JobFeed {
  /** A job changed (added, started, finished, joined a batch...). */
  changed(job: Job): void;
  /** Jobs were deleted (Clear history). */
  removed(ids: readonly string[]): void;
}

/** How to push and when to flush (by default after the current turn: `queueMicrotask`). */
export interface JobFeedOptions {
  readonly push: (changes: JobChanges) => void;
  readonly schedule?: (flush: () => void) => void;
}

/** Creates the feed. */
export function createJobFeed({ push, schedule = queueMicrotask }: JobFeedOptions): JobFeed {
  const pending = new Map<string, Job>();
  const gone = new Set<string>();
  // The last copy pushed of each job, to skip a repeat; only the newest ones are remembered.
  const sent = new Map<string, string>();
  let scheduled = false;

  const remember = (job: Job, text: string) => {
    sent.delete(job.id);
    sent.set(job.id, text);
    if (sent.size > JOB_LIST_SIZE) sent.delete(sent.keys().next().value as string);
  };

  const flush = () => {
    scheduled = false;
    const jobs: Job[] = [];
    for (const job of pending.values()) {
      const text = JSON.stringify(job);
      if (sent.get(job.id) === text) continue;
      remember(job, text);
      jobs.push(job);
    }
    const removed = [...gone];
    pending.clear();
    gone.clear();
    for (const id of removed) sent.delete(id);
    if (jobs.length > 0 || removed.length > 0) push({ jobs, removed });
  };

  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };

  return {
    changed(job) {
      gone.delete(job.id);
      pending.set(job.id, job);
      later();
    },
    removed(ids) {
      for (const id of ids) {
        pending.delete(id);
        gone.add(id);
      }
      if (ids.length > 0) later();
    },
  };
}
