import { raceSignal } from '../util/abort';
import { isBodyTooLarge, readLimited } from '../util/read-limited';
import { ApiError, isApiError, type ApiErrorCode, type ApiErrorDetails } from './errors';
import type { FetchLike, RequestSpec } from './http';
import { parseRetryAfter } from './http-retry';
import { mapStatusToCode, readServerMessage } from './http-status';

/**
 * One attempt of a call: a single fetch and body read, turned into a value or a coded
 * `ApiError` that says whether a retry could help. Deciding to retry is the transport's job.
 */

/** Builds an `ApiError`; the transport's version keeps the API key out of every message. */
export type Fail = (code: ApiErrorCode, message: string, details?: ApiErrorDetails) => ApiError;

/** A request ready to send, everything but its signal. */
export interface PreparedRequest {
  readonly url: string;
  readonly headers: Headers;
  readonly payload: BodyInit | undefined;
}

/** What one attempt came to. */
export type AttemptOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError; readonly retryable: boolean; readonly retryAfterMs?: number };

/** Replaces every occurrence of `secret` in `text`, so a server echoing the key can't leak it. */
export function redact(text: string, secret: string): string {
  // Very short "keys" would blank out ordinary words; such keys are rejected by the server anyway.
  if (secret.length < 4) return text;
  return text.split(secret).join('[redacted]');
}

/** A `Fail` that redacts `secret` from the message and from the server's message. */
export function redactingFail(secret: string): Fail {
  return (code, message, details = {}) =>
    new ApiError(code, redact(message, secret), {
      ...details,
      serverMessage: details.serverMessage === undefined ? undefined : redact(details.serverMessage, secret),
    });
}

const labelOf = (spec: RequestSpec<unknown>): string => `${spec.method} ${spec.path}`;

/**
 * Largest API response body read. The biggest documented answers (an asset list, a batch's
 * results) are tens of kilobytes of JSON; 5 MB leaves a hundredfold margin, while a broken proxy
 * or a hostile base URL streaming without end is cut off instead of filling the worker's memory.
 */
export const MAX_API_BODY_BYTES = 5 * 1024 * 1024;

/** The body as text, or `undefined` when it is over `MAX_API_BODY_BYTES` (the read is cancelled). */
async function readBody(response: Response, signal: AbortSignal): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await raceSignal(readLimited(response, MAX_API_BODY_BYTES, signal), signal));
  } catch (error) {
    if (isBodyTooLarge(error)) return undefined;
    throw error;
  }
}

/** A non-2xx answer: its code, the server's message, and whether a GET may try again. */
function failedOutcome(fail: Fail, spec: RequestSpec<unknown>, response: Response, text: string): AttemptOutcome<never> {
  const serverMessage = readServerMessage(text);
  const code = mapStatusToCode(response.status, serverMessage, spec.errorContext, spec.readBadRequest);
  const error = fail(code, `${labelOf(spec)} failed with status ${response.status}${serverMessage === undefined ? '' : `: ${serverMessage}`}`, {
    status: response.status,
    path: spec.path,
    serverMessage,
  });
  const retryable = response.status >= 500 || response.status === 429;
  return { ok: false, error, retryable, retryAfterMs: retryable ? parseRetryAfter(response.headers.get('Retry-After')) : undefined };
}

/** A 2xx answer: JSON, validated by the spec's `parse`, or `invalid_response`. */
function successOutcome<T>(fail: Fail, spec: RequestSpec<T>, status: number, text: string): AttemptOutcome<T> {
  const details = { status, path: spec.path };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, retryable: false, error: fail('invalid_response', `${labelOf(spec)}: the response is not JSON.`, { ...details, fieldPath: '(body)' }) };
  }
  try {
    return { ok: true, value: spec.parse(body) };
  } catch (cause) {
    const fieldPath = isApiError(cause) ? cause.fieldPath : undefined;
    const problem = cause instanceof Error ? cause.message : 'unexpected shape';
    return { ok: false, retryable: false, error: fail('invalid_response', `${labelOf(spec)}: ${problem}`, { ...details, fieldPath: fieldPath ?? '(body)', cause }) };
  }
}

/** The statuses fetch would follow (with `redirect: 'follow'`). */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** A redirect answer: opaque in browsers (`redirect: 'manual'`), the 3xx itself in Node. */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || REDIRECT_STATUSES.has(response.status);
}

/** A redirect, refused: never retried (it would redirect again), its body not read. */
function redirectedOutcome(fail: Fail, spec: RequestSpec<unknown>, response: Response): AttemptOutcome<never> {
  response.body?.cancel().catch(() => undefined);
  const status = response.status === 0 ? undefined : response.status;
  const error = fail('redirected', `${labelOf(spec)}: the API host answered with a redirect${status === undefined ? '' : ` (HTTP ${status})`}; the API key is not sent on to another address.`, {
    status,
    path: spec.path,
  });
  return { ok: false, retryable: false, error };
}

/**
 * Sends the request once. Rejects only when `signal` aborted (the caller names that `aborted` or
 * `timeout`); every other failure is an outcome.
 */
export async function attempt<T>(fetchFn: FetchLike, fail: Fail, spec: RequestSpec<T>, request: PreparedRequest, signal: AbortSignal): Promise<AttemptOutcome<T>> {
  const init: RequestInit = {
    method: spec.method,
    headers: request.headers,
    signal,
    // The key is the only credential; cookies of the API's site must not ride along, and
    // plan details or lists must never come from an HTTP cache.
    credentials: 'omit',
    cache: 'no-store',
    // Never 'follow': on a cross-origin redirect browsers drop only Authorization, so X-API-KEY
    // would go wherever the host (or whoever answers for it) points. 'manual' hands us the
    // redirect itself (an opaque one in browsers) and nothing is sent on: `redirected`.
    redirect: 'manual',
  };
  if (request.payload !== undefined) init.body = request.payload;

  let response: Response;
  let text: string | undefined;
  try {
    response = await raceSignal(fetchFn(request.url, init), signal);
    if (isRedirect(response)) return redirectedOutcome(fail, spec, response);
    text = await readBody(response, signal);
  } catch (cause) {
    if (signal.aborted) throw cause;
    return { ok: false, retryable: true, error: fail('network', `${labelOf(spec)}: the service could not be reached.`, { path: spec.path, method: spec.method, cause }) };
  }
  // An oversized error body loses only the server's message; the status still says what failed.
  if (response.status < 200 || response.status > 299) return failedOutcome(fail, spec, response, text ?? '');
  if (text === undefined) {
    const limit = `${MAX_API_BODY_BYTES / (1024 * 1024)} MB`;
    return { ok: false, retryable: false, error: fail('invalid_response', `${labelOf(spec)}: the response is larger than ${limit}.`, { status: response.status, path: spec.path, fieldPath: '(body)' }) };
  }
  return successOutcome(fail, spec, response.status, text);
}
