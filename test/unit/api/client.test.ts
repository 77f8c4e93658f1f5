import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiErrorCode, type Endpoint } from '../../../lib/api/client';
import { OPERATION_LIST } from '../../../lib/operations/index';
import { ApiError } from '../../../lib/api/errors';
import { bytesOf, createFakeFetch, imageBlob, instantSleep, json, opaqueRedirect, redirect, text, type Reply } from './fake-fetch';
import { analyzeCall } from '../../../lib/operations/analyze';
import { kitchenCabinetsCall } from '../../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../../lib/operations/stage';
import { styleTransferCall } from '../../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../../lib/operations/upscale';

const BASE = 'https://api.example.test/public/v1';
const KEY = 'sk_test_0123456789abcdef';

function client(...replies: Reply[]) {
  const fake = createFakeFetch(...replies);
  const { sleep, waits } = instantSleep();
  const api = createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: fake.fetch, sleep, random: () => 0.5 });
  return { api, requests: fake.requests, waits };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

const photo = imageBlob('image/jpeg');
const pngStyle = imageBlob('image/png', [0x89, 0x50, 0x4e, 0x47, 9, 9]);

const ASSET = { id: 'as_1', name: 'kitchen', width: 1024, height: 768, preview_url: 'https://cdn.example.test/as_1.jpg' };
const STYLE = { id: 'st_modern', name: 'Modern', description: 'Clean lines' };
const GENERATION = {
  id: 'gen_1',
  staged_image_url: 'https://cdn.example.test/gen_1.jpg',
  created_at: '2025-01-01T00:00:00Z',
  style: 'modern',
  room_type: 'living_room',
};

/** A multipart part: a string value, or a file with its name, type and bytes. */
type ExpectedPart = string | { file: Blob; filename: string };

interface EndpointCase {
  /** The client's method, or the endpoint of a call an operation declares (sent with `api.send`). */
  readonly name: Exclude<keyof ApiClient, 'send'> | Endpoint;
  readonly call: (api: ApiClient) => Promise<unknown>;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly json?: unknown;
  readonly form?: Record<string, ExpectedPart>;
  readonly status: number;
  readonly body: unknown;
  readonly expected: unknown;
  /** Every non-2xx status the spec lists for the endpoint (401 is added for all, section 5). */
  readonly errors: readonly (readonly [status: number, body: unknown, code: ApiErrorCode])[];
}

const CASES: readonly EndpointCase[] = [
  {
    name: 'getPlanDetails',
    call: (api) => api.getPlanDetails(),
    method: 'GET',
    path: '/plan/details',
    status: 200,
    body: { plan: { business_name: 'Acme Realty', plan: 'pro', remaining_assets: 40, staging_credits: 3, renovation_credits: 120 } },
    expected: { business_name: 'Acme Realty', plan: 'pro', remaining_assets: 40, staging_credits: 3, renovation_credits: 120 },
    errors: [[404, { message: 'Plan not found' }, 'not_found']],
  },
  {
    name: 'listAssets',
    call: (api) => api.listAssets(),
    method: 'GET',
    path: '/assets',
    status: 200,
    body: { assets: [ASSET, { ...ASSET, id: 'as_2', name: 'bath' }] },
    expected: [ASSET, { ...ASSET, id: 'as_2', name: 'bath' }],
    errors: [],
  },
  {
    name: 'uploadAsset',
    call: (api) => api.uploadAsset({ image: photo, asset_name: 'kitchen' }),
    method: 'POST',
    path: '/assets/upload',
    form: { image: { file: photo, filename: 'photo.jpg' }, asset_name: 'kitchen' },
    status: 200,
    body: { asset: ASSET },
    expected: ASSET,
    errors: [
      [400, { error: 'Invalid image' }, 'bad_request'],
      [403, { message: 'Max assets limit reached' }, 'asset_limit'],
      [404, { message: 'Account not found' }, 'not_found'],
    ],
  },
  {
    name: 'deleteAsset',
    call: (api) => api.deleteAsset({ asset_id: 'as_1' }),
    method: 'POST',
    path: '/assets/delete',
    json: { asset_id: 'as_1' },
    status: 200,
    body: { status: 'deleted', asset_id: 'as_1' },
    expected: { status: 'deleted', asset_id: 'as_1' },
    errors: [[404, { message: 'Asset not found' }, 'not_found']],
  },
  {
    name: 'getStyles',
    call: (api) => api.getStyles(),
    method: 'GET',
    path: '/styles',
    status: 200,
    body: { interior_styles: [STYLE], exterior_styles: [{ id: 'st_farm', name: 'Farmhouse', description: 'Rustic' }], total_found: 2 },
    expected: { interior_styles: [STYLE], exterior_styles: [{ id: 'st_farm', name: 'Farmhouse', description: 'Rustic' }], total_found: 2 },
    errors: [],
  },
  {
    name: 'POST /renovate',
    call: (api) => api.send(renovateCall, { asset_id: 'as_1', style_id: 'st_modern', renovation_spectrum: 'renovate', guidance: 'white oak floors throughout' }),
    method: 'POST',
    path: '/renovate',
    json: { asset_id: 'as_1', style_id: 'st_modern', renovation_spectrum: 'renovate', guidance: 'white oak floors throughout' },
    status: 200,
    body: { style_id: 'st_modern', renovation_spectrum: 'renovate', renovated_image_url: 'https://cdn.example.test/r1.jpg' },
    expected: { style_id: 'st_modern', renovation_spectrum: 'renovate', renovated_image_url: 'https://cdn.example.test/r1.jpg' },
    errors: [
      [400, { message: 'Bad request' }, 'bad_request'],
      [404, { message: 'Asset not found' }, 'not_found'],
      [500, { message: 'Unexpected error in renovation' }, 'server'],
    ],
  },
  {
    name: 'POST /kitchen_cabinets',
    call: (api) => api.send(kitchenCabinetsCall, { asset_id: 'as_1', guidance: 'navy shaker cabinets' }),
    method: 'POST',
    path: '/kitchen_cabinets',
    json: { asset_id: 'as_1', guidance: 'navy shaker cabinets' },
    status: 200,
    body: { style_id: '', renovation_spectrum: 'enhance', renovated_image_url: 'https://cdn.example.test/k1.jpg' },
    expected: { style_id: '', renovation_spectrum: 'enhance', renovated_image_url: 'https://cdn.example.test/k1.jpg' },
    errors: [
      [400, { detail: 'No kitchen cabinets found in the asset' }, 'no_cabinets'],
      [400, '', 'no_cabinets'],
      [400, { detail: 'guidance must be a string' }, 'bad_request'],
      [404, { message: 'Asset not found' }, 'not_found'],
      [500, { message: 'Unexpected error in renovation' }, 'server'],
    ],
  },
  {
    name: 'POST /creative_upscale',
    call: (api) => api.send(creativeUpscaleCall, { image_url: 'https://photos.example.test/a.jpg', creativity: 0.3 }),
    method: 'POST',
    path: '/creative_upscale',
    form: { image_url: 'https://photos.example.test/a.jpg', creativity: '0.3' },
    status: 200,
    body: { upscaled_image_url: 'https://cdn.example.test/u1.jpg', creativity: 0.3 },
    expected: { upscaled_image_url: 'https://cdn.example.test/u1.jpg', creativity: 0.3 },
    errors: [
      [400, { message: 'Bad request' }, 'bad_request'],
      [500, { message: 'Error in creative upscale' }, 'server'],
    ],
  },
  {
    name: 'POST /style_transfer',
    call: (api) => api.send(styleTransferCall, { asset_id: 'as_1', style_image: pngStyle }),
    method: 'POST',
    path: '/style_transfer',
    form: { asset_id: 'as_1', style_image: { file: pngStyle, filename: 'style.png' } },
    status: 200,
    body: { status: 'success', renovated_image_url: 'https://cdn.example.test/s1.jpg' },
    expected: { status: 'success', renovated_image_url: 'https://cdn.example.test/s1.jpg' },
    errors: [
      [400, { message: 'Bad request' }, 'bad_request'],
      [404, { message: 'Asset not found' }, 'not_found'],
      [500, { message: 'Error in style transfer' }, 'server'],
    ],
  },
  {
    name: 'POST /analyze',
    call: (api) => api.send(analyzeCall, { image: photo, analysis_type: 'advanced' }),
    method: 'POST',
    path: '/analyze',
    form: { image: { file: photo, filename: 'photo.jpg' }, analysis_type: 'advanced' },
    status: 200,
    body: {
      image_id: 'img_1',
      analysis_type: 'advanced',
      results: { classification: 'interior', room_type: 'kitchen', exterior_type: null, status: 'ok', renovation_styles: ['modern'] },
      processing_time: 1.25,
      error: null,
    },
    expected: {
      image_id: 'img_1',
      analysis_type: 'advanced',
      results: { classification: 'interior', room_type: 'kitchen', exterior_type: undefined, status: 'ok', renovation_styles: ['modern'] },
      processing_time: 1.25,
      error: undefined,
    },
    errors: [
      [400, { message: 'Bad request' }, 'bad_request'],
      [500, { message: 'Error in image analysis' }, 'server'],
    ],
  },
  {
    name: 'analyzeBatch',
    call: (api) =>
      api.analyzeBatch({
        images: [
          { image_url: 'https://photos.example.test/1.jpg', image_id: 'p1' },
          { image_url: 'https://photos.example.test/2.jpg', image_id: 'p2' },
        ],
        analysis_type: 'normal',
      }),
    method: 'POST',
    path: '/analyze/batch',
    json: {
      images: [
        { image_url: 'https://photos.example.test/1.jpg', image_id: 'p1' },
        { image_url: 'https://photos.example.test/2.jpg', image_id: 'p2' },
      ],
      analysis_type: 'normal',
    },
    status: 200,
    body: { batch_id: 'b_1', status: 'processing', total_images: 2, estimated_completion_time: '2025-01-01T00:01:00Z' },
    expected: { batch_id: 'b_1', status: 'processing', total_images: 2, estimated_completion_time: '2025-01-01T00:01:00Z' },
    errors: [
      [400, { message: 'Bad request' }, 'bad_request'],
      [500, { message: 'Error in batch submission' }, 'server'],
    ],
  },
  {
    name: 'getBatchAnalysis',
    call: (api) => api.getBatchAnalysis({ batch_id: 'b_1' }),
    method: 'GET',
    path: '/analyze/batch/b_1',
    status: 200,
    body: {
      batch_id: 'b_1',
      status: 'completed',
      total_images: 1,
      processed_images: 1,
      results: [{ image_id: 'p1', analysis_type: 'normal', results: { classification: 'exterior' }, processing_time: 0.5, error: null }],
    },
    expected: {
      batch_id: 'b_1',
      status: 'completed',
      total_images: 1,
      processed_images: 1,
      results: [{ image_id: 'p1', analysis_type: 'normal', results: { classification: 'exterior' }, processing_time: 0.5, error: undefined }],
    },
    errors: [
      [404, { message: 'Batch not found' }, 'not_found'],
      [500, { message: 'Error in retrieving batch results' }, 'server'],
    ],
  },
  {
    name: 'POST /virtual-staging/projects/create',
    call: (api) => api.send(createStagingProjectCall, { image: photo }),
    method: 'POST',
    path: '/virtual-staging/projects/create',
    form: { image: { file: photo, filename: 'room.jpg' } },
    status: 201,
    body: { project_id: 'pr_1', input_image_url: 'https://cdn.example.test/pr_1.jpg' },
    expected: { project_id: 'pr_1', input_image_url: 'https://cdn.example.test/pr_1.jpg' },
    errors: [
      [400, { message: 'Invalid image' }, 'bad_request'],
      [400, { message: 'Exceeded project limit' }, 'insufficient_credits'],
    ],
  },
  {
    name: 'POST /virtual-staging/projects/{project_id}/stage',
    call: (api) => api.send(stageProjectCall, { project_id: 'pr_1', room_type: 'living_room', style: 'modern' }),
    method: 'POST',
    path: '/virtual-staging/projects/pr_1/stage',
    json: { room_type: 'living_room', style: 'modern' },
    status: 201,
    body: { status: 'success', staged_image_url: 'https://cdn.example.test/st1.jpg', project_id: 'pr_1' },
    expected: { status: 'success', staged_image_url: 'https://cdn.example.test/st1.jpg', project_id: 'pr_1' },
    errors: [
      [400, { message: 'Invalid room type' }, 'bad_request'],
      [400, { message: 'Variation limit exceeded' }, 'variation_limit'],
      [400, { detail: 'A project holds at most 20 variations' }, 'variation_limit'],
    ],
  },
  {
    name: 'getRoomTypes',
    call: (api) => api.getRoomTypes(),
    method: 'GET',
    path: '/virtual-staging/room-types',
    status: 200,
    body: ['living_room', 'bedroom'],
    expected: [
      { id: 'living_room', name: 'Living room' },
      { id: 'bedroom', name: 'Bedroom' },
    ],
    errors: [],
  },
  {
    name: 'getStagingStyles',
    call: (api) => api.getStagingStyles(),
    method: 'GET',
    path: '/virtual-staging/styles',
    status: 200,
    body: { styles: [{ id: 'modern', name: 'Modern' }, { id: 'coastal', name: 'Coastal' }] },
    expected: [
      { id: 'modern', name: 'Modern' },
      { id: 'coastal', name: 'Coastal' },
    ],
    errors: [],
  },
  {
    name: 'getStagingProject',
    call: (api) => api.getStagingProject({ project_id: 'pr_1' }),
    method: 'GET',
    path: '/virtual-staging/projects/pr_1',
    status: 200,
    body: { project_id: 'pr_1', input_image_url: 'https://cdn.example.test/pr_1.jpg', generations: [GENERATION] },
    expected: { project_id: 'pr_1', input_image_url: 'https://cdn.example.test/pr_1.jpg', generations: [GENERATION] },
    errors: [[404, { message: 'Project not found' }, 'not_found']],
  },
];

async function expectForm(actual: FormData, expected: Record<string, ExpectedPart>): Promise<void> {
  expect([...new Set(actual.keys())].sort()).toEqual(Object.keys(expected).sort());
  for (const [name, part] of Object.entries(expected)) {
    const values = actual.getAll(name);
    expect(values).toHaveLength(1);
    const value = values[0];
    if (typeof part === 'string') {
      expect(value).toBe(part);
    } else {
      expect(value).toBeInstanceOf(Blob);
      const file = value as File;
      expect(file.name).toBe(part.filename);
      expect(file.type).toBe(part.file.type);
      expect(await bytesOf(file)).toEqual(await bytesOf(part.file));
    }
  }
}

describe('the client covers the 17 endpoints', () => {
  it('has exactly one case per method of the client and per call the operations declare', () => {
    const { api } = client(json(200, {}));
    const declared = OPERATION_LIST.flatMap((operation) => Object.values(operation.outbound).map((request) => request.call.endpoint));
    expect(CASES.map((c) => c.name).sort()).toEqual([...Object.keys(api).filter((name) => name !== 'send'), ...declared].sort());
    expect(CASES).toHaveLength(17);
  });
});

describe.each(CASES)('$name', (endpoint) => {
  it(`sends ${endpoint.method} ${endpoint.path} with the key and the exact body`, async () => {
    const { api, requests } = client(json(endpoint.status, endpoint.body));
    await endpoint.call(api);
    expect(requests).toHaveLength(1);
    const request = requests[0];
    if (request === undefined) throw new Error('no request');
    expect(request.method).toBe(endpoint.method);
    expect(request.url).toBe(`${BASE}${endpoint.path}`);
    expect(request.headers.get('X-API-KEY')).toBe(KEY);
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.signal).toBeInstanceOf(AbortSignal);
    if (endpoint.json !== undefined) {
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(request.json()).toEqual(endpoint.json);
    } else if (endpoint.form !== undefined) {
      // fetch must write the multipart Content-Type itself, with its boundary.
      expect(request.headers.has('Content-Type')).toBe(false);
      expect(request.toRequest().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      await expectForm(request.form(), endpoint.form);
    } else {
      expect(request.init.body).toBeUndefined();
      expect(request.headers.has('Content-Type')).toBe(false);
    }
  });

  // #26: browsers drop only Authorization on a cross-origin redirect; a followed redirect would
  // carry X-API-KEY to wherever the host pointed.
  it('never lets fetch follow a redirect with the key', async () => {
    const { api, requests } = client(json(endpoint.status, endpoint.body));
    await endpoint.call(api);
    expect(requests[0]?.init.redirect).toBe('manual');
  });

  it.each([301, 302, 303, 307, 308])('answers a %i with `redirected`, sent once, never followed', async (status) => {
    const { api, requests } = client(redirect(status, 'http://elsewhere.example.test/steal'));
    const error = await failure(endpoint.call(api));
    expect(error.code).toBe('redirected');
    expect(error.message).toContain('redirect');
    expect(error.message).not.toContain(KEY);
    expect(requests.map((r) => r.url)).toEqual([`${BASE}${endpoint.path}`]);
  });

  it('answers a browser\'s opaque redirect with `redirected`', async () => {
    const { api, requests } = client(opaqueRedirect);
    expect((await failure(endpoint.call(api))).code).toBe('redirected');
    expect(requests).toHaveLength(1);
  });

  it(`parses a spec-shaped ${endpoint.status} response`, async () => {
    const { api } = client(json(endpoint.status, endpoint.body));
    await expect(endpoint.call(api)).resolves.toEqual(endpoint.expected);
  });

  const statuses: readonly (readonly [number, unknown, ApiErrorCode])[] = [[401, { message: 'Unauthorized' }, 'unauthorized'], ...endpoint.errors];
  it.each(statuses)('maps %i %j to %s', async (status, body, code) => {
    const { api, requests } = client(typeof body === 'string' ? text(status, body) : json(status, body));
    const error = await failure(endpoint.call(api));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.path).toBe(endpoint.path);
    // Error statuses are never retried: 4xx mean the request is wrong, and POSTs are not repeated.
    expect(requests).toHaveLength(endpoint.method === 'GET' && status >= 500 ? 3 : 1);
    if (typeof body === 'object' && body !== null) {
      const message = Object.values(body)[0];
      expect(error.serverMessage).toBe(message);
      expect(error.message).toContain(String(message));
    }
  });
});

describe('endpoint-specific details', () => {
  it('uploads by URL with an image_url part and no file', async () => {
    const { api, requests } = client(json(200, { asset: ASSET }));
    await api.uploadAsset({ image_url: 'https://photos.example.test/p.jpg' });
    await expectForm(requests[0]?.form() ?? new FormData(), { image_url: 'https://photos.example.test/p.jpg' });
  });

  it('upscales a file and leaves creativity to the server when omitted', async () => {
    const { api, requests } = client(json(200, { upscaled_image_url: 'https://cdn.example.test/u.jpg' }));
    const result = await api.send(creativeUpscaleCall, { image: imageBlob('image/webp') });
    expect(result).toEqual({ upscaled_image_url: 'https://cdn.example.test/u.jpg' });
    const form = requests[0]?.form();
    expect(form?.has('creativity')).toBe(false);
    expect((form?.get('image') as File).name).toBe('photo.webp');
  });

  it('sends the style image by URL for style transfer', async () => {
    const { api, requests } = client(json(200, { status: 'success', renovated_image_url: 'https://cdn.example.test/s.jpg' }));
    await api.send(styleTransferCall, { asset_id: 'as_1', style_image_url: 'https://photos.example.test/style.jpg' });
    await expectForm(requests[0]?.form() ?? new FormData(), { asset_id: 'as_1', style_image_url: 'https://photos.example.test/style.jpg' });
  });

  it('renovates by photo URL with materials, sending exactly the given fields', async () => {
    const material = {
      material_id: 'SKU-1',
      material_name: 'Oak plank',
      color_id: 'c1',
      color_name: 'Natural',
      image_url: 'https://catalog.example.test/oak.jpg',
      installation_location: 'FLOORS' as const,
      metadata: { finish: 'matte' },
    };
    const { api, requests } = client(json(200, { renovated_image_url: 'https://cdn.example.test/m.jpg' }));
    const result = await api.send(renovateCall, {
      image_url: 'https://photos.example.test/room.jpg',
      guidance: 'apply the oak floor',
      renovation_spectrum: 'tweak',
      materials: [material],
    });
    expect(result).toEqual({ renovated_image_url: 'https://cdn.example.test/m.jpg' });
    expect(requests[0]?.json()).toEqual({
      image_url: 'https://photos.example.test/room.jpg',
      guidance: 'apply the oak floor',
      renovation_spectrum: 'tweak',
      materials: [material],
    });
  });

  it('omits absent optional renovation fields instead of sending null or empty', async () => {
    const { api, requests } = client(json(200, { renovated_image_url: 'https://cdn.example.test/r.jpg' }));
    await api.send(renovateCall, { asset_id: 'as_1', style_id: 'st_1', guidance: '   ' });
    expect(requests[0]?.json()).toEqual({ asset_id: 'as_1', style_id: 'st_1' });
  });

  it('fills the stage result project_id from the request when the server omits it', async () => {
    const { api } = client(json(201, { staged_image_url: 'https://cdn.example.test/st.jpg' }));
    await expect(api.send(stageProjectCall, { project_id: 'pr_9', room_type: 'bedroom', style: 'coastal' })).resolves.toEqual({
      status: 'success',
      staged_image_url: 'https://cdn.example.test/st.jpg',
      project_id: 'pr_9',
    });
  });

  it('keeps a paid render whose echo fields are malformed', async () => {
    const { api } = client(json(200, { renovated_image_url: 'https://cdn.example.test/r.jpg', style_id: 42, renovation_spectrum: null }));
    await expect(api.send(renovateCall, { asset_id: 'as_1', style_id: 'st_1' })).resolves.toEqual({ renovated_image_url: 'https://cdn.example.test/r.jpg' });
  });

  it('rejects a style transfer whose status contradicts success', async () => {
    const { api } = client(json(200, { status: 'failed', renovated_image_url: 'https://cdn.example.test/s.jpg' }));
    const error = await failure(api.send(styleTransferCall, { asset_id: 'as_1', style_image: pngStyle }));
    expect(error.code).toBe('invalid_response');
    expect(error.fieldPath).toBe('status');
  });

  it('reads 402 and credit-worded 400/403 as insufficient credits', async () => {
    for (const [reply, call] of [
      [json(402, {}), (api: ApiClient) => api.send(renovateCall, { asset_id: 'a', style_id: 's' })],
      [json(400, { message: 'Not enough renovation credits' }), (api: ApiClient) => api.send(kitchenCabinetsCall, { asset_id: 'a', style_id: 's' })],
      [json(403, { error: 'No staging credits left' }), (api: ApiClient) => api.send(createStagingProjectCall, { image: photo })],
    ] as const) {
      const { api } = client(reply);
      expect((await failure(call(api))).code).toBe('insufficient_credits');
    }
  });

  it('reads a 403 without a credit message outside upload as unauthorized', async () => {
    const { api } = client(json(403, { message: 'Forbidden' }));
    expect((await failure(api.getStyles())).code).toBe('unauthorized');
  });
});
