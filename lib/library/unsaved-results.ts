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
    const result = job.result;
    if (isActive(job) || job.state !== 'done' || !result?.imageUrl || ids.has(result.historyId)) return [];
    const entry: HistoryEntry = {
      id: result.historyId,
      jobId: job.id,
      operation: job.request.operation,
      params: historyParams(job.request),
      photo: job.photo,
      resultUrl: result.imageUrl,
      createdAt: job.finishedAt ?? job.createdAt,
      disclosure: disclosureOf(job.request.operation),
      hasLocalCopy: false,
    };
    return [entry];
  });
}

/** History entries with the unsaved results added, newest first. */
export function withUnsavedResults(saved: readonly HistoryEntry[], jobs: readonly Job[]): HistoryEntry[] {
  return [...saved, ...unsavedResults(jobs, saved)].sort((a, b) => b.createdAt - a.createdAt);
}
