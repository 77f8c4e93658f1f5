import type { ErrorCode } from '../errors';
import type { JobRecord, JobStore } from './job-store';
import type { Job } from './types';

/**
 * Batches ("Reimagine all photos of this listing") in the background: a batch is the jobs that
 * carry its `batchId`. When one of them fails in a way every other photo would too (no credits
 * left, no key, a refused key), the batch stops: its jobs still queued are cancelled instead of
 * each being sent only to fail, and they say why, so the panel can show "stopped early" even
 * after it was closed.
 */

/** Codes after which the remaining photos of a batch would fail the same way. */
export const BATCH_STOPPERS: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['insufficient_credits', 'no_api_key', 'unauthorized']);

/** The message a job cancelled by its batch's stop carries (its code is the stopping failure's). */
export const NOT_STARTED_MESSAGE = 'Not started: an earlier photo of this batch failed the same way.';

/** True when a finished job's failure stops the rest of its batch. */
export function stopsBatch(job: Pick<Job, 'state' | 'batchId' | 'error'>): boolean {
  return job.state === 'failed' && job.batchId !== undefined && job.error !== undefined && BATCH_STOPPERS.has(job.error.code);
}

/**
 * Cancels the jobs of `failed`'s batch that are still queued (never sent: nothing was charged),
 * each with the stopping failure's code. Answers the jobs it changed.
 */
export async function stopBatch(store: Pick<JobStore, 'byState' | 'update'>, failed: JobRecord, now: number): Promise<JobRecord[]> {
  const code = failed.error?.code;
  if (!stopsBatch(failed) || code === undefined) return [];
  const queued = (await store.byState('queued')).filter((job) => job.batchId === failed.batchId);
  const stopped: JobRecord[] = [];
  for (const job of queued) {
    let changed = false;
    const record = await store.update(job.id, (current) => {
      // Only if still queued: the queue may have started it meanwhile.
      if (current.state !== 'queued') return undefined;
      changed = true;
      return { ...current, state: 'cancelled', finishedAt: now, error: { code, message: NOT_STARTED_MESSAGE } };
    });
    if (record && changed) stopped.push(record);
  }
  return stopped;
}

/** Puts an active job in no batch yet into `batchId`; answers the changed job, or undefined when nothing changed. */
export async function joinBatch(store: Pick<JobStore, 'update'>, id: string, batchId: string): Promise<JobRecord | undefined> {
  let changed = false;
  const record = await store.update(id, (current) => {
    if (current.batchId !== undefined || (current.state !== 'queued' && current.state !== 'running')) return undefined;
    changed = true;
    return { ...current, batchId };
  });
  return changed ? record : undefined;
}
