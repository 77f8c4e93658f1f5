import type { Job } from '../queue/types';
import { isActive } from '../queue/types';
import { disclosureOf, historyParams } from '../operations';
import type { HistoryEntry } from './history-entry';

/**
 * Results that are paid for but not (yet) in history: the background holds a finished job whose
 * history write failed (a full disk) and keeps retrying. The panel shows such a job's hosted
 * result as a history entry without a local copy, so a render the user paid for is never out of
 * sight; once the write lands, the real entry (same id) takes its place.
 */
export function unsavedResults(jobs: readonly Job[], saved: readonly HistoryEntry[]): HistoryEntry[] {
  const ids = new Set(saved.map((entry) => entry.id));
  return jobs.flatMap((job) => {
    const entry = entryOfJob(job, false);
    return entry && !ids.has(entry.id) ? [entry] : [];
  });
}

/**
 * A finished job's result as the history entry it stands for (same id), or null when the job
 * has no image result. `hasLocalCopy` says whether to look for the local copy first: a render's
 * entry is written before its job is done and its copy attached right after (it may not be there
 * yet, or ever: then the hosted URL is used).
 */
export function entryOfJob(job: Job, hasLocalCopy: boolean): HistoryEntry | null {
  const result = job.result;
  if (isActive(job) || job.state !== 'done' || !result?.imageUrl) return null;
  return {
    id: result.historyId,
    jobId: job.id,
    operation: job.request.operation,
    params: historyParams(job.request),
    photo: job.photo,
    resultUrl: result.imageUrl,
    createdAt: job.finishedAt ?? job.createdAt,
    disclosure: disclosureOf(job.request.operation),
    hasLocalCopy,
  };
}

/** History entries with the unsaved results added, newest first. */
export function withUnsavedResults(saved: readonly HistoryEntry[], jobs: readonly Job[]): HistoryEntry[] {
  return [...saved, ...unsavedResults(jobs, saved)].sort((a, b) => b.createdAt - a.createdAt);
}
