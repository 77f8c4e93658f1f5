import { createTransport, defaultSleep, encodePathParam, parseWith, type CallOptions, type FetchLike, type RequestSpec } from './http';
import { normalizeRenovationUrlResult, normalizeStagingOptions } from './normalize';
import {
  analyzeBatchBody,
  analyzeForm,
  deleteAssetBody,
  isAssetRenovation,
  pathParam,
  renovateByAssetBody,
  renovateByUrlBody,
  stageBody,
  stagingCreateForm,
  styleTransferForm,
  uploadAssetForm,
  upscaleForm,
  type AnalyzeBatchInput,
  type AnalyzeInput,
  type StageInput,
  type StyleTransferInput,
  type UploadAssetInput,
  type UpscaleInput,
} from './requests';
import {
  AnalysisResult,
  AssetsResponse,
  BatchAnalysis,
  BatchSubmission,
  DeleteAssetResponse,
  PlanDetailsResponse,
  RenovationResult,
  StageResponse,
  StagingProject,
  StagingProjectCreated,
  StylesResponse,
  StyleTransferResult,
  UploadAssetResponse,
  UpscaleResult,
  type Asset,
  type Plan,
  type RenovateByAssetRequest,
  type RenovateByUrlRequest,
  type StageResult,
  type StagingOption,
} from './schemas';

/**
 * The typed client of the Renovation Visualization API v1: one method per endpoint of the spec
 * (17). Every method validates its input before sending, validates the response before
 * resolving, and fails only with `ApiError` (see `./errors`). Plain TypeScript over an injected
 * fetch, so it runs in the MV3 service worker, in Node and in tests.
 */

export type { CallOptions } from './http';
export { ApiError, isApiError, API_ERROR_CODES, type ApiErrorCode } from './errors';
export { CREATIVITY_DEFAULT, CREATIVITY_MAX, CREATIVITY_MIN, GUIDANCE_MIN_LENGTH } from './requests';
export type { AnalyzeBatchInput, AnalyzeInput, StageInput, StyleTransferInput, UploadAssetInput, UpscaleInput } from './requests';
export type {
  AnalysisDetails,
  AnalysisResult,
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
  RenovateByAssetRequest,
  RenovateByUrlRequest,
  RenovationResult,
  RenovationSpectrum,
  StageResult,
  StagingOption,
  StagingProject,
  StagingProjectCreated,
  Style,
  StylesResponse,
  StyleTransferResult,
  UpscaleResult,
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

/** The 17 endpoints. Every method rejects only with `ApiError`. */
export interface ApiClient {
  /** GET /plan/details: plan name and remaining credits. */
  getPlanDetails(o?: CallOptions): Promise<Plan>;
  /** GET /assets: every asset on the account. */
  listAssets(o?: CallOptions): Promise<Asset[]>;
  /** POST /assets/upload (multipart): exactly one of `image` or `image_url`. Never retried. */
  uploadAsset(input: UploadAssetInput, o?: CallOptions): Promise<Asset>;
  /** POST /assets/delete. */
  deleteAsset(input: { asset_id: string }, o?: CallOptions): Promise<{ status: string; asset_id: string }>;
  /** GET /styles: interior and exterior styles. */
  getStyles(o?: CallOptions): Promise<StylesResponse>;
  /**
   * POST /renovate, on an asset (`asset_id`) or on a photo URL (`image_url`, optional
   * `materials`). Needs `style_id` or `guidance` (or materials, for the URL shape). Spends credits.
   */
  renovate(input: RenovateByAssetRequest | RenovateByUrlRequest, o?: CallOptions): Promise<RenovationResult>;
  /** POST /kitchen_cabinets: as `renovate` on an asset, applied to the cabinets. Spends credits. */
  kitchenCabinets(input: RenovateByAssetRequest, o?: CallOptions): Promise<RenovationResult>;
  /** POST /creative_upscale (multipart): exactly one of `image` or `image_url`. */
  creativeUpscale(input: UpscaleInput, o?: CallOptions): Promise<UpscaleResult>;
  /** POST /style_transfer (multipart): exactly one of `style_image` or `style_image_url`. */
  styleTransfer(input: StyleTransferInput, o?: CallOptions): Promise<StyleTransferResult>;
  /** POST /analyze (multipart). Coming soon on the service. */
  analyze(input: AnalyzeInput, o?: CallOptions): Promise<AnalysisResult>;
  /** POST /analyze/batch. Coming soon on the service. */
  analyzeBatch(input: AnalyzeBatchInput, o?: CallOptions): Promise<BatchSubmission>;
  /** GET /analyze/batch/{batch_id}. */
  getBatchAnalysis(input: { batch_id: string }, o?: CallOptions): Promise<BatchAnalysis>;
  /** POST /virtual-staging/projects/create (multipart, 201). Spends 1 staging credit. */
  createStagingProject(input: { image: Blob }, o?: CallOptions): Promise<{ project_id: string; input_image_url: string }>;
  /** POST /virtual-staging/projects/{project_id}/stage (201). At most 20 per project. */
  stageProject(input: StageInput, o?: CallOptions): Promise<StageResult>;
  /** GET /virtual-staging/room-types, normalised to `{ id, name }[]`. */
  getRoomTypes(o?: CallOptions): Promise<StagingOption[]>;
  /** GET /virtual-staging/styles, normalised to `{ id, name }[]`. */
  getStagingStyles(o?: CallOptions): Promise<StagingOption[]>;
  /** GET /virtual-staging/projects/{project_id}: the project and its generations. */
  getStagingProject(input: { project_id: string }, o?: CallOptions): Promise<StagingProject>;
}

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
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
  });

  /**
   * Builds the request (validating input) and sends it. Building happens inside the promise so a
   * refused input rejects like any other failure instead of throwing synchronously.
   */
  const call = <T>(build: () => RequestSpec<T>, o?: CallOptions): Promise<T> =>
    Promise.resolve()
      .then(build)
      .then((spec) => transport.send(spec, o));

  const get = <T>(path: string, parse: (body: unknown) => T): RequestSpec<T> => ({ method: 'GET', path, long: false, parse });

  return {
    getPlanDetails: (o) => call(() => get('/plan/details', (body) => parseWith(PlanDetailsResponse, body).plan), o),

    listAssets: (o) => call(() => get('/assets', (body) => parseWith(AssetsResponse, body).assets), o),

    uploadAsset: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/assets/upload',
          body: { kind: 'multipart', form: uploadAssetForm(input) },
          long: true,
          errorContext: 'upload',
          parse: (body) => parseWith(UploadAssetResponse, body).asset,
        }),
        o,
      ),

    deleteAsset: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/assets/delete',
          body: { kind: 'json', value: deleteAssetBody(input) },
          long: false,
          parse: (body) => parseWith(DeleteAssetResponse, body),
        }),
        o,
      ),

    getStyles: (o) => call(() => get('/styles', (body) => parseWith(StylesResponse, body)), o),

    renovate: (input, o) =>
      call((): RequestSpec<RenovationResult> => {
        if (isAssetRenovation(input)) {
          return {
            method: 'POST',
            path: '/renovate',
            body: { kind: 'json', value: renovateByAssetBody(input) },
            long: true,
            parse: (body) => parseWith(RenovationResult, body),
          };
        }
        const value = renovateByUrlBody(input);
        return {
          method: 'POST',
          path: '/renovate',
          body: { kind: 'json', value },
          long: true,
          // The spec does not show this variant's response: read it leniently.
          parse: (body) => normalizeRenovationUrlResult(body, typeof value.image_url === 'string' ? value.image_url : undefined),
        };
      }, o),

    kitchenCabinets: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/kitchen_cabinets',
          body: { kind: 'json', value: renovateByAssetBody(input) },
          long: true,
          errorContext: 'kitchen_cabinets',
          parse: (body) => parseWith(RenovationResult, body),
        }),
        o,
      ),

    creativeUpscale: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/creative_upscale',
          body: { kind: 'multipart', form: upscaleForm(input) },
          long: true,
          parse: (body) => parseWith(UpscaleResult, body),
        }),
        o,
      ),

    styleTransfer: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/style_transfer',
          body: { kind: 'multipart', form: styleTransferForm(input) },
          long: true,
          parse: (body) => parseWith(StyleTransferResult, body),
        }),
        o,
      ),

    analyze: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/analyze',
          body: { kind: 'multipart', form: analyzeForm(input) },
          long: true,
          parse: (body) => parseWith(AnalysisResult, body),
        }),
        o,
      ),

    analyzeBatch: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/analyze/batch',
          body: { kind: 'json', value: analyzeBatchBody(input) },
          long: true,
          parse: (body) => parseWith(BatchSubmission, body),
        }),
        o,
      ),

    getBatchAnalysis: (input, o) =>
      call(
        () =>
          get(`/analyze/batch/${encodePathParam(pathParam(input.batch_id, 'batch_id'))}`, (body) => parseWith(BatchAnalysis, body)),
        o,
      ),

    createStagingProject: (input, o) =>
      call(
        () => ({
          method: 'POST',
          path: '/virtual-staging/projects/create',
          body: { kind: 'multipart', form: stagingCreateForm(input) },
          long: true,
          errorContext: 'staging_create',
          parse: (body) => parseWith(StagingProjectCreated, body),
        }),
        o,
      ),

    stageProject: (input, o) =>
      call((): RequestSpec<StageResult> => {
        const projectId = pathParam(input.project_id, 'project_id');
        return {
          method: 'POST',
          path: `/virtual-staging/projects/${encodePathParam(projectId)}/stage`,
          body: { kind: 'json', value: stageBody(input) },
          long: true,
          errorContext: 'stage',
          parse: (body) => {
            const parsed = parseWith(StageResponse, body);
            return { status: parsed.status, staged_image_url: parsed.staged_image_url, project_id: parsed.project_id ?? projectId };
          },
        };
      }, o),

    getRoomTypes: (o) => call(() => get('/virtual-staging/room-types', normalizeStagingOptions), o),

    getStagingStyles: (o) => call(() => get('/virtual-staging/styles', normalizeStagingOptions), o),

    getStagingProject: (input, o) =>
      call(
        () =>
          get(`/virtual-staging/projects/${encodePathParam(pathParam(input.project_id, 'project_id'))}`, (body) =>
            parseWith(StagingProject, body),
          ),
        o,
      ),
  };
}
