import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { Job } from '../../../lib/queue/types';
import { visibleJobs } from './visible-jobs';

/** What a listing photo shows: untouched, waiting, rendering, with a result, or its last render failed. */
export type PhotoStateKind = 'original' | 'queued' | 'working' | 'ready' | 'failed';

/** A photo's state, with the job it comes from (queued, working, failed). */
export interface PhotoState {
  readonly kind: PhotoStateKind;
  readonly job?: Job;
}

/**
 * A photo's state from the jobs (newest first) and results (newest first): a running render
 * first, then a queued one, then a failure newer than the newest result (not dismissed), then
 * a result; else the original.
 */
export function photoStateOf(url: string, jobs: readonly Job[], results: readonly HistoryEntry[], dismissed: readonly string[], now: number): PhotoState {
  const mine = visibleJobs(
    jobs.filter((job) => job.photo.url === url),
    dismissed,
    now,
  );
  const running = mine.find((job) => job.state === 'running');
  if (running) return { kind: 'working', job: running };
  const queued = mine.find((job) => job.state === 'queued');
  if (queued) return { kind: 'queued', job: queued };
  const newest = results.find((entry) => entry.photo.url === url);
  const failed = mine.find((job) => job.state === 'failed' || job.state === 'interrupted');
  if (failed && (!newest || (failed.finishedAt ?? failed.createdAt) > newest.createdAt)) return { kind: 'failed', job: failed };
  return { kind: newest ? 'ready' : 'original' };
}
