import { sleep as waitFor } from '../util/abort';

/**
 * Bounded retries of a local write that must not be lost: a finished job, or the history entry
 * of a render that was paid for. Storage can fail for a while (quota exceeded until something is
 * freed, a busy disk); the API call is never repeated, only the write.
 */

/** When to try again: one retry after each delay, then give up (the caller keeps the data in memory). */
export interface WriteRetry {
  readonly delaysMs: readonly number[];
  readonly sleep?: (ms: number) => Promise<void>;
}

/** About 20 s in all: the keep-alive holds the worker meanwhile. */
export const DEFAULT_WRITE_RETRY: WriteRetry = { delaysMs: [250, 1_000, 4_000, 15_000] };

/** What the write answered, or the last error once the retries ran out. */
export type WriteOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/**
 * Runs `write`, and again after each delay while it fails. `write` gets the attempt number and
 * whether it is the last one (to fall back to a smaller write, e.g. without a local image copy).
 */
export async function retryWrite<T>(write: (attempt: number, last: boolean) => Promise<T>, retry: WriteRetry = DEFAULT_WRITE_RETRY): Promise<WriteOutcome<T>> {
  const sleep = retry.sleep ?? ((ms: number) => waitFor(ms));
  const attempts = retry.delaysMs.length + 1;
  let error: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(retry.delaysMs[attempt - 1] ?? 0);
    try {
      return { ok: true, value: await write(attempt, attempt === attempts - 1) };
    } catch (caught) {
      error = caught;
    }
  }
  return { ok: false, error };
}
