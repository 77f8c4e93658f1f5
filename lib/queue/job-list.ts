import { PICKED_LIMITS } from '../sites/picked-limits';
import { isActive, type Job, type JobState } from './types';

/**
 * A list of jobs as the background answers it and the panel holds it: the one size both use, and
 * how the panel folds the background's changes into what it has. The background pushes each job
 * that changed (`jobChanges` events, `job-feed.ts`), never the whole list again; the panel reads
 * the whole list once when it opens (and when it comes back into view or the background
 * restarted) and merges every change into it by job id.
 */

/**
 * How many jobs a list holds: every active job, then the newest finished ones up to this many in
 * all. One listing batch is at most one listing's photos (`PICKED_LIMITS.listingPhotos`), so a
 * list this long holds every photo of a batch, however large, whether its jobs are still running
 * or already done. `listJobs` answers this many by default and accepts no more.
 */
export const JOB_LIST_SIZE = PICKED_LIMITS.listingPhotos;

/** Where a state stands in a job's life: queued → running → finished. A job never moves back. */
function stage(state: JobState): number {
  if (state === 'queued') return 0;
  if (state === 'running') return 1;
  return 2;
}

/**
 * The newer of two copies of one job. A job's state only moves forward, so a copy at an earlier
 * stage is an older read (a list read before the job's writes landed, an event overtaken by a
 * newer one) and never takes a later one back; at the same stage the incoming copy wins (a job
 * that joined a batch, a finished job whose write landed).
 */
export function newerJob(known: Job | undefined, incoming: Job): Job {
  return known && stage(incoming.state) < stage(known.state) ? known : incoming;
}

/** Newest first; every active job, then finished ones, `size` in all (active ones always kept). */
export function capJobs(jobs: readonly Job[], size: number = JOB_LIST_SIZE): Job[] {
  const sorted = [...jobs].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  const active = sorted.filter(isActive);
  const finished = sorted.filter((job) => !isActive(job)).slice(0, Math.max(0, size - active.length));
  const kept = new Set([...active, ...finished]);
  return sorted.filter((job) => kept.has(job));
}

/** `jobs` with the changed jobs put in by id (each the newer copy) and the removed ids taken out, capped. */
export function mergeJobs(jobs: readonly Job[], changed: readonly Job[], removed: readonly string[] = []): Job[] {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  for (const job of changed) byId.set(job.id, newerJob(byId.get(job.id), job));
  for (const id of removed) byId.delete(id);
  return capJobs([...byId.values()]);
}

/**
 * A full list read while changes kept arriving: the list is the truth for which jobs exist, each
 * job the newer of its listed copy and the one the panel has; a job the panel learned of after
 * the read began (`since`: ids changed meanwhile) stays even if the list missed it.
 */
export function reconcileJobs(listed: readonly Job[], known: readonly Job[], since: ReadonlySet<string>): Job[] {
  const knownById = new Map(known.map((job) => [job.id, job]));
  // A job changed since the read began: the panel's copy is the newer one unless the list is further on.
  const merged = listed.map((job) => {
    const mine = knownById.get(job.id);
    return mine && since.has(job.id) ? newerJob(job, mine) : newerJob(mine, job);
  });
  const listedIds = new Set(listed.map((job) => job.id));
  const newer = known.filter((job) => since.has(job.id) && !listedIds.has(job.id));
  return capJobs([...merged, ...newer]);
}
