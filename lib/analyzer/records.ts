import { z } from '../zod';
import { AnalyzerAvailability } from './availability';
import { Suggestion } from './suggestion';

/**
 * The analyzer's shapes that cross contexts (messages) or are stored (`storage.session`): one
 * photo's analysis, a listing's batch, and the feature's status. Messages import them from here.
 */

/** One photo's analysis as the panel uses it: a suggestion, or why the answer was unusable. */
export const PhotoAnalysis = z.discriminatedUnion('state', [
  z.object({ state: z.literal('done'), suggestion: Suggestion }),
  z.object({ state: z.literal('unreadable'), problem: z.string().check(z.maxLength(500)) }),
]);
export type PhotoAnalysis = z.infer<typeof PhotoAnalysis>;

/**
 * The answer to "analyze this photo": its analysis, or why nothing was sent (`off`: the user has
 * not agreed to analyses; `unavailable`: the service has no analyzer right now).
 */
export const PhotoAnalysisReply = z.discriminatedUnion('state', [
  ...PhotoAnalysis.def.options,
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('unavailable') }),
]);
export type PhotoAnalysisReply = z.infer<typeof PhotoAnalysisReply>;

/** A photo's analysis as kept: for which API base, when. */
export const StoredPhotoAnalysis = z.object({
  url: z.string(),
  apiBase: z.string(),
  at: z.number(),
  analysis: PhotoAnalysis,
});
export type StoredPhotoAnalysis = z.infer<typeof StoredPhotoAnalysis>;

/**
 * How a listing's batch ended, or that it still runs: the service's `completed`/`failed`, and
 * Reimagine's own endings: `timed_out` (no end after `BATCH_GIVE_UP_MS`), `analyzer_gone` (the
 * analyzer disappeared mid-batch: 501, "coming soon", or a 404 and a probe saying it is gone),
 * `lost` (a 404 while the analyzer still answers: the service forgot the batch), `unreadable`
 * (its progress answers could not be read, several times in a row).
 */
export const ListingBatchStatus = z.enum(['processing', 'completed', 'failed', 'timed_out', 'analyzer_gone', 'lost', 'unreadable']);
export type ListingBatchStatus = z.infer<typeof ListingBatchStatus>;

/** A listing's batch as the background keeps it, so polling resumes after the worker restarts. */
export const ListingBatchRecord = z.object({
  batchId: z.string().check(z.minLength(1)),
  apiBase: z.string(),
  listingUrl: z.string(),
  /** The batch's images: our `image_id` for each photo URL. */
  images: z.array(z.object({ imageId: z.string(), url: z.string() })),
  /** Photos left out: they could not be downloaded or handed to the service. */
  skipped: z.int().check(z.nonnegative()),
  submittedAt: z.number(),
  /** When polling gives up (`timed_out`). */
  giveUpAt: z.number(),
  status: ListingBatchStatus,
  processed: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  /** Photos the service could not analyse, or whose analysis could not be read. */
  failed: z.int().check(z.nonnegative()),
});
export type ListingBatchRecord = z.infer<typeof ListingBatchRecord>;

/** What the panel shows about a listing's batch. */
export const ListingBatchView = z.pick(ListingBatchRecord, { status: true, processed: true, total: true, failed: true, skipped: true, submittedAt: true, giveUpAt: true });
export type ListingBatchView = z.infer<typeof ListingBatchView>;

/** The panel's view of a listing: its batch (if any) and the analyses of its photos. */
export const ListingAnalysis = z.object({
  batch: z.nullable(ListingBatchView),
  photos: z.array(z.object({ url: z.string(), analysis: PhotoAnalysis })),
});
export type ListingAnalysis = z.infer<typeof ListingAnalysis>;

/** The feature's state: whether the analyzer answers (and since when we know), and the user's consent. */
export const AnalyzerStatus = z.object({
  availability: AnalyzerAvailability,
  checkedAt: z.nullable(z.number()),
  consent: z.boolean(),
});
export type AnalyzerStatus = z.infer<typeof AnalyzerStatus>;
