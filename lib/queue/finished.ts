import { classifyError, type ClassifiedError } from '../errors';
import type { JobRecord } from './job-store';

/** How a finished job is recorded and listed: its error, and the jobs only memory holds. */

/** What a timed-out job adds to its message: the service may have finished and charged anyway. */
export const TIMEOUT_MAY_HAVE_CHARGED = 'The service may still have finished it and charged a credit: check your credits and history before retrying.';

/** The error a failed job records: the classified error, with the charge warning on a timeout. */
export function jobError(error: unknown, aborted: boolean): ClassifiedError {
  const classified = classifyError(error, aborted);
  return classified.code === 'timeout' ? { code: 'timeout', message: `${classified.message} ${TIMEOUT_MAY_HAVE_CHARGED}` } : classified;
}

/** `records` with the jobs only memory holds (their write failed) put in place of their stored copies, newest first. */
export function withUnsaved(records: readonly JobRecord[], unsaved: readonly JobRecord[]): JobRecord[] {
  if (unsaved.length === 0) return [...records];
  const byId = new Map(unsaved.map((job) => [job.id, job]));
  const merged = records.map((job) => byId.get(job.id) ?? job);
  const stored = new Set(records.map((job) => job.id));
  return [...merged, ...unsaved.filter((job) => !stored.has(job.id))].sort((a, b) => b.createdAt - a.createdAt);
}
