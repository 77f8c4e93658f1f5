import type { ApiClient, Connect } from '../api/client';
import { isAnalyzerUnavailable } from '../api/endpoints/analyzer';
import { MAX_BATCH_IMAGES } from '../api/limits';
import { ensureAsset, isPublicPhotoUrl, type FetchedPhoto } from '../acquisition/acquisition';
import { fromPage, mayFetch } from '../acquisition/network-policy';
import { AppError } from '../errors';
import { OPERATIONS } from '../operations/index';
import type { ImageResizer } from '../images/resize';
import type { PickedPhoto } from '../listing';
import { isHttpUrl } from '../util/url';
import type { AnalyzerAvailability } from './availability';
import { BATCH_GIVE_UP_MS, pollBatch } from './batch-poller';
import { ListingBatchView, type ListingAnalysis, type ListingBatchRecord } from './records';
import { readBatches, readPhotoAnalyses, saveBatch, savePhotoAnalyses } from './storage';

/**
 * A listing analysed as one batch (POST /analyze/batch), then followed (`batch-poller.ts`) until
 * it ends. One batch per listing runs at a time: asking again while it runs returns the same one,
 * never a second, paid, submission.
 */

/** What the listing analyzer needs (from the service). */
export interface ListingDeps {
  readonly connect: Connect;
  readonly db: IDBDatabase;
  readonly clock: () => number;
  /** Downloads a photo the page at `pageUrl` named (`fetchPhoto`, which refuses private addresses). */
  readonly fetchPhoto: (url: string, pageUrl: string | undefined) => Promise<FetchedPhoto>;
  readonly resizer?: ImageResizer;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly ping?: () => void;
  readonly markGone: (apiBase: string) => Promise<void>;
  readonly probe: (api: ApiClient, apiBase: string) => Promise<AnalyzerAvailability>;
}

export interface ListingAnalyzer {
  /** Submits the photo's listing as a batch (or returns the one running) and follows it. */
  startListing(photo: PickedPhoto): Promise<ListingAnalysis>;
  /** The listing's newest batch and its photos' analyses. */
  listing(listingUrl: string, photoUrls: readonly string[]): Promise<ListingAnalysis>;
  /** Follows every batch still processing for the API base in force (after the worker restarted). */
  resume(): Promise<void>;
}

/**
 * The listing's photos a batch takes: web addresses its page may name (a private one is neither
 * downloaded nor handed to the service), each once, at most `MAX_BATCH_IMAGES`.
 */
function batchUrls(photo: PickedPhoto): string[] {
  const urls = [...new Set(photo.listing.photoUrls.length > 0 ? photo.listing.photoUrls : [photo.url])];
  const source = fromPage(photo.listing.pageUrl);
  return urls.filter((url) => isHttpUrl(url) && mayFetch(url, source)).slice(0, MAX_BATCH_IMAGES);
}

const newest = (records: readonly ListingBatchRecord[]): ListingBatchRecord | undefined => [...records].sort((a, b) => b.submittedAt - a.submittedAt)[0];

/** Follows batches, one poller per batch id however often it is asked. */
function createFollower(deps: ListingDeps): (api: ApiClient, record: ListingBatchRecord) => void {
  const following = new Map<string, Promise<unknown>>();
  return (api, record) => {
    if (record.status !== 'processing' || following.has(record.batchId)) return;
    const run = pollBatch(
      {
        api,
        clock: deps.clock,
        sleep: deps.sleep,
        save: saveBatch,
        keep: (photos) => savePhotoAnalyses(photos.map(({ url, analysis }) => ({ url, analysis, apiBase: record.apiBase, at: deps.clock() }))),
        probe: () => deps.probe(api, record.apiBase),
        markGone: () => deps.markGone(record.apiBase),
        ...(deps.ping ? { ping: deps.ping } : {}),
      },
      record,
    )
      // A storage failure stops this worker's polling; the record stays `processing` and the next read resumes it.
      .catch(() => undefined)
      .finally(() => following.delete(record.batchId));
    following.set(record.batchId, run);
  };
}

/** A URL the service can download: the photo's own, or (private photos) its asset's preview. */
async function hostedUrl(deps: ListingDeps, api: ApiClient, apiBase: string, url: string, pageUrl: string | undefined): Promise<string | undefined> {
  if (isPublicPhotoUrl(url)) return url;
  try {
    const asset = await ensureAsset({ db: deps.db, api, apiBase, clock: deps.clock, resizer: deps.resizer }, await deps.fetchPhoto(url, pageUrl));
    return asset.previewUrl;
  } catch {
    return undefined;
  }
}

/** The listing's newest batch for the API base, and its photos' kept analyses. */
async function viewOf(apiBase: string, listingUrl: string, photoUrls: readonly string[]): Promise<ListingAnalysis> {
  const batch = newest((await readBatches()).filter((record) => record.apiBase === apiBase && record.listingUrl === listingUrl));
  const wanted = new Set(photoUrls);
  const photos = (await readPhotoAnalyses()).filter((entry) => entry.apiBase === apiBase && wanted.has(entry.url)).map(({ url, analysis }) => ({ url, analysis }));
  return { batch: batch ? ListingBatchView.parse(batch) : null, photos };
}

/** Submits the listing's photos; `undefined` when the service says it has no analyzer. */
async function submit(deps: ListingDeps, api: ApiClient, apiBase: string, photo: PickedPhoto): Promise<ListingBatchRecord | undefined> {
  const images: { imageId: string; url: string; imageUrl: string }[] = [];
  let skipped = 0;
  for (const [index, url] of batchUrls(photo).entries()) {
    const imageUrl = await hostedUrl(deps, api, apiBase, url, photo.listing.pageUrl);
    if (imageUrl === undefined) skipped++;
    else images.push({ imageId: `p${index + 1}`, url, imageUrl });
  }
  if (images.length === 0) throw new AppError('image_unreachable', 'None of the listing’s photos could be handed to the analyzer.');
  let submission;
  try {
    submission = await api.analyzeBatch({ images: images.map((image) => ({ image_url: image.imageUrl, image_id: image.imageId })), analysis_type: OPERATIONS.analyze.defaults.analysis_type });
  } catch (error) {
    if (!isAnalyzerUnavailable(error)) throw error;
    await deps.markGone(apiBase);
    return undefined;
  }
  const now = deps.clock();
  return {
    batchId: submission.batch_id,
    apiBase,
    listingUrl: photo.listing.listingUrl,
    images: images.map(({ imageId, url }) => ({ imageId, url })),
    skipped,
    submittedAt: now,
    giveUpAt: now + BATCH_GIVE_UP_MS,
    status: submission.status,
    processed: 0,
    total: Math.max(0, submission.total_images),
    failed: 0,
  };
}

/** Creates the listing analyzer. */
export function createListingAnalyzer(deps: ListingDeps): ListingAnalyzer {
  const follow = createFollower(deps);
  return {
    async startListing(photo) {
      const { api, apiBase } = await deps.connect();
      const listingUrl = photo.listing.listingUrl;
      const running = (await readBatches()).find((record) => record.apiBase === apiBase && record.listingUrl === listingUrl && record.status === 'processing');
      if (running) {
        follow(api, running);
      } else {
        const record = await submit(deps, api, apiBase, photo);
        if (record) {
          await saveBatch(record);
          follow(api, record);
        }
      }
      return viewOf(apiBase, listingUrl, photo.listing.photoUrls);
    },
    async listing(listingUrl, photoUrls) {
      let connection: Awaited<ReturnType<Connect>>;
      try {
        connection = await deps.connect();
      } catch {
        return { batch: null, photos: [] };
      }
      const shown = await viewOf(connection.apiBase, listingUrl, photoUrls);
      // A batch this worker does not follow (it was restarted): followed again from its record.
      const record = newest((await readBatches()).filter((r) => r.apiBase === connection.apiBase && r.listingUrl === listingUrl));
      if (record) follow(connection.api, record);
      return shown;
    },
    async resume() {
      const { api, apiBase } = await deps.connect();
      for (const record of await readBatches()) if (record.apiBase === apiBase) follow(api, record);
    },
  };
}
