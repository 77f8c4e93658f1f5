import { fromPage, mayFetch } from '../../../lib/acquisition/network-policy';
import type { PickedPhoto } from '../../../lib/listing';
import type { Failure } from '../../../lib/messaging/protocol';
import { BATCH_STOPPERS, NOT_STARTED_MESSAGE } from '../../../lib/queue/batch';
import type { JobRequest } from '../../../lib/queue/types';
import { summarizeBatch, type BatchPhoto, type BatchRefusal } from './batch';
import { acceptJob, photoFields } from './jobs-slice';
import { noticeOf } from './notices-slice';
import { defineSlice, type SliceContext, type StoreContext } from './slice';
import { storeText } from './store-text';

/** The batch slice's state (`state.batch`). */
export interface BatchData {
  /** Batch photos the background refused before queueing them (no job stands for them); stored with the panel. */
  refusals: BatchRefusal[];
}

export interface BatchActions {
  /** Queues the request for every given photo of the current listing as one batch; resolves how many were queued. */
  startBatch(request: JobRequest, photoUrls: readonly string[]): Promise<{ queued: number; failed: number }>;
  /** Queues each photo with its own request as one batch (a listing look), or into `batchId` (a redo, a hero match). */
  startSteps(steps: readonly BatchStep[], options?: { batchId?: string; newVariation?: boolean }): Promise<{ batchId: string; queued: number; failed: number }>;
  /** Retries one failed photo of a batch (the new job stays in the batch); resolves true when it was queued. */
  retryBatchPhoto(batchId: string, url: string): Promise<boolean>;
  /** Retries every failed photo of a batch, one at a time; stops at the first refusal. */
  retryBatchFailures(batchId: string): Promise<void>;
}

/** One photo of a batch and the request it gets. */
export interface BatchStep {
  readonly url: string;
  readonly request: JobRequest;
}

/** Most refusals kept (they are stored with the panel's state). */
export const MAX_BATCH_REFUSALS = 100;

/** The (English, logged) message of a photo a batch leaves out for its private address; the user reads the code's sentence. */
const PRIVATE_ADDRESS_MESSAGE = 'Not queued: the photo is on a private network address its listing page may not name.';

/** A fresh batch id: random, so two panels (or two batches of one listing) never share one. */
function newBatchId(): string {
  return `batch-${crypto.randomUUID()}`;
}

/** Queues one photo of a batch; a done job (an identical earlier render) shows its result at once. */
async function queuePhoto(ctx: StoreContext, request: JobRequest, photo: PickedPhoto, batchId: string, newVariation = false): Promise<Failure | null> {
  const reply = await ctx.background.call('startJob', { job: request, ...photoFields(ctx, photo), newVariation, batchId });
  if (!reply.ok) return reply;
  acceptJob(ctx, reply.data.job);
  return null;
}

/**
 * Queues each photo with its request, one at a time (the background keeps their order and applies
 * the concurrency setting), all under one new batch id. A photo the background refuses is kept as
 * a refusal; after a refusal every photo would share (no credits, no key) the rest are not sent
 * and are kept as "not started", so the batch status lists them with a Retry. A photo on an
 * address the listing's page may not name (lib/acquisition/network-policy.ts) is a refusal
 * without being sent: the background would refuse it all the same.
 */
async function startBatch(ctx: SliceContext<'batch'>, steps: readonly BatchStep[], options: { batchId?: string; newVariation?: boolean } = {}): Promise<{ batchId: string; queued: number; failed: number }> {
  const { own, patch, get } = ctx;
  const listing = get().listing.photo?.listing;
  const batchId = options.batchId ?? newBatchId();
  if (!listing) return { batchId, queued: 0, failed: 0 };
  const refusals: BatchRefusal[] = [];
  let queued = 0;
  let stop: Failure | null = null;
  const source = fromPage(listing.pageUrl);
  for (const { url, request } of steps) {
    const photo = { url, listing };
    if (!mayFetch(url, source)) {
      refusals.push({ batchId, photo, request, code: 'private_address', message: PRIVATE_ADDRESS_MESSAGE, at: Date.now() });
      continue;
    }
    if (stop) {
      refusals.push({ batchId, photo, request, code: stop.code, message: NOT_STARTED_MESSAGE, at: Date.now() });
      continue;
    }
    const failure = await queuePhoto(ctx, request, photo, batchId, options.newVariation);
    if (!failure) {
      queued += 1;
      continue;
    }
    refusals.push({ batchId, photo, request, code: failure.code, message: failure.message, at: Date.now() });
    if (BATCH_STOPPERS.has(failure.code)) stop = failure;
  }
  if (refusals.length > 0) patch({ refusals: [...own().refusals, ...refusals].slice(-MAX_BATCH_REFUSALS) });
  // Photo problems are listed in the batch status; a stop also needs the fix named at the top.
  if (stop) get().showNotice(noticeOf(stop));
  get().showToast(storeText(ctx).batchQueued(queued, steps.length));
  return { batchId, queued, failed: refusals.length };
}

/** The batch's photos that can be retried, for the listing on screen. */
function failedPhotos(ctx: StoreContext, batchId: string): readonly BatchPhoto[] {
  const { jobs, batch, listing } = ctx.get();
  return listing.photo ? summarizeBatch(jobs.list, batch.refusals, batchId, listing.photo.listing).failed : [];
}

/** Retries one photo of a batch: its failed job through `retryJob` (the new job keeps the batch), or its refusal by queueing it again. */
async function retryPhoto(ctx: SliceContext<'batch'>, batchId: string, url: string): Promise<boolean> {
  const { own, patch, get } = ctx;
  const target = failedPhotos(ctx, batchId).find((photo) => photo.url === url);
  if (!target) return false;
  if (target.job) return get().retryJob(target.job.id);
  const refusal = own().refusals.find((known) => known.batchId === batchId && known.photo.url === url);
  if (!refusal) return false;
  const failure = await queuePhoto(ctx, refusal.request, refusal.photo, batchId);
  const others = own().refusals.filter((known) => known !== refusal);
  if (!failure) {
    patch({ refusals: others });
    get().showNotice(null);
    return true;
  }
  patch({ refusals: [...others, { ...refusal, code: failure.code, message: failure.message }] });
  get().showNotice(noticeOf(failure));
  return false;
}

/** Batches: starting one, retrying one photo or every failed photo; the refusals the background answered. */
export const batchSlice = defineSlice({
  name: 'batch',
  initial: (): BatchData => ({ refusals: [] }),
  kept: { batchRefusals: 'refusals' },
  actions(ctx): BatchActions {
    return {
      startBatch: async (request, photoUrls) => {
        const { queued, failed } = await startBatch(ctx, photoUrls.map((url) => ({ url, request })));
        return { queued, failed };
      },
      startSteps: (steps, options) => startBatch(ctx, steps, options),
      retryBatchPhoto: (batchId, url) => retryPhoto(ctx, batchId, url),

      async retryBatchFailures(batchId) {
        const urls = failedPhotos(ctx, batchId).map((photo) => photo.url);
        let retried = 0;
        // One at a time, in photo order; the first refusal (shown as the notice) stops the rest.
        for (const url of urls) {
          if (!(await retryPhoto(ctx, batchId, url))) break;
          retried += 1;
        }
        ctx.get().showToast(storeText(ctx).batchRetrying(retried, urls.length));
      },
    };
  },
});
