import type { Connect } from '../api/client';
import type { ImageResizer } from '../images/resize';
import { AppError } from '../errors';
import { type FetchedPhoto, type FetchFn } from '../acquisition/acquisition';
import { copyResultImage, type ResultCopy } from '../acquisition/result-copy';
import { createUrlRefusals, type UrlRefusals } from '../acquisition/url-refusals';
import { addHistoryEntry, attachResultCopy, HISTORY_CAP } from '../library/history';
import type { JobRecord } from './job-store';
import { disclosureOf, historyParams, runOperation, type OperationOutput } from '../operations';
import type { JobRunner } from './queue';
import type { JobResult } from './types';
import type { HistoryEntry } from '../library/history-entry';
import { retryWrite, type WriteRetry } from './write-retry';
import type { CopiesInFlight } from '../library/copies-in-flight';

/**
 * The job runner: photo → operation → history entry (hosted URL) → result, then the local copy of
 * the result image. All dependencies are injected (API connection, photo source, fetch, clock,
 * ids, resizer).
 */

/** Result-image download deadline. */
export const RESULT_FETCH_TIMEOUT_MS = 30_000;

/** What the runner needs. */
export interface RunnerDeps {
  readonly db: IDBDatabase;
  readonly connect: Connect;
  /**
   * The job's photo, fetched and checked (cached by URL); `pageUrl` is the page that named it,
   * the one private origin it may come from (lib/acquisition/network-policy.ts).
   */
  readonly getPhoto: (url: string, signal: AbortSignal, pageUrl: string | undefined) => Promise<FetchedPhoto>;
  /** A style image, fetched and checked without a minimum size; as the photo, named by the job's page. */
  readonly getStyleImage: (url: string, signal: AbortSignal, pageUrl: string | undefined) => Promise<FetchedPhoto>;
  /** Used to copy result images. */
  readonly fetch: FetchFn;
  readonly resizer: ImageResizer | undefined;
  readonly clock: () => number;
  readonly newId: () => string;
  readonly historyCap?: number;
  readonly resultTimeoutMs?: number;
  /** Backoff for the history writes of a paid result (default `DEFAULT_WRITE_RETRY`). */
  readonly writeRetry?: WriteRetry;
  /** Photo addresses the service refused; by default a memory of this runner's own. */
  readonly refusals?: UrlRefusals;
  /** Where the copies being made are announced, so a page asking for one waits for it (`getResultCopy`). */
  readonly copies?: CopiesInFlight;
}

function rejectIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new AppError('aborted', 'Cancelled.');
}

/**
 * Stores a copied result image in history: the entry (already written with the hosted URL) gets
 * its blob, size and `hasLocalCopy`. Never throws: the render is paid for, and a copy that failed
 * (too large, unreachable, storage full past every retry, the entry deleted meanwhile) only leaves
 * the entry with its hosted URL, as it was.
 */
async function keepLocalCopy(deps: RunnerDeps, historyId: string, copying: Promise<ResultCopy | undefined>): Promise<void> {
  const copy = await copying;
  if (copy) await retryWrite(() => attachResultCopy(deps.db, historyId, copy), deps.writeRetry);
}

/** Builds the queue's runner. */
export function createJobRunner(deps: RunnerDeps): JobRunner {
  const refusals = deps.refusals ?? createUrlRefusals();
  return async (job: JobRecord, signal: AbortSignal, later?: (work: () => Promise<void>) => void, answered?: (result: JobResult) => void): Promise<JobResult> => {
    const { api, apiBase } = await deps.connect();
    rejectIfAborted(signal);
    const pageUrl = job.photo.listing.pageUrl;
    const photo = await deps.getPhoto(job.photo.url, signal, pageUrl);
    rejectIfAborted(signal);
    const output: OperationOutput = await runOperation(
      {
        api,
        apiBase,
        db: deps.db,
        clock: deps.clock,
        resizer: deps.resizer,
        signal,
        refusals,
        fetchStyleImage: (url) => deps.getStyleImage(url, signal, pageUrl),
      },
      photo,
      job.request,
    );
    // From here the credit is spent: nothing below may throw the result away.
    const imageUrl = output.imageUrl;
    // The copy's download starts now, beside the history write: it never holds up the result
    // (below), and the sooner it starts the sooner the image is kept. It never rejects.
    const copying = imageUrl ? copyResultImage(deps.fetch, imageUrl, deps.resultTimeoutMs ?? RESULT_FETCH_TIMEOUT_MS, signal) : undefined;
    const historyId = deps.newId();
    const entry: HistoryEntry = {
      id: historyId,
      jobId: job.id,
      operation: job.request.operation,
      params: historyParams(job.request),
      photo: job.photo,
      ...(output.imageUrl ? { resultUrl: output.imageUrl } : {}),
      createdAt: deps.clock(),
      disclosure: disclosureOf(job.request.operation),
      hasLocalCopy: false,
    };
    const result: JobResult = {
      historyId,
      fromCache: false,
      ...(output.imageUrl ? { imageUrl: output.imageUrl } : {}),
      ...(output.projectId ? { projectId: output.projectId } : {}),
      ...(output.analysis ? { analysis: output.analysis } : {}),
    };
    // Announced before the panel hears of the result: its Download link asks for this copy
    // instead of downloading the image again, and waits until it is stored (or given up).
    let copyEnded: () => void = () => undefined;
    if (copying) {
      deps.copies?.track(
        historyId,
        copying.then((copy) => copy?.blob),
        new Promise<void>((resolve) => (copyEnded = resolve)),
      );
    }
    // Told before the writes below: the panel can show the result while they run (the job is
    // still finished only once they are done).
    answered?.(result);
    // The entry first, with the hosted URL alone: small, so it is quick (the job ends on it) and
    // fits when the disk is nearly full. Retried with backoff; if it still fails, the job's result
    // carries the hosted URL all the same.
    const written = await retryWrite(() => addHistoryEntry(deps.db, entry, undefined, deps.historyCap ?? HISTORY_CAP), deps.writeRetry);
    if (written.ok && copying) {
      // Storing the copy follows the result instead of holding it up: handed to the queue, which
      // runs it once the job is done (published); without a queue, before answering.
      const copy = () => keepLocalCopy(deps, historyId, copying).finally(copyEnded);
      if (later) later(copy);
      else await copy();
    } else {
      copyEnded();
    }
    return result;
  };
}
