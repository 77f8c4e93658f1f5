import { AppError } from '../errors';
import type { PickedPhoto } from '../listing';
import type { FetchedPhoto } from '../acquisition/acquisition';
import { decide, dedupeKey } from './dedupe';
import { getHistoryEntry } from '../library/history';
import { FINISHED_JOBS_CAP, type JobRecord, type JobStore } from './job-store';
import { withUnsaved, type JobQueue } from './queue';
import type { JobRequest } from './types';

/**
 * The job use cases behind the messages: start (with dedupe and the result cache), retry, list.
 * A thin layer over the queue, the store and the photo source.
 */

/** What the job service needs. */
export interface JobServiceDeps {
  readonly db: IDBDatabase;
  readonly store: JobStore;
  readonly queue: JobQueue;
  /** Fetches, checks and hashes a photo (cached by URL, shared with the runner) named by the page at `pageUrl`. */
  readonly getPhoto: (url: string, pageUrl: string | undefined) => Promise<FetchedPhoto>;
  /** The tab a photo was picked in, for its badges. */
  readonly tabFor: (photo: PickedPhoto) => Promise<number | undefined>;
  readonly clock: () => number;
  readonly newId: () => string;
}

/** Answer of `start`. */
export interface StartOutcome {
  readonly job: JobRecord;
  readonly deduped: boolean;
  readonly cached: boolean;
}

/**
 * What would answer an identical request without a call or a credit: a finished result still in
 * history (`history`), or the same render already queued or running (`running`); null when a
 * request would be sent (and charged).
 */
export type IdenticalAnswer = 'history' | 'running' | null;

/** Input of `quote`: the request the panel would send, for its photo. */
export interface QuoteInput {
  readonly request: JobRequest;
  readonly photo: PickedPhoto;
}

/** Input of `start`. */
export interface StartInput {
  readonly request: JobRequest;
  readonly photo: PickedPhoto;
  readonly newVariation?: boolean;
  readonly retryOf?: string;
  /** The batch the job belongs to (a retry keeps its original's). */
  readonly batchId?: string;
  /** A known tab (a retry keeps its original's). */
  readonly tabId?: number;
}

/** The job service. */
export interface JobService {
  start(input: StartInput): Promise<StartOutcome>;
  retry(jobId: string): Promise<JobRecord>;
  cancel(jobId: string): Promise<JobRecord>;
  list(limit: number): Promise<JobRecord[]>;
  /** What `start` would answer the request with, without a credit (see `IdenticalAnswer`); fetches nothing. */
  quote(input: QuoteInput): Promise<IdenticalAnswer>;
}

/** Serialises async sections, so a check-then-insert can't interleave with another. */
function createMutex(): <T>(section: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(section: () => Promise<T>) => {
    const run = tail.then(section, section);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** How many photos' hashes a service keeps in memory for its quotes (each a URL and 64 hex digits). */
const KNOWN_HASHES = 200;

/** Photo URL → the hash of its bytes, as the newest start or job saw them: quotes read no job list for them. */
type KnownHashes = Map<string, string>;

function rememberHash(known: KnownHashes, url: string, hash: string): void {
  known.delete(url);
  known.set(url, hash);
  // A Map keeps insertion order: the first key is the one seen longest ago.
  if (known.size > KNOWN_HASHES) known.delete(known.keys().next().value as string);
}

/** What `start` would answer a request with, without a credit (`JobService.quote`). */
async function quote(store: JobStore, hasResult: (job: JobRecord) => Promise<boolean>, known: KnownHashes, { request, photo }: QuoteInput): Promise<IdenticalAnswer> {
  // The photo's bytes as they were last hashed (a start, or its newest job): a quote downloads
  // nothing. A photo with no job has no result to answer from.
  let hash = known.get(photo.url);
  if (!hash) {
    hash = (await store.recent(FINISHED_JOBS_CAP)).find((job) => job.photo.url === photo.url && job.photoHash)?.photoHash;
    if (!hash) return null;
    rememberHash(known, photo.url, hash);
  }
  const decision = await decide(store, await dedupeKey(hash, request), { newVariation: false, hasResult });
  return decision.kind === 'cached' ? 'history' : decision.kind === 'share' ? 'running' : null;
}

/** Creates the job service. */
export function createJobService(deps: JobServiceDeps): JobService {
  const exclusive = createMutex();
  // A finished result answers again only while its history entry exists: "Clear history" clears the cache too.
  const hasResult = async (job: JobRecord) => job.result !== undefined && (await getHistoryEntry(deps.db, job.result.historyId)) !== undefined;
  const known: KnownHashes = new Map();

  const start = async (input: StartInput): Promise<StartOutcome> => {
    // Outside the lock: a slow photo download must not hold up other starts. Photo problems
    // (not an image, too small, unreachable) are answered here, before anything is queued.
    const photo = await deps.getPhoto(input.photo.url, input.photo.listing.pageUrl);
    rememberHash(known, input.photo.url, photo.hash);
    const key = await dedupeKey(photo.hash, input.request);
    const tabId = input.tabId ?? (await deps.tabFor(input.photo));
    const newVariation = input.newVariation ?? false;
    return exclusive(async () => {
      const decision = await decide(deps.store, key, { newVariation, hasResult });
      if (decision.kind === 'share') {
        // A batch's photo already rendering the same way: that one render also counts for the batch.
        const job = input.batchId ? ((await deps.queue.joinBatch(decision.job.id, input.batchId)) ?? decision.job) : decision.job;
        return { job, deduped: true, cached: false };
      }
      const now = deps.clock();
      const base = {
        id: deps.newId(),
        request: input.request,
        photo: input.photo,
        createdAt: now,
        newVariation,
        dedupeKey: key,
        photoHash: photo.hash,
        ...(tabId !== undefined ? { tabId } : {}),
        ...(input.retryOf ? { retryOf: input.retryOf } : {}),
        ...(input.batchId ? { batchId: input.batchId } : {}),
      };
      if (decision.kind === 'cached' && decision.job.result) {
        const job = await deps.queue.add({ ...base, state: 'done', startedAt: now, finishedAt: now, result: { ...decision.job.result, fromCache: true } });
        return { job, deduped: false, cached: true };
      }
      const job = await deps.queue.add({ ...base, state: 'queued' });
      return { job, deduped: false, cached: false };
    });
  };

  return {
    start,

    async retry(jobId) {
      // A job whose result only memory holds (its write failed) is done: answered, never re-sent.
      const held = deps.queue.unsaved().find((job) => job.id === jobId);
      if (held?.state === 'done') return held;
      const original = held ?? (await deps.store.get(jobId));
      if (!original) throw new AppError('bad_message', 'That job no longer exists.');
      if (original.state !== 'failed' && original.state !== 'interrupted' && original.state !== 'cancelled') {
        throw new AppError('bad_message', `Only a failed, interrupted or cancelled job can be retried (this one is ${original.state}).`);
      }
      const outcome = await start({
        request: original.request,
        photo: original.photo,
        newVariation: original.newVariation,
        retryOf: original.id,
        // A retried photo of a batch stays in the batch: its status and export count the new job.
        ...(original.batchId !== undefined ? { batchId: original.batchId } : {}),
        ...(original.tabId !== undefined ? { tabId: original.tabId } : {}),
      });
      return outcome.job;
    },

    async cancel(jobId) {
      const job = await deps.queue.cancel(jobId);
      if (!job) throw new AppError('bad_message', 'That job no longer exists.');
      return job;
    },

    list: async (limit) => withUnsaved(await deps.store.recent(limit), deps.queue.unsaved()),

    quote: (input) => quote(deps.store, hasResult, known, input),
  };
}
