import { z } from './zod';
import { API_ERROR_CODES, isApiError, type ApiErrorCode } from './api/errors';

/**
 * Codes the extension itself raises, on top of the API client's. Together they are the whole
 * error vocabulary that crosses contexts in message replies.
 */
export const EXTENSION_ERROR_CODES = [
  'not_an_image',
  'image_too_small',
  'image_too_large',
  'image_unreachable',
  'private_address',
  'interrupted',
  'permission_denied',
  'no_api_key',
  'host_not_confirmed',
  'forbidden_sender',
  'bad_message',
  'internal',
] as const;

/** Every error code a reply may carry. */
export const ErrorCode = z.enum([...API_ERROR_CODES, ...EXTENSION_ERROR_CODES]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Narrows an unknown string to an error code, falling back to `internal`. */
export function toErrorCode(code: unknown): ErrorCode {
  const parsed = ErrorCode.safeParse(code);
  return parsed.success ? parsed.data : 'internal';
}

/**
 * The one error type Reimagine's own code throws on purpose: a code from the vocabulary and a
 * sentence for the user. The API client throws its own `ApiError` (lib/api stays usable on its
 * own); `classifyError` reads both.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A classified error: what crosses contexts in a failed reply and what a failed job records. */
export interface ClassifiedError {
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * The one classifier: whatever was thrown becomes a code and a message. `aborted` (the caller
 * cancelled) wins over whatever the abort made the operation throw. Messages come from our own
 * code or the API client, which never includes the key; unknown errors keep only their message.
 */
export function classifyError(error: unknown, aborted = false): ClassifiedError {
  if (aborted) return { code: 'aborted', message: 'Cancelled.' };
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (isApiError(error)) return { code: toErrorCode(error.code), message: error.message };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

export type { ApiErrorCode };
