import { isApiError } from '../api/errors';
import { toErrorCode, type ErrorCode } from '../errors';
import { HandlerError } from '../messaging/router';

/** A job's recorded error: a code from the vocabulary and a sentence. */
export interface JobError {
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * Turns whatever a job threw into its recorded error. Messages come from our own code or from the
 * API client, which never includes the key; unknown errors keep only their message.
 */
export function toJobError(error: unknown, aborted: boolean): JobError {
  if (aborted) return { code: 'aborted', message: 'Cancelled.' };
  if (error instanceof HandlerError) return { code: error.code, message: error.message };
  if (isApiError(error)) return { code: toErrorCode(error.code), message: error.message };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
