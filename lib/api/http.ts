import type { z } from 'zod';
import { ApiError, isApiError, type ApiErrorCode, type ApiErrorDetails } from './errors';

/**
 * The transport under the API client: URL joining, the `X-API-KEY` header, JSON and multipart
 * bodies, deadlines, abort, GET-only retries, status-to-code mapping and response validation.
 * It holds no endpoint knowledge beyond what a `RequestSpec` tells it, and every dependency
 * (fetch, sleep, randomness) is injected so it runs the same in a service worker, Node and tests.
 */

/** Per-call options every client method takes. */
export interface CallOptions {
  /** Cancels the call; the client rejects with `aborted`. */
  signal?: AbortSignal;
  /**
   * Budget in milliseconds for the whole call, retries and backoff included (so a caller that
   * asks for 10 s gets an answer in 10 s). Overrides the client's default for this call;
   * `Infinity` disables the deadline.
   */
  timeoutMs?: number;
}

/** A sleep that ends early, rejecting, when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The subset of `fetch` the transport uses. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Which endpoint-specific reading of a 400/403 applies. Most endpoints share the generic one;
 * these four have documented special meanings (spec section 7).
 */
export type ErrorContext = 'generic' | 'upload' | 'kitchen_cabinets' | 'staging_create' | 'stage';

/** A request body: JSON, or multipart built by the caller as `FormData`. */
export type RequestBody = { readonly kind: 'json'; readonly value: unknown } | { readonly kind: 'multipart'; readonly form: FormData };

/** Everything the transport needs to perform one endpoint call. */
export interface RequestSpec<T> {
  readonly method: 'GET' | 'POST';
  /** Path below the base URL, starting with `/`, path parameters already encoded. */
  readonly path: string;
  readonly body?: RequestBody;
  /** Long (render-class) default deadline instead of the short one. */
  readonly long: boolean;
  readonly errorContext?: ErrorContext;
  /** Turns the parsed JSON body into the result; throws `invalid_response` `ApiError`s. */
  readonly parse: (body: unknown) => T;
}

/** Performs `RequestSpec`s. */
export interface Transport {
  send<T>(spec: RequestSpec<T>, options?: CallOptions): Promise<T>;
}

/** Settings of a transport; `createApiClient` fills the defaults. */
export interface TransportOptions {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch: FetchLike;
  readonly longTimeoutMs: number;
  readonly defaultTimeoutMs: number;
  /** Attempts in total for GETs (POSTs always get exactly one). */
  readonly tries: number;
  readonly baseDelayMs: number;
  readonly sleep: Sleep;
  /** Source of jitter in [0, 1). */
  readonly random: () => number;
}

/** Longest wait a `Retry-After` header can impose between two attempts. */
export const MAX_RETRY_AFTER_MS = 10_000;

/** Longest server message kept; longer text bodies are usually HTML error pages. */
const MAX_SERVER_MESSAGE_LENGTH = 300;

// setTimeout overflows (and fires at once) above 2^31 - 1 ms.
const MAX_TIMER_MS = 2_147_483_647;

/** Joins the base URL (trailing slashes tolerated) and an endpoint path. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return `${base}${suffix}`;
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Encodes one path parameter, so `a/b` or `../x` can't reach another endpoint. */
export function encodePathParam(value: string): string {
  return encodeURIComponent(value);
}

/** A sleep on `setTimeout` that rejects with the signal's reason when it aborts. */
export const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.min(Math.max(0, ms), MAX_TIMER_MS));
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** A signal plus the function that detaches it from its sources. */
export interface CombinedSignal {
  readonly signal: AbortSignal;
  readonly dispose: () => void;
}

/**
 * One signal that aborts when any of `signals` does. `AbortSignal.any` is missing from older
 * browsers and Node releases we still support, hence this small combinator; `dispose` removes the
 * listeners so a long-lived caller signal doesn't accumulate one per call.
 */
export function combineSignals(signals: readonly (AbortSignal | undefined)[]): CombinedSignal {
  const controller = new AbortController();
  const cleanups: (() => void)[] = [];
  for (const source of signals) {
    if (source === undefined) continue;
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    const onAbort = (): void => controller.abort(source.reason);
    source.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => source.removeEventListener('abort', onAbort));
  }
  return {
    signal: controller.signal,
    dispose: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}

/** Marks that a race was lost to an abort, whatever the abort's reason was. */
class Stopped extends Error {}

/**
 * Settles with `promise`, or rejects with `Stopped` as soon as `signal` aborts. A fetch
 * implementation may ignore its signal (or a body read may hang), and the deadline must still hold.
 */
export function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(new Stopped());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new Stopped());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

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

/** Replaces every occurrence of `secret` in `text`, so a server echoing the key can't leak it. */
export function redact(text: string, secret: string): string {
  // Very short "keys" would blank out ordinary words; such keys are rejected by the server anyway.
  if (secret.length < 4) return text;
  return text.split(secret).join('[redacted]');
}

function messageFromJson(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail', 'error_message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (Array.isArray(value)) {
      // FastAPI-style validation errors: `detail: [{ loc, msg, type }]`.
      const parts = value
        .map((item: unknown) =>
          typeof item === 'string'
            ? item
            : typeof item === 'object' && item !== null && typeof (item as { msg?: unknown }).msg === 'string'
              ? (item as { msg: string }).msg
              : undefined,
        )
        .filter((part): part is string => part !== undefined && part.trim() !== '');
      if (parts.length > 0) return parts.join('; ');
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const nested = messageFromJson(value);
      if (nested !== undefined) return nested;
    }
  }
  return undefined;
}

/**
 * The server's own explanation in an error body: a JSON `message`, `error`, `detail` (string or
 * `[{ msg }]`) or `error_message`, or else a short plain-text body. HTML pages are ignored.
 */
export function readServerMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  let message: string | undefined;
  try {
    message = messageFromJson(JSON.parse(trimmed) as unknown);
  } catch {
    message = trimmed.startsWith('<') ? undefined : trimmed;
  }
  if (message === undefined) return undefined;
  const collapsed = message.replace(/\s+/g, ' ').trim();
  if (collapsed === '') return undefined;
  return collapsed.length > MAX_SERVER_MESSAGE_LENGTH ? `${collapsed.slice(0, MAX_SERVER_MESSAGE_LENGTH)}…` : collapsed;
}

const mentionsCredit = (message: string | undefined): boolean => message !== undefined && /credit/i.test(message);

/**
 * The error code for a non-2xx status, following spec section 7. `message` is the server's own
 * message, used only where a status has several documented causes.
 */
export function mapStatusToCode(status: number, message: string | undefined, context: ErrorContext = 'generic'): ApiErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 402:
      return 'insufficient_credits';
    case 403:
      if (context === 'upload') return 'asset_limit';
      return mentionsCredit(message) ? 'insufficient_credits' : 'unauthorized';
    case 404:
      return 'not_found';
    case 400:
      return mapBadRequest(message, context);
    case 429:
      return 'server';
    default:
      if (status >= 500) return 'server';
      if (status >= 400) return 'bad_request';
      // 1xx/3xx reaching us means a redirect we could not follow or a broken proxy.
      return 'server';
  }
}

function mapBadRequest(message: string | undefined, context: ErrorContext): ApiErrorCode {
  if (mentionsCredit(message)) return 'insufficient_credits';
  switch (context) {
    case 'kitchen_cabinets':
      // The client has already checked the inputs, so the one documented 400 left is "no
      // kitchen cabinets found"; a bare 400 is read that way too.
      return message === undefined || /cabinet/i.test(message) ? 'no_cabinets' : 'bad_request';
    case 'stage':
      return message !== undefined && /limit|variation|\b20\b/i.test(message) ? 'variation_limit' : 'bad_request';
    case 'staging_create':
      // "exceeded project limit": projects are what staging credits count.
      return message !== undefined && /limit/i.test(message) ? 'insufficient_credits' : 'bad_request';
    default:
      return 'bad_request';
  }
}

/** A readable location in a JSON body: `assets[2].id`, `plan.renovation_credits`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out === '' ? '(body)' : out;
}

/** Builds an `invalid_response` error naming where the body went wrong. */
export function invalidResponse(fieldPath: string, problem: string): ApiError {
  return new ApiError('invalid_response', `Unexpected response: ${fieldPath}: ${problem}`, { fieldPath });
}

/** Validates `body` with `schema`, or throws `invalid_response` naming the first bad field. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue === undefined) throw invalidResponse('(body)', 'does not match the expected shape');
  throw invalidResponse(toFieldPath(issue.path), issue.message);
}

type AttemptOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError; readonly retryable: boolean; readonly retryAfterMs?: number };

/** Creates the transport. The key is only ever placed in a header, never in a URL or message. */
export function createTransport(options: TransportOptions): Transport {
  const apiKey = options.apiKey.trim();

  const fail = (code: ApiErrorCode, message: string, details: ApiErrorDetails = {}): ApiError =>
    new ApiError(code, redact(message, apiKey), {
      ...details,
      serverMessage: details.serverMessage === undefined ? undefined : redact(details.serverMessage, apiKey),
    });

  function buildHeaders(body: RequestBody | undefined): Headers | ApiError {
    try {
      const headers = new Headers({ Accept: 'application/json', 'X-API-KEY': apiKey });
      // Multipart gets no Content-Type from us: fetch must write it, with the boundary.
      if (body?.kind === 'json') headers.set('Content-Type', 'application/json');
      return headers;
    } catch {
      // Headers' own TypeError can quote the offending value, i.e. the key: never pass it on.
      return fail('unauthorized', 'The API key contains characters that cannot be sent in a header.');
    }
  }

  function encodeBody(body: RequestBody | undefined): BodyInit | undefined | ApiError {
    if (body === undefined) return undefined;
    if (body.kind === 'multipart') return body.form;
    try {
      return JSON.stringify(body.value);
    } catch {
      // Cyclic or BigInt values: a caller bug, reported before anything is sent.
      return fail('bad_request', 'The request body cannot be encoded as JSON.');
    }
  }

  async function attempt<T>(
    spec: RequestSpec<T>,
    url: string,
    headers: Headers,
    payload: BodyInit | undefined,
    signal: AbortSignal,
  ): Promise<AttemptOutcome<T>> {
    const label = `${spec.method} ${spec.path}`;
    const init: RequestInit = {
      method: spec.method,
      headers,
      signal,
      // The key is the only credential; cookies of the API's site must not ride along, and
      // plan details or lists must never come from an HTTP cache.
      credentials: 'omit',
      cache: 'no-store',
    };
    if (payload !== undefined) init.body = payload;

    let response: Response;
    let text: string;
    try {
      response = await raceSignal(options.fetch(url, init), signal);
      text = await raceSignal(response.text(), signal);
    } catch (cause) {
      if (signal.aborted) throw cause; // the caller of attempt() names it aborted or timeout
      return { ok: false, retryable: true, error: fail('network', `${label}: the service could not be reached.`, { path: spec.path, cause }) };
    }

    if (response.status < 200 || response.status > 299) {
      const serverMessage = readServerMessage(text);
      const code = mapStatusToCode(response.status, serverMessage, spec.errorContext);
      const error = fail(code, `${label} failed with status ${response.status}${serverMessage === undefined ? '' : `: ${serverMessage}`}`, {
        status: response.status,
        path: spec.path,
        serverMessage,
      });
      const retryable = response.status >= 500 || response.status === 429;
      return { ok: false, error, retryable, retryAfterMs: retryable ? parseRetryAfter(response.headers.get('Retry-After')) : undefined };
    }

    const details = { status: response.status, path: spec.path };
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return { ok: false, retryable: false, error: fail('invalid_response', `${label}: the response is not JSON.`, { ...details, fieldPath: '(body)' }) };
    }
    try {
      return { ok: true, value: spec.parse(body) };
    } catch (cause) {
      const fieldPath = isApiError(cause) ? cause.fieldPath : undefined;
      const problem = cause instanceof Error ? cause.message : 'unexpected shape';
      return { ok: false, retryable: false, error: fail('invalid_response', `${label}: ${problem}`, { ...details, fieldPath: fieldPath ?? '(body)', cause }) };
    }
  }

  async function send<T>(spec: RequestSpec<T>, callOptions: CallOptions = {}): Promise<T> {
    const label = `${spec.method} ${spec.path}`;
    const caller = callOptions.signal;
    const requested = callOptions.timeoutMs;
    // NaN, 0 or negative budgets are caller mistakes: fall back to the default rather than fail.
    const timeoutMs = requested !== undefined && requested > 0 ? requested : spec.long ? options.longTimeoutMs : options.defaultTimeoutMs;
    // The caller's cancel wins over our deadline when both happened.
    const stopped = (): ApiError =>
      caller?.aborted === true
        ? fail('aborted', `${label} was cancelled.`, { path: spec.path })
        : fail('timeout', `${label} took longer than ${timeoutMs} ms.`, { path: spec.path });
    if (caller?.aborted === true) throw stopped();

    const deadline = new AbortController();
    const timer = Number.isFinite(timeoutMs) ? setTimeout(() => deadline.abort(), Math.min(timeoutMs, MAX_TIMER_MS)) : undefined;
    const combined = combineSignals([caller, deadline.signal]);
    const signal = combined.signal;
    try {
      if (apiKey === '') throw fail('unauthorized', `${label}: no API key is set.`, { path: spec.path });
      const url = joinUrl(options.baseUrl, spec.path);
      if (!isHttpUrl(url)) throw fail('network', `${label}: the API base URL is not a valid http(s) URL.`, { path: spec.path });
      const headers = buildHeaders(spec.body);
      if (headers instanceof ApiError) throw headers;
      const payload = encodeBody(spec.body);
      if (payload instanceof ApiError) throw payload;

      // Only GETs are retried: they are idempotent and free. Every POST either spends credits or
      // changes the account, and a retry could charge twice, so POSTs get exactly one attempt.
      const maxAttempts = spec.method === 'GET' ? Math.max(1, Math.floor(options.tries)) : 1;
      for (let attemptIndex = 0; ; attemptIndex += 1) {
        let outcome: AttemptOutcome<T>;
        try {
          outcome = await attempt(spec, url, headers, payload, signal);
        } catch (cause) {
          if (signal.aborted) throw stopped();
          throw cause;
        }
        if (outcome.ok) return outcome.value;
        if (!outcome.retryable || attemptIndex + 1 >= maxAttempts) throw outcome.error;
        const delay = Math.max(backoffDelay(attemptIndex, options.baseDelayMs, options.random), outcome.retryAfterMs ?? 0);
        try {
          await raceSignal(options.sleep(delay, signal), signal);
        } catch {
          if (signal.aborted) throw stopped();
          // A sleep that fails on its own is a bug in the injected sleep, not a reason to give
          // up a free, idempotent GET: retry at once.
        }
      }
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      combined.dispose();
    }
  }

  return { send };
}
