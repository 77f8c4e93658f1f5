import type { ApiClient, BatchAnalysis, BatchAnalysisEntry } from '../api/client';
import { isApiError } from '../api/errors';
import { isAnalyzerUnavailable } from '../api/endpoints/analyzer';
import type { AnalyzerAvailability } from './availability';
import type { ListingBatchRecord, ListingBatchStatus, PhotoAnalysis } from './records';
import { readSuggestion } from './suggestion';

/**
 * Polling a listing's batch (GET /analyze/batch/{id}) until it ends: with backoff, keeping each
 * photo's analysis as it arrives, saving the record after every change (so a restarted worker
 * resumes where this one stopped), and giving up after `BATCH_GIVE_UP_MS` with its own ending.
 */

/**
 * A batch that has not ended after 10 minutes is given up (`timed_out`). The emulator takes under
 * a second per photo and a listing has at most 100 in a batch; a service still "processing" after
 * ten minutes is stuck, and the panel must not show a progress bar forever.
 */
export const BATCH_GIVE_UP_MS = 10 * 60 * 1000;

/** First wait between polls; it doubles each time, up to `POLL_MAX_MS`. */
export const POLL_FIRST_MS = 1000;
/** Longest wait: under the 30 s after which Chrome stops an idle service worker. */
export const POLL_MAX_MS = 15_000;
/** Unreadable progress answers in a row before the batch ends `unreadable`. */
export const MAX_UNREADABLE_POLLS = 3;

/** The wait before poll number `attempt` (0 first). */
export function pollDelay(attempt: number): number {
  return Math.min(POLL_MAX_MS, POLL_FIRST_MS * 2 ** Math.min(attempt, 10));
}

/** What polling needs; all injected, so tests run it on fake timers and a fake client. */
export interface PollDeps {
  readonly api: Pick<ApiClient, 'getBatchAnalysis'>;
  readonly clock: () => number;
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly signal?: AbortSignal;
  /** Stores the record (after each change). */
  readonly save: (record: ListingBatchRecord) => Promise<void>;
  /** Keeps finished photos' analyses. */
  readonly keep: (photos: readonly { readonly url: string; readonly analysis: PhotoAnalysis }[]) => Promise<void>;
  /** Asks whether the analyzer is still there (after a 404 on the batch). */
  readonly probe: () => Promise<AnalyzerAvailability>;
  /** Remembers that the analyzer went away (501 or "coming soon" mid-batch). */
  readonly markGone: () => Promise<void>;
  /** An extension API call, so the worker is not stopped between polls (Chrome: 30 s idle). */
  readonly ping?: () => void;
}

/** One batch entry as a photo's analysis: the service's error, or its results read. */
function analysisOf(entry: BatchAnalysisEntry): PhotoAnalysis | undefined {
  // A failed image: nothing to suggest, and nothing stored (a later pick may analyse it alone).
  if (entry.error) return undefined;
  const read = readSuggestion(entry.results ?? {});
  return read.ok ? { state: 'done', suggestion: read.suggestion } : { state: 'unreadable', problem: read.problem };
}

/** Takes one progress answer into the record; keeps the photos not seen before. */
async function absorb(deps: PollDeps, record: ListingBatchRecord, answer: BatchAnalysis, seen: Set<string>): Promise<ListingBatchRecord> {
  const urlOf = new Map(record.images.map((image) => [image.imageId, image.url]));
  const fresh: { url: string; analysis: PhotoAnalysis }[] = [];
  let failed = 0;
  for (const entry of answer.results) {
    const url = urlOf.get(entry.image_id);
    if (url === undefined) continue;
    const analysis = analysisOf(entry);
    if (analysis?.state !== 'done') failed++;
    if (analysis && !seen.has(entry.image_id)) fresh.push({ url, analysis });
    seen.add(entry.image_id);
  }
  await deps.keep(fresh);
  const total = Math.max(0, answer.total_images);
  const next: ListingBatchRecord = { ...record, status: answer.status, total, processed: Math.min(Math.max(0, answer.processed_images), total), failed };
  if (next.status !== record.status || next.processed !== record.processed || next.failed !== record.failed || next.total !== record.total) await deps.save(next);
  return next;
}

/** How a failed poll ends the batch, or `undefined` to poll again (network, 5xx, timeout). */
async function endingOf(deps: PollDeps, error: unknown): Promise<ListingBatchStatus | undefined> {
  if (!isApiError(error)) return undefined;
  if (error.status === 404) {
    // The analyzer forgot the batch, or is not there any more: its own answer to a probe tells.
    return (await deps.probe()) === 'unavailable' ? 'analyzer_gone' : 'lost';
  }
  if (isAnalyzerUnavailable(error)) {
    await deps.markGone();
    return 'analyzer_gone';
  }
  if (error.code === 'unauthorized') return 'lost';
  return undefined;
}

/**
 * Polls until the batch ends, and resolves with its last record (also saved). Rejects only when
 * `signal` aborts; every other failure ends the batch with a status or is polled through.
 */
export async function pollBatch(deps: PollDeps, start: ListingBatchRecord): Promise<ListingBatchRecord> {
  let record = start;
  const seen = new Set<string>();
  let attempt = 0;
  let unreadable = 0;
  const end = async (status: ListingBatchStatus): Promise<ListingBatchRecord> => {
    record = { ...record, status };
    await deps.save(record);
    return record;
  };
  while (record.status === 'processing') {
    const left = record.giveUpAt - deps.clock();
    if (left <= 0) return end('timed_out');
    await deps.sleep(Math.min(pollDelay(attempt++), left), deps.signal);
    deps.ping?.();
    try {
      record = await absorb(deps, record, await deps.api.getBatchAnalysis({ batch_id: record.batchId }, { signal: deps.signal }), seen);
      unreadable = 0;
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      if (isApiError(error) && error.code === 'invalid_response' && !isAnalyzerUnavailable(error)) {
        if (++unreadable >= MAX_UNREADABLE_POLLS) return end('unreadable');
        continue;
      }
      const ending = await endingOf(deps, error);
      if (ending) return end(ending);
    }
  }
  return record;
}
