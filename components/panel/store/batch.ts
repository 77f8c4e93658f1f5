import { z } from '../../../lib/zod';
import { ErrorCode } from '../../../lib/errors';
import { listingKey } from '../../../lib/format/listing';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { entryOfJob } from '../../../lib/library/unsaved-results';
import { PickedPhoto, type ListingContext } from '../../../lib/listing';
import { makesImage } from '../../../lib/operations/index';
import { BATCH_STOPPERS } from '../../../lib/queue/batch';
import { BatchId, JobRequest, type Job, type JobState } from '../../../lib/queue/types';

/**
 * A listing's batch ("Reimagine all photos of this listing") as the panel shows it, rebuilt from
 * the background's jobs (every job of a batch, and each retry, carries its `batchId`), so it looks
 * the same after the panel was closed and opened again. A photo the background refused before
 * queueing it (not an image, too small) has no job: the panel keeps it as a refusal (stored with
 * the panel's state), so it is listed and retried like the others.
 */

/** A batch photo refused before it was queued. */
export const BatchRefusal = z.object({
  batchId: BatchId,
  photo: PickedPhoto,
  request: JobRequest,
  code: ErrorCode,
  message: z.string().check(z.maxLength(2000)),
  at: z.number(),
});
export type BatchRefusal = z.infer<typeof BatchRefusal>;

/** One photo of a batch: its newest job (a retry replaces the attempt it retried), or its refusal. */
export interface BatchPhoto {
  readonly url: string;
  /** 1-based place among the listing's photos (0 when the listing no longer lists it). */
  readonly number: number;
  readonly state: JobState | 'refused';
  readonly error: { readonly code: ErrorCode; readonly message: string } | undefined;
  /** The job, unless the photo was refused before queueing. */
  readonly job: Job | undefined;
}

/** What the batch status shows. */
export interface BatchSummary {
  readonly batchId: string;
  /** Photos in the batch. */
  readonly total: number;
  readonly done: number;
  readonly running: number;
  readonly queued: number;
  /** Photos that failed, were interrupted, cancelled or refused: each can be retried. */
  readonly failed: readonly BatchPhoto[];
  /** Done photos with a result, in photo order. */
  readonly finished: readonly BatchPhoto[];
  /** Set when a failure every photo would share (no credits, no key) stopped the batch. */
  readonly stoppedBy: ErrorCode | undefined;
}

const FAILED_STATES: ReadonlySet<BatchPhoto['state']> = new Set<BatchPhoto['state']>(['failed', 'interrupted', 'cancelled', 'refused']);

/** The listing's newest batch (by its newest job or refusal), or undefined when it has none. */
export function latestBatchId(jobs: readonly Job[], refusals: readonly BatchRefusal[], listing: ListingContext): string | undefined {
  const key = listingKey(listing);
  const candidates = [
    ...jobs.map((job) => ({ batchId: job.batchId, at: job.createdAt, listing: job.photo.listing })),
    ...refusals.map((refusal) => ({ batchId: refusal.batchId, at: refusal.at, listing: refusal.photo.listing })),
  ];
  let newest: { batchId: string; at: number } | undefined;
  for (const { batchId, at, listing: of } of candidates) {
    if (batchId === undefined || listingKey(of) !== key) continue;
    if (!newest || at > newest.at) newest = { batchId, at };
  }
  return newest?.batchId;
}

/** Each photo of the batch (its newest job, else its refusal), in the listing's photo order. */
function batchPhotos(jobs: readonly Job[], refusals: readonly BatchRefusal[], batchId: string, listing: ListingContext): BatchPhoto[] {
  const newest = new Map<string, Job>();
  for (const job of jobs) {
    if (job.batchId !== batchId) continue;
    const known = newest.get(job.photo.url);
    if (!known || job.createdAt > known.createdAt) newest.set(job.photo.url, job);
  }
  const number = (url: string) => listing.photoUrls.indexOf(url) + 1;
  const photos: BatchPhoto[] = [...newest.values()].map((job) => ({ url: job.photo.url, number: number(job.photo.url), state: job.state, error: job.error, job }));
  for (const refusal of refusals) {
    if (refusal.batchId !== batchId || newest.has(refusal.photo.url)) continue;
    photos.push({ url: refusal.photo.url, number: number(refusal.photo.url), state: 'refused', error: { code: refusal.code, message: refusal.message }, job: undefined });
  }
  return photos.sort((a, b) => (a.number || Infinity) - (b.number || Infinity));
}

/** Counts and lists of one batch. */
export function summarizeBatch(jobs: readonly Job[], refusals: readonly BatchRefusal[], batchId: string, listing: ListingContext): BatchSummary {
  const photos = batchPhotos(jobs, refusals, batchId, listing);
  const count = (state: JobState) => photos.filter((photo) => photo.state === state).length;
  const failed = photos.filter((photo) => FAILED_STATES.has(photo.state));
  const stopper = failed.find((photo) => photo.error && BATCH_STOPPERS.has(photo.error.code));
  return {
    batchId,
    total: photos.length,
    done: count('done'),
    running: count('running'),
    queued: count('queued'),
    failed,
    finished: photos.filter((photo) => photo.state === 'done' && photo.job?.result !== undefined),
    stoppedBy: stopper?.error?.code,
  };
}

/**
 * The history entries of a batch's results, for the export: the known entry (with its local
 * copy) where the panel has it, else the one the job stands for (hosted image).
 */
export function batchEntries(finished: readonly BatchPhoto[], results: readonly HistoryEntry[]): HistoryEntry[] {
  const byId = new Map(results.map((entry) => [entry.id, entry]));
  return finished.flatMap(({ job }) => {
    if (!job?.result) return [];
    const entry = byId.get(job.result.historyId) ?? entryOfJob(job, false);
    return entry && makesImage(entry.operation) ? [entry] : [];
  });
}
