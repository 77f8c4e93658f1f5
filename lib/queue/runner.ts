import type { ApiClient } from '../api/client';
import type { ImageResizer } from '../images/resize';
import { AppError } from '../errors';
import { type FetchedPhoto, type FetchFn } from '../acquisition/acquisition';
import { copyResultImage } from '../acquisition/result-copy';
import { addHistoryEntry, HISTORY_CAP } from '../library/history';
import type { JobRecord } from './job-store';
import { disclosureOf, historyParams, runOperation, type OperationOutput } from '../operations';
import type { JobRunner } from './queue';
import type { JobResult } from './types';
import type { HistoryEntry } from '../library/history-entry';
import { retryWrite, type WriteRetry } from './write-retry';

/**
 * The job runner: photo → operation → local copy of the result → history entry → result.
 * All dependencies are injected (API connection, photo source, fetch, clock, ids, resizer).
 */

/** Result-image download deadline. */
export const RESULT_FETCH_TIMEOUT_MS = 30_000;

/** An API client for the configured base and key (fails with `no_api_key` when none is set). */
export type Connect = () => Promise<{ api: ApiClient; apiBase: string }>;

/** What the runner needs. */
export interface RunnerDeps {
  readonly db: IDBDatabase;
  readonly connect: Connect;
  /** The job's photo, fetched and checked (cached by URL). */
  readonly getPhoto: (url: string, signal: AbortSignal) => Promise<FetchedPhoto>;
  /** A style image, fetched and checked without a minimum size. */
  readonly getStyleImage: (url: string, signal: AbortSignal) => Promise<FetchedPhoto>;
  /** Used to copy result images. */
  readonly fetch: FetchFn;
  readonly resizer: ImageResizer | undefined;
  readonly clock: () => number;
  readonly newId: () => string;
  readonly historyCap?: number;
  readonly resultTimeoutMs?: number;
  /** Backoff for the history write of a paid result (default `DEFAULT_WRITE_RETRY`). */
  readonly writeRetry?: WriteRetry;
}

function rejectIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new AppError('aborted', 'Cancelled.');
}

/** Builds the queue's runner. */
export function createJobRunner(deps: RunnerDeps): JobRunner {
  return async (job: JobRecord, signal: AbortSignal): Promise<JobResult> => {
    const { api, apiBase } = await deps.connect();
    rejectIfAborted(signal);
    const photo = await deps.getPhoto(job.photo.url, signal);
    rejectIfAborted(signal);
    const output: OperationOutput = await runOperation(
      {
        api,
        apiBase,
        db: deps.db,
        clock: deps.clock,
        resizer: deps.resizer,
        signal,
        fetchStyleImage: (url) => deps.getStyleImage(url, signal),
      },
      photo,
      job.request,
    );
    // From here the credit is spent: nothing below may throw the result away.
    const copy = output.imageUrl ? await copyResultImage(deps.fetch, output.imageUrl, deps.resultTimeoutMs ?? RESULT_FETCH_TIMEOUT_MS, signal) : undefined;
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
      hasLocalCopy: copy !== undefined,
      ...(copy?.width ? { width: copy.width, height: copy.height } : {}),
    };
    // Retried with backoff (the last try without the image copy: a quota is most often the
    // blob). If it still fails, the job's result carries the hosted URL all the same.
    await retryWrite((attempt, last) => addHistoryEntry(deps.db, entry, last && attempt > 0 ? undefined : copy?.blob, deps.historyCap ?? HISTORY_CAP), deps.writeRetry);
    return {
      historyId,
      fromCache: false,
      ...(output.imageUrl ? { imageUrl: output.imageUrl } : {}),
      ...(output.projectId ? { projectId: output.projectId } : {}),
      ...(output.analysis ? { analysis: output.analysis } : {}),
    };
  };
}
