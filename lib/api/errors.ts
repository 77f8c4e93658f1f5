/**
 * The API client's error vocabulary. Every failure of a client call is an `ApiError` with one
 * of these codes, so callers (background, UI) switch on a code, never on a message or status.
 */
export const API_ERROR_CODES = [
  'unauthorized',
  'asset_limit',
  'not_found',
  'bad_request',
  'no_cabinets',
  'variation_limit',
  'insufficient_credits',
  'server',
  'timeout',
  'network',
  'invalid_response',
  'aborted',
  // The API host answered with a redirect, which the client never follows (the key would go with it).
  'redirected',
] as const;

/** One code per way an API call can fail. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Fields an `ApiError` carries besides its code. */
export interface ApiErrorDetails {
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** The endpoint path the call went to, for logs and messages (never contains the key). */
  readonly path?: string;
  /** The call's method (`POST`), when known: a POST whose answer was lost may have been carried out. */
  readonly method?: string;
  /** The server's own message, when its body had one. */
  readonly serverMessage?: string;
  /**
   * For `invalid_response`: where in the body validation failed, e.g. `plan.remaining_assets`
   * (`(body)` for the body as a whole). For a `bad_request` the client raised before sending:
   * the input field it refused, e.g. `creativity`.
   */
  readonly fieldPath?: string;
  readonly cause?: unknown;
}

/** The one error type the API client throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  readonly path: string | undefined;
  readonly method: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldPath: string | undefined;

  constructor(code: ApiErrorCode, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status;
    this.path = details.path;
    this.method = details.method;
    this.serverMessage = details.serverMessage;
    this.fieldPath = details.fieldPath;
  }
}

/** True for an `ApiError` (also across realms, where `instanceof` can fail). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'ApiError' &&
      typeof (value as { code?: unknown }).code === 'string')
  );
}
