/**
 * When a GET is tried again: exponential backoff with jitter, lengthened by a `Retry-After`
 * header. POSTs are never retried (see `http.ts`).
 */

/** Longest wait a `Retry-After` header can impose between two attempts. */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * Delay before retry number `attempt` (0 for the first retry): `baseDelayMs * 2^attempt`, with
 * "equal jitter" (half fixed, half random) so clients that failed together don't retry together.
 */
export function backoffDelay(attempt: number, baseDelayMs: number, random: () => number): number {
  const ceiling = Math.max(0, baseDelayMs) * 2 ** attempt;
  return ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random()));
}

/** Milliseconds asked for by a `Retry-After` header (seconds or HTTP date), capped. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header.trim());
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms) || ms < 0) return undefined;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}
