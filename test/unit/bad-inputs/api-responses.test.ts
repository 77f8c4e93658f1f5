import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type CallOptions } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/errors';
import { MAX_API_BODY_BYTES } from '../../../lib/api/http-attempt';
import type { ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import { createFakeFetch, hangUntilAborted, imageBlob, instantSleep, json, networkError, text, type Reply } from '../api/fake-fetch';
import { meteredStream, streamResponse } from '../util/streams';
import { kitchenCabinetsCall } from '../../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../../lib/operations/renovate';
import { stageProjectCall } from '../../../lib/operations/stage';
import { styleTransferCall } from '../../../lib/operations/style-transfer';

/**
 * Bad inputs, layer 2: what the API may answer. Each row is one call of the real client
 * (`createApiClient`) over a fake fetch that answers as the row says.
 *
 * Expected: the coded `ApiError` (never a raw exception), the sentence the user reads for its
 * code, and the detail. Nothing lost: a POST (it spends credits or an asset slot) was sent exactly
 * once, never retried on its own; a GET was tried at most 3 times; the API key appears in no
 * message; and a paid result with a malformed echo is kept, not thrown away.
 */

const BASE = 'https://api.example.test/public/v1';
const KEY = 'sk_test_bad_inputs_0123456789';
const PHOTO_URL = 'https://photos.example.test/living.jpg';

/** The calls the rows make: one per kind of request and reading of its answer. */
const CALLS = {
  'renovate (asset)': { method: 'POST', run: (api: ApiClient, o?: CallOptions) => api.send(renovateCall, { asset_id: 'as_1', style_id: 'modern' }, o) },
  'renovate (URL)': { method: 'POST', run: (api: ApiClient, o?: CallOptions) => api.send(renovateCall, { image_url: PHOTO_URL, style_id: 'modern' }, o) },
  'kitchen cabinets': { method: 'POST', run: (api: ApiClient, o?: CallOptions) => api.send(kitchenCabinetsCall, { asset_id: 'as_1', style_id: 'shaker' }, o) },
  upload: { method: 'POST', run: (api: ApiClient, o?: CallOptions) => api.uploadAsset({ image: imageBlob(), asset_name: 'reimagine-abc' }, o) },
  'style transfer': { method: 'POST', run: (api: ApiClient, o?: CallOptions) => api.send(styleTransferCall, { asset_id: 'as_1', style_image_url: PHOTO_URL }, o) },
  stage: { method: 'POST', run: (api: ApiClient, o?: CallOptions) => api.send(stageProjectCall, { project_id: 'pr_1', room_type: 'living_room', style: 'modern' }, o) },
  'plan details': { method: 'GET', run: (api: ApiClient, o?: CallOptions) => api.getPlanDetails(o) },
  styles: { method: 'GET', run: (api: ApiClient, o?: CallOptions) => api.getStyles(o) },
} as const;
type CallName = keyof typeof CALLS;

interface ApiRow {
  readonly label: string;
  readonly call: CallName;
  /** What the server answers (every attempt). */
  readonly reply: Reply;
  /** The code, or `null` when the answer is bad but its paid result must be kept. */
  readonly code: ErrorCode | null;
  /** The sentence the user reads (`explainError(code).sentence`). */
  readonly sentence?: RegExp;
  /** The error's message, or (for a kept result) what the result holds. */
  readonly detail: RegExp;
  /** Requests the server saw: 1 for every POST, the retries for a GET. */
  readonly requests: number;
  /** A per-call deadline (for the slow server). */
  readonly timeoutMs?: number;
}

const HTML_PAGE = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>nginx</p></body></html>';
const SERVER = /had a problem rendering this photo/;
const INVALID = /answered in a way Reimagine did not understand/;

/** A 200 whose JSON body is longer than the client reads (6 MB). */
const oversized: Reply = () => {
  const { stream } = meteredStream(6 * 1024 * 1024, { prefix: new TextEncoder().encode('{"renovated_image_url":"') });
  return streamResponse(stream, { 'Content-Type': 'application/json' });
};

const ROWS: readonly ApiRow[] = [
  { label: '200 with an HTML page', call: 'renovate (asset)', reply: text(200, HTML_PAGE, { 'Content-Type': 'text/html' }), code: 'invalid_response', sentence: INVALID, detail: /the response is not JSON/, requests: 1 },
  { label: '200 with an empty body', call: 'renovate (asset)', reply: text(200, ''), code: 'invalid_response', sentence: INVALID, detail: /the response is not JSON/, requests: 1 },
  { label: '200 with invalid JSON', call: 'kitchen cabinets', reply: text(200, '{"renovated_image_url": "https://cdn.example.test/r.jpg"', { 'Content-Type': 'application/json' }), code: 'invalid_response', sentence: INVALID, detail: /not JSON/, requests: 1 },
  { label: '200 without renovated_image_url', call: 'renovate (asset)', reply: json(200, { style_id: 'modern', renovation_spectrum: 'renovate' }), code: 'invalid_response', sentence: INVALID, detail: /renovated_image_url/, requests: 1 },
  { label: '200 with an empty renovated_image_url', call: 'style transfer', reply: json(200, { status: 'success', renovated_image_url: '' }), code: 'invalid_response', sentence: INVALID, detail: /renovated_image_url/, requests: 1 },
  { label: '200 whose renovated_image_url is javascript:', call: 'renovate (asset)', reply: json(200, { renovated_image_url: 'javascript:alert(document.cookie)' }), code: 'invalid_response', sentence: INVALID, detail: /renovated_image_url/, requests: 1 },
  { label: '200 whose renovated_image_url is a data: URL', call: 'kitchen cabinets', reply: json(200, { renovated_image_url: 'data:text/html,<script>alert(1)</script>' }), code: 'invalid_response', sentence: INVALID, detail: /renovated_image_url/, requests: 1 },
  { label: '200 whose staged_image_url is a relative path', call: 'stage', reply: json(200, { status: 'success', staged_image_url: '/r/1.jpg', project_id: 'pr_1' }), code: 'invalid_response', sentence: INVALID, detail: /staged_image_url/, requests: 1 },
  { label: '200 (URL variant) whose image URL is javascript:', call: 'renovate (URL)', reply: json(200, { renovated_image_url: 'javascript:alert(1)' }), code: 'invalid_response', sentence: INVALID, detail: /no rendered image URL/, requests: 1 },
  { label: '200 (URL variant) that only echoes the input photo', call: 'renovate (URL)', reply: json(200, { image_url: PHOTO_URL }), code: 'invalid_response', sentence: INVALID, detail: /only repeats the input image URL/, requests: 1 },
  { label: '200 with status "failed" on a style transfer', call: 'style transfer', reply: json(200, { status: 'failed', renovated_image_url: 'https://cdn.example.test/s.jpg' }), code: 'invalid_response', sentence: INVALID, detail: /status/, requests: 1 },
  { label: '200 plan with credits as text', call: 'plan details', reply: json(200, { plan: { business_name: 'Acme', plan: 'pro', remaining_assets: 'many', staging_credits: 1, renovation_credits: 2 } }), code: 'invalid_response', sentence: INVALID, detail: /plan\.remaining_assets/, requests: 1 },
  { label: '200 with a 6 MB body', call: 'renovate (asset)', reply: oversized, code: 'invalid_response', sentence: INVALID, detail: new RegExp(`larger than ${MAX_API_BODY_BYTES / 1024 / 1024} MB`), requests: 1 },
  { label: '401', call: 'renovate (asset)', reply: json(401, { detail: 'Invalid API key' }), code: 'unauthorized', sentence: /The API key was rejected/, detail: /status 401: Invalid API key/, requests: 1 },
  { label: '401 echoing the key back', call: 'plan details', reply: json(401, { message: `Key ${KEY} is not valid` }), code: 'unauthorized', sentence: /The API key was rejected/, detail: /Key \[redacted\] is not valid/, requests: 1 },
  { label: '402', call: 'renovate (asset)', reply: json(402, { message: 'Payment required' }), code: 'insufficient_credits', sentence: /out of credits/, detail: /status 402/, requests: 1 },
  { label: '403 on a render that mentions credits', call: 'renovate (asset)', reply: json(403, { message: 'Not enough renovation credits' }), code: 'insufficient_credits', sentence: /out of credits/, detail: /Not enough renovation credits/, requests: 1 },
  { label: '403 on an upload (asset limit)', call: 'upload', reply: json(403, { message: 'Max assets limit reached' }), code: 'asset_limit', sentence: /maximum number of uploaded images/, detail: /Max assets limit reached/, requests: 1 },
  { label: '404', call: 'renovate (asset)', reply: json(404, { message: 'Asset not found' }), code: 'not_found', sentence: /could not find that image/, detail: /Asset not found/, requests: 1 },
  { label: '400 on kitchen cabinets with no body', call: 'kitchen cabinets', reply: text(400, ''), code: 'no_cabinets', sentence: /No kitchen cabinets were found/, detail: /status 400/, requests: 1 },
  { label: '400 on the 21st staging variation', call: 'stage', reply: json(400, { detail: 'Variation limit of 20 reached' }), code: 'variation_limit', sentence: /already has its 20 variations/, detail: /Variation limit/, requests: 1 },
  { label: '429 on a render (never retried)', call: 'renovate (asset)', reply: json(429, { message: 'Too many requests' }, { 'Retry-After': '1' }), code: 'server', sentence: SERVER, detail: /status 429/, requests: 1 },
  { label: '429 on a GET (retried, bounded)', call: 'plan details', reply: json(429, { message: 'Too many requests' }, { 'Retry-After': '1' }), code: 'server', sentence: SERVER, detail: /status 429/, requests: 3 },
  { label: '500 on a render (never retried)', call: 'renovate (asset)', reply: json(500, { message: 'Unexpected error in renovation' }), code: 'server', sentence: SERVER, detail: /status 500: Unexpected error in renovation/, requests: 1 },
  { label: '500 on an upload (never retried)', call: 'upload', reply: json(500, { message: 'boom' }), code: 'server', sentence: SERVER, detail: /status 500/, requests: 1 },
  { label: '502 with an HTML page (no HTML in the message)', call: 'renovate (asset)', reply: text(502, HTML_PAGE, { 'Content-Type': 'text/html' }), code: 'server', sentence: SERVER, detail: /^POST \/renovate failed with status 502$/, requests: 1 },
  { label: '503 on a GET (retried 3 times, then given up)', call: 'styles', reply: text(503, 'Service Unavailable'), code: 'server', sentence: SERVER, detail: /status 503: Service Unavailable/, requests: 3 },
  { label: 'a network error on a render (never retried)', call: 'renovate (asset)', reply: networkError, code: 'network', sentence: /can’t reach RenovateAI/, detail: /could not be reached/, requests: 1 },
  {
    label: 'a server slower than the deadline on a render',
    call: 'renovate (asset)',
    reply: hangUntilAborted,
    timeoutMs: 30,
    code: 'timeout',
    sentence: /took too long to answer\. It may still have finished the render and charged for it/,
    detail: /POST \/renovate took longer than 30 ms/,
    requests: 1,
  },
  { label: 'a server slower than the deadline on a GET', call: 'plan details', reply: hangUntilAborted, timeoutMs: 30, code: 'timeout', sentence: /took too long/, detail: /took longer than 30 ms/, requests: 1 },
  {
    label: '200 render whose echoes are malformed (the paid result is kept)',
    call: 'renovate (asset)',
    reply: json(200, { renovated_image_url: 'https://cdn.example.test/paid.jpg', style_id: 42, renovation_spectrum: ['x'] }),
    code: null,
    detail: /https:\/\/cdn\.example\.test\/paid\.jpg/,
    requests: 1,
  },
];

describe('bad inputs: API responses', () => {
  it('has a row for every kind of bad answer the issue lists', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ROWS)('$call: $label → $code', async (row) => {
    const fake = createFakeFetch(row.reply);
    const api = createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: fake.fetch, sleep: instantSleep().sleep, random: () => 0.5 });
    const { method, run } = CALLS[row.call];
    const outcome = await run(api, row.timeoutMs === undefined ? undefined : { timeoutMs: row.timeoutMs }).then(
      (value: unknown) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );

    if (row.code === null) {
      expect(outcome.ok).toBe(true);
      expect(JSON.stringify(outcome.ok ? outcome.value : null)).toMatch(row.detail);
    } else {
      if (outcome.ok) throw new Error(`expected ${row.code}, got ${JSON.stringify(outcome.value)}`);
      // A coded ApiError, never a raw TypeError or SyntaxError.
      expect(isApiError(outcome.error)).toBe(true);
      const error = outcome.error as { code: string; message: string };
      expect(error.code).toBe(row.code);
      expect(explainError(row.code).sentence).toMatch(row.sentence ?? /./);
      expect(error.message).toMatch(row.detail);
      expect(error.message).not.toContain(KEY);
    }

    // Nothing lost: a POST went out once (no double charge); a GET at most three times.
    expect(fake.requests.every((request) => request.method === method)).toBe(true);
    expect(fake.requests).toHaveLength(row.requests);
    if (method === 'POST') expect(fake.requests).toHaveLength(1);
  });

});
