import { isApiError } from '../api/errors';
import { classifyError, type ClassifiedError } from '../errors';
import type { JobRecord } from './job-store';

/** How a finished job is recorded and listed: its error, and the jobs only memory holds. */

/** What a timed-out job adds to its message: the service may have finished and charged anyway. */
export const TIMEOUT_MAY_HAVE_CHARGED = 'The service may still have finished it and charged a credit: check your credits and history before retrying.';

/**
 * What a job adds to its message when the connection failed during a credit-spending call. A
 * browser's fetch does not say whether the request reached the service before the connection
 * went (refused, or dropped after the body was sent), so the message says what may have happened.
 */
export const DROPPED_MAY_HAVE_CHARGED =
  'If the request reached the service before the connection was lost, it may have made the render and charged a credit: check your credits and history before retrying.';

/** POSTs that spend no credit: an upload or a deletion whose answer was lost costs nothing. */
const FREE_POSTS: ReadonlySet<string> = new Set(['/assets/upload', '/assets/delete']);

/** What a failed job records: its code and message, and whether a credit may have been spent anyway. */
export interface JobError extends ClassifiedError {
  readonly mayHaveCharged?: true;
}

/** True for a connection failure of a credit-spending call (a POST render): its answer was lost, not its effect. */
function lostRenderAnswer(error: unknown): boolean {
  return isApiError(error) && error.code === 'network' && error.method === 'POST' && error.path !== undefined && !FREE_POSTS.has(error.path);
}

/**
 * The error a failed job records: the classified error, with the charge warning on a timeout
 * (its sentence says so too) and on a render whose connection failed (flagged, so the panel
 * says it in the user's language; the job is never sent again by itself either way).
 */
export function jobError(error: unknown, aborted: boolean): JobError {
  const classified = classifyError(error, aborted);
  if (classified.code === 'timeout') return { code: 'timeout', message: `${classified.message} ${TIMEOUT_MAY_HAVE_CHARGED}` };
  if (!aborted && lostRenderAnswer(error)) return { code: classified.code, message: `${classified.message} ${DROPPED_MAY_HAVE_CHARGED}`, mayHaveCharged: true };
  return classified;
}

/** `records` with the jobs only memory holds (their write failed) put in place of their stored copies, newest first. */
export function withUnsaved(records: readonly JobRecord[], unsaved: readonly JobRecord[]): JobRecord[] {
  if (unsaved.length === 0) return [...records];
  const byId = new Map(unsaved.map((job) => [job.id, job]));
  const merged = records.map((job) => byId.get(job.id) ?? job);
  const stored = new Set(records.map((job) => job.id));
  return [...merged, ...unsaved.filter((job) => !stored.has(job.id))].sort((a, b) => b.createdAt - a.createdAt);
}
