import { sleep } from '../util/abort';
import { accountMethods, type AccountMethods } from './endpoints/account';
import { analyzerMethods, type AnalyzerMethods } from './endpoints/analyzer';
import type { Call } from './endpoints/call';
import { stagingMethods, type StagingMethods } from './endpoints/staging';
import { stylesMethods, type StylesMethods } from './endpoints/styles';
import type { ApiCall } from './declare';
import { createTransport, type CallOptions, type FetchLike } from './http';

/**
 * The typed client of the Renovation Visualization API v1: one method per endpoint of the spec
 * that no operation makes (10), and `send` for the calls the operations declare
 * (lib/operations/<operation>.ts: 7 more). Every call validates its input before sending,
 * validates the response before resolving, and fails only with `ApiError` (see `./errors`). Plain
 * TypeScript over an injected fetch, so it runs in the MV3 service worker, in Node and in tests.
 */

export type { CallOptions } from './http';
export { ApiError, isApiError, API_ERROR_CODES, type ApiErrorCode } from './errors';
export { declareCall, type ApiCall, type CallRequest, type Endpoint } from './declare';
export type { AnalyzeBatchInput, UploadAssetInput } from './requests';
export type {
  AnalysisDetails,
  AnalysisType,
  Asset,
  BatchAnalysis,
  BatchAnalysisEntry,
  BatchStatus,
  BatchSubmission,
  Classification,
  DeleteAssetResponse,
  Generation,
  InstallationLocation,
  Material,
  Plan,
  PlanDetailsResponse,
  RenovationSpectrum,
  StagingOption,
  StagingProject,
  Style,
  StylesResponse,
} from './schemas';

/** Default deadline of credit-spending calls: renders take 6 to 20 s, so three times the worst. */
export const DEFAULT_RENDER_TIMEOUT_MS = 60_000;
/** Default deadline of every other call, retries included. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Default attempts in total for a GET. */
export const DEFAULT_RETRY_TRIES = 3;
/** Default first backoff step; later ones double. */
export const DEFAULT_RETRY_BASE_DELAY_MS = 500;

/** How to reach the API and how patient to be. */
export interface ApiClientOptions {
  /** e.g. `https://api.tech.renovateai.app/public/v1`; a trailing slash is tolerated. */
  baseUrl: string;
  /** Sent as `X-API-KEY` on every request, never anywhere else. */
  apiKey: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /**
   * `renderMs` (default 60 000) bounds the long calls: renders, kitchen cabinets, upscale, style
   * transfer, analysis, staging, and uploads (they carry a photo, or make the server fetch one).
   * `defaultMs` (default 15 000) bounds the rest.
   */
  timeouts?: { renderMs?: number; defaultMs?: number };
  /** GET only: attempts in total (default 3) and first backoff step (default 500 ms). */
  retry?: { tries?: number; baseDelayMs?: number };
  /** Injected so tests don't wait; must reject when its signal aborts (it is raced anyway). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Jitter source in [0, 1); defaults to `Math.random`. */
  random?: () => number;
}

/**
 * The endpoints no operation makes, grouped by the spec's families (see `./endpoints/`), and
 * `send` for those the operations declare. Every call rejects only with `ApiError`.
 */
export interface ApiClient extends AccountMethods, StylesMethods, AnalyzerMethods, StagingMethods {
  /**
   * Sends a call declared outside lib/api (`declareCall`; the operations' renders, uploads and
   * analyses), its request built from `input` inside the promise, so a refused input rejects.
   */
  send<I, T>(call: ApiCall<I, T>, input: I, o?: CallOptions): Promise<T>;
}

/**
 * A client for the configured API base and key, with that base (fails with `no_api_key` when none
 * is set). The background makes it; the queue, the library caches and the analyzer are handed one.
 */
export type Connect = () => Promise<{ api: ApiClient; apiBase: string }>;

function positiveOr(value: number | undefined, fallback: number): number {
  return value !== undefined && value > 0 ? value : fallback;
}

/**
 * Creates a client. Nothing is validated or fetched here: a bad base URL or an empty key surfaces
 * as `network` / `unauthorized` from the first call, so a misconfigured extension still starts.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const injected = options.fetch;
  // Called as a plain function, never as `options.fetch(...)`: browsers throw "Illegal
  // invocation" when the global fetch runs with another object as `this`.
  const doFetch: FetchLike = injected !== undefined ? (input, init) => injected(input, init) : (input, init) => globalThis.fetch(input, init);

  const transport = createTransport({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: doFetch,
    longTimeoutMs: positiveOr(options.timeouts?.renderMs, DEFAULT_RENDER_TIMEOUT_MS),
    defaultTimeoutMs: positiveOr(options.timeouts?.defaultMs, DEFAULT_TIMEOUT_MS),
    // Fewer than one attempt makes no sense: 0 or 0.5 mean "don't retry", NaN means "default".
    tries: Number.isNaN(options.retry?.tries) ? DEFAULT_RETRY_TRIES : Math.max(1, Math.floor(options.retry?.tries ?? DEFAULT_RETRY_TRIES)),
    baseDelayMs: options.retry?.baseDelayMs !== undefined && options.retry.baseDelayMs >= 0 ? options.retry.baseDelayMs : DEFAULT_RETRY_BASE_DELAY_MS,
    sleep: options.sleep ?? sleep,
    random: options.random ?? Math.random,
  });

  // Building happens inside the promise, so a refused input rejects instead of throwing.
  const call: Call = (build, o) =>
    Promise.resolve()
      .then(build)
      .then((spec) => transport.send(spec, o));

  return {
    ...accountMethods(call),
    ...stylesMethods(call),
    ...analyzerMethods(call),
    ...stagingMethods(call),
    send: (declared, input, o) => call(() => declared.request(input), o),
  };
}
