import { z } from '../zod';
import { isApiError } from '../api/errors';
import { isAnalyzerUnavailable } from '../api/endpoints/analyzer';

/**
 * Whether the service's image analyzer answers. The spec announces it as "coming soon", so
 * Reimagine finds out instead of assuming, remembers the answer with its time (per API base),
 * and asks again only when that answer is old: never on every photo.
 */

export const AnalyzerAvailability = z.enum(['unknown', 'available', 'unavailable']);
export type AnalyzerAvailability = z.infer<typeof AnalyzerAvailability>;

/** The last answer, for one API base. */
export const AvailabilityRecord = z.object({
  apiBase: z.string(),
  state: AnalyzerAvailability,
  checkedAt: z.number(),
});
export type AvailabilityRecord = z.infer<typeof AvailabilityRecord>;

/**
 * How long an answer is trusted. A missing analyzer is asked about again after 6 hours (it may
 * launch any day, but not every hour); a present one is re-checked daily (real calls that meet
 * 404/501 turn it off at once anyway); a probe that failed for another reason (offline, no key)
 * is retried after 5 minutes.
 */
export const RECHECK_AFTER_MS: Readonly<Record<AnalyzerAvailability, number>> = {
  available: 24 * 60 * 60 * 1000,
  unavailable: 6 * 60 * 60 * 1000,
  unknown: 5 * 60 * 1000,
};

/**
 * The id the probe reads. Reading a batch is a GET: it starts nothing and is never charged, and
 * an id nobody made answers 404 from an analyzer that exists ("batch not found").
 */
export const PROBE_BATCH_ID = 'reimagine-availability-probe';

/** The remembered answer for `apiBase`, if there is one and it is still trusted at `now`. */
export function trustedAvailability(record: AvailabilityRecord | null, apiBase: string, now: number): AvailabilityRecord | undefined {
  if (!record || record.apiBase !== apiBase) return undefined;
  const age = now - record.checkedAt;
  return age >= 0 && age < RECHECK_AFTER_MS[record.state] ? record : undefined;
}

/** What answers mention a batch: an analyzer that exists, which just does not know our made-up id. */
const NAMES_A_BATCH = /batch/i;

/**
 * Reads the probe's outcome (GET /analyze/batch/{PROBE_BATCH_ID}). Any answer from the analyzer
 * itself means it is there: a body (odd, but an answer), a 400 refusing the id, a 404 naming the
 * batch. A 404 that names nothing (the service has no such path), a 501 or "coming soon" mean it
 * is not. Anything else (offline, 401, 5xx) says nothing about the analyzer: `unknown`.
 */
export function probeVerdict(outcome: { readonly ok: true } | { readonly ok: false; readonly error: unknown }): AnalyzerAvailability {
  if (outcome.ok) return 'available';
  const { error } = outcome;
  if (!isApiError(error)) return 'unknown';
  if (error.status === 404) return NAMES_A_BATCH.test(error.serverMessage ?? '') ? 'available' : 'unavailable';
  if (isAnalyzerUnavailable(error)) return 'unavailable';
  if (error.status === 400) return 'available';
  return 'unknown';
}
