import { raceSignal, withDeadline } from '../util/abort';
import { isHttpUrl } from '../util/url';
import { ApiError } from './errors';
import { attempt, redactingFail, type Fail, type PreparedRequest } from './http-attempt';
import { backoffDelay } from './http-retry';
import type { ErrorContext, ReadBadRequest } from './http-status';

/**
 * The transport under the API client: URL joining, the `X-API-KEY` header, JSON and multipart
 * bodies, the call's deadline and abort, and GET-only retries. One attempt (fetch, status to
 * code, response validation) is `http-attempt.ts`; backoff is `http-retry.ts`. It holds no
 * endpoint knowledge beyond what a `RequestSpec` tells it, and every dependency (fetch, sleep,
 * randomness) is injected so it runs the same in a service worker, Node and tests.
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
  /** The endpoint's own reading of a 400, if it has one (`ReadBadRequest`). */
  readonly readBadRequest?: ReadBadRequest;
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

/** Joins the base URL (trailing slashes tolerated) and an endpoint path. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return `${base}${suffix}`;
}

/**
 * Why `value` cannot be one path segment, or undefined when it can. `encodeURIComponent` alone is
 * not enough: it leaves `.` and `..` as they are, and the URL parser resolves those (and their
 * `%2e` spellings) as dot segments, so `getStagingProject({ project_id: '..' })` would reach
 * another endpoint with the key. The service's ids never hold `/ \ ? # %` or control characters,
 * so an id that does is refused rather than guessed at.
 */
export function pathSegmentProblem(value: string): string | undefined {
  if (value === '.' || value === '..') return 'must not be "." or ".."';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  if (/[/\\?#%\u0000-\u001f\u007f]/.test(value)) return 'must not contain /, \\, ?, #, % or control characters';
  // A lone surrogate has no UTF-8 form: encodeURIComponent would throw a URIError.
  if (/\p{Surrogate}/u.test(value)) return 'must be well-formed text';
  return undefined;
}

/**
 * Encodes one path parameter (checked by `pathSegmentProblem`), so `a/b` or `..` can't reach
 * another endpoint. The endpoints refuse such ids earlier, naming the field (`pathParam` of
 * requests.ts); this is the last guard before the key is sent.
 */
export function encodePathParam(value: string): string {
  const problem = pathSegmentProblem(value);
  if (problem !== undefined) throw new ApiError('bad_request', `Invalid input: path parameter ${problem}`, { fieldPath: '(path)' });
  return encodeURIComponent(value);
}

/** One transport's settings with the key trimmed and its error builder bound. */
interface Bound {
  readonly options: TransportOptions;
  readonly apiKey: string;
  readonly fail: Fail;
}

/** Headers, body and URL, or the `ApiError` that means nothing may be sent. */
function prepare({ options, apiKey, fail }: Bound, spec: RequestSpec<unknown>, label: string): PreparedRequest {
  if (apiKey === '') throw fail('unauthorized', `${label}: no API key is set.`, { path: spec.path });
  const url = joinUrl(options.baseUrl, spec.path);
  if (!isHttpUrl(url)) throw fail('network', `${label}: the API base URL is not a valid http(s) URL.`, { path: spec.path });
  let headers: Headers;
  try {
    headers = new Headers({ Accept: 'application/json', 'X-API-KEY': apiKey });
  } catch {
    // Headers' own TypeError can quote the offending value, i.e. the key: never pass it on.
    throw fail('unauthorized', 'The API key contains characters that cannot be sent in a header.');
  }
  // Multipart gets no Content-Type from us: fetch must write it, with the boundary.
  if (spec.body?.kind === 'json') headers.set('Content-Type', 'application/json');
  return { url, headers, payload: encodeBody(fail, spec.body) };
}

function encodeBody(fail: Fail, body: RequestBody | undefined): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body.kind === 'multipart') return body.form;
  try {
    return JSON.stringify(body.value);
  } catch {
    // Cyclic or BigInt values: a caller bug, reported before anything is sent.
    throw fail('bad_request', 'The request body cannot be encoded as JSON.');
  }
}

/**
 * Attempts until one succeeds, fails for good, or the signal aborts. Only GETs are retried: they
 * are idempotent and free. Every POST either spends credits or changes the account, and a retry
 * could charge twice, so POSTs get exactly one attempt.
 */
async function withRetries<T>(bound: Bound, spec: RequestSpec<T>, request: PreparedRequest, signal: AbortSignal, stopped: () => ApiError): Promise<T> {
  const { options, fail } = bound;
  const maxAttempts = spec.method === 'GET' ? Math.max(1, Math.floor(options.tries)) : 1;
  for (let attemptIndex = 0; ; attemptIndex += 1) {
    const outcome = await attempt(options.fetch, fail, spec, request, signal).catch((cause: unknown) => {
      throw signal.aborted ? stopped() : cause;
    });
    if (outcome.ok) return outcome.value;
    if (!outcome.retryable || attemptIndex + 1 >= maxAttempts) throw outcome.error;
    const delay = Math.max(backoffDelay(attemptIndex, options.baseDelayMs, options.random), outcome.retryAfterMs ?? 0);
    try {
      await raceSignal(options.sleep(delay, signal), signal);
    } catch {
      if (signal.aborted) throw stopped();
      // A sleep that fails on its own is a bug in the injected sleep, not a reason to give up a
      // free, idempotent GET: retry at once.
    }
  }
}

/** One call: its budget (retries included), the caller's cancel, then the attempts. */
async function send<T>(bound: Bound, spec: RequestSpec<T>, callOptions: CallOptions = {}): Promise<T> {
  const { options, fail } = bound;
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

  const deadline = withDeadline(timeoutMs, caller);
  try {
    return await withRetries(bound, spec, prepare(bound, spec, label), deadline.signal, stopped);
  } finally {
    deadline.dispose();
  }
}

/** Creates the transport. The key is only ever placed in a header, never in a URL or message. */
export function createTransport(options: TransportOptions): Transport {
  const apiKey = options.apiKey.trim();
  const bound: Bound = { options, apiKey, fail: redactingFail(apiKey) };
  return { send: (spec, callOptions) => send(bound, spec, callOptions) };
}
