/**
 * Contract: what every endpoint shares. 401 for a wrong key on all 17 methods, 500 (injected) on
 * each endpoint whose table lists it, and the transport failures a real network produces (dropped
 * connection, slow answer, broken JSON), plus the retry rule: GETs retry, POSTs never do.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../lib/api/client';
import { blob, expectApiError, KEY, livingRoom, startContract, to, WRONG_KEY, type Contract } from './support';
import { analyzeCall } from '../../lib/operations/analyze';
import { kitchenCabinetsCall } from '../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../lib/operations/stage';
import { styleTransferCall } from '../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../lib/operations/upscale';

let c: Contract;
let photo: Blob;

beforeAll(async () => {
  c = await startContract({ renovationCredits: 10 });
  photo = blob(await livingRoom());
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await c.reset();
});

/**
 * One call per client method and per call an operation declares (`api.send`), with inputs the
 * client accepts (ids need not exist: auth comes first).
 */
interface Endpoint {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly call: (api: ApiClient) => Promise<unknown>;
}

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'getPlanDetails', method: 'GET', path: '/plan/details', call: (api) => api.getPlanDetails() },
  { name: 'listAssets', method: 'GET', path: '/assets', call: (api) => api.listAssets() },
  { name: 'uploadAsset', method: 'POST', path: '/assets/upload', call: (api) => api.uploadAsset({ image: photo, asset_name: 'room' }) },
  { name: 'deleteAsset', method: 'POST', path: '/assets/delete', call: (api) => api.deleteAsset({ asset_id: 'asset_x' }) },
  { name: 'getStyles', method: 'GET', path: '/styles', call: (api) => api.getStyles() },
  { name: 'renovate', method: 'POST', path: '/renovate', call: (api) => api.send(renovateCall, { asset_id: 'asset_x', style_id: 'modern', guidance: 'bright white walls' }) },
  { name: 'kitchenCabinets', method: 'POST', path: '/kitchen_cabinets', call: (api) => api.send(kitchenCabinetsCall, { asset_id: 'asset_x', guidance: 'navy shaker doors' }) },
  { name: 'creativeUpscale', method: 'POST', path: '/creative_upscale', call: (api) => api.send(creativeUpscaleCall, { image: photo, creativity: 0.5 }) },
  { name: 'styleTransfer', method: 'POST', path: '/style_transfer', call: (api) => api.send(styleTransferCall, { asset_id: 'asset_x', style_image: photo }) },
  { name: 'analyze', method: 'POST', path: '/analyze', call: (api) => api.send(analyzeCall, { image: photo }) },
  { name: 'analyzeBatch', method: 'POST', path: '/analyze/batch', call: (api) => api.analyzeBatch({ images: [{ image_url: 'http://127.0.0.1:9/a.jpg', image_id: 'a' }] }) },
  { name: 'getBatchAnalysis', method: 'GET', path: '/analyze/batch/batch_x', call: (api) => api.getBatchAnalysis({ batch_id: 'batch_x' }) },
  { name: 'createStagingProject', method: 'POST', path: '/virtual-staging/projects/create', call: (api) => api.send(createStagingProjectCall, { image: photo }) },
  { name: 'stageProject', method: 'POST', path: '/virtual-staging/projects/project_x/stage', call: (api) => api.send(stageProjectCall, { project_id: 'project_x', room_type: 'living_room', style: 'modern' }) },
  { name: 'getRoomTypes', method: 'GET', path: '/virtual-staging/room-types', call: (api) => api.getRoomTypes() },
  { name: 'getStagingStyles', method: 'GET', path: '/virtual-staging/styles', call: (api) => api.getStagingStyles() },
  { name: 'getStagingProject', method: 'GET', path: '/virtual-staging/projects/project_x', call: (api) => api.getStagingProject({ project_id: 'project_x' }) },
];

/** The endpoints whose spec table lists 500. */
const LISTS_500: readonly Endpoint['name'][] = ['renovate', 'kitchenCabinets', 'creativeUpscale', 'styleTransfer', 'analyze', 'analyzeBatch', 'getBatchAnalysis'];

const endpoint = (name: Endpoint['name']): Endpoint => {
  const found = ENDPOINTS.find((e) => e.name === name);
  if (found === undefined) throw new Error(`no endpoint ${name}`);
  return found;
};

describe('401 unauthorized: a wrong key on every method', () => {
  it('covers all 17 client methods', () => {
    expect(ENDPOINTS).toHaveLength(17);
    expect(new Set(ENDPOINTS.map((e) => e.name)).size).toBe(17);
  });

  it.each(ENDPOINTS)('$name -> unauthorized (401), the key sent but refused, never echoed', async ({ call, method, path }) => {
    const wrong = c.client({ apiKey: WRONG_KEY });
    const error = await expectApiError(call(wrong), 'unauthorized', 401);
    expect(error.message).not.toContain(WRONG_KEY);
    expect(error.serverMessage ?? '').not.toContain(WRONG_KEY);
    const log = await c.requests();
    // 401 is not retried, not even on a GET.
    expect(log).toEqual([expect.objectContaining({ method, path, key_sent: true, key_valid: false, status: 401 })]);
    expect(JSON.stringify(log)).not.toContain(WRONG_KEY);
  });

  it('an empty key is refused by the client without a request', async () => {
    const keyless = createApiClient({ baseUrl: c.emu.baseUrl, apiKey: '' });
    await expectApiError(keyless.getPlanDetails(), 'unauthorized');
    expect(await c.requests()).toEqual([]);
  });

  it('a wrong key spends nothing', async () => {
    const wrong = c.client({ apiKey: WRONG_KEY });
    const before = await c.api.getPlanDetails();
    for (const { call } of ENDPOINTS) await expectApiError(call(wrong), 'unauthorized', 401);
    expect(await c.api.getPlanDetails()).toEqual(before);
  });
});

describe('500 server: an injected fault on each endpoint whose table lists 500', () => {
  it.each(LISTS_500.map(endpoint))('$name -> server (500); a POST is sent once, a GET tried 3 times', async ({ call, method, path }) => {
    const attempts = method === 'GET' ? 3 : 1;
    await c.fault({ path, method, status: 500, times: attempts });
    const error = await expectApiError(call(c.api), 'server', 500);
    expect(error.serverMessage).toBe('injected fault');
    const log = to(await c.requests(), path, method);
    expect(log.map((r) => r.status)).toEqual(Array<number>(attempts).fill(500));
    for (const entry of log) expect(entry).toMatchObject({ key_sent: true, key_valid: true });
  });
});

describe('transport failures through a real socket', () => {
  it('a dropped connection on a POST -> network, sent once', async () => {
    await c.fault({ path: '/assets/upload', method: 'POST', drop: true });
    await expectApiError(c.api.uploadAsset({ image: photo }), 'network');
    expect(to(await c.requests(), '/assets/upload')).toEqual([expect.objectContaining({ status: null })]);
    expect(await c.api.listAssets()).toEqual([]);
  });

  it('a dropped connection on a GET is retried; dropped every time -> network after 3 attempts', async () => {
    await c.fault({ path: '/styles', drop: true, times: 3 });
    await expectApiError(c.api.getStyles(), 'network');
    expect(to(await c.requests(), '/styles')).toHaveLength(3);

    await c.clearRequests();
    await c.fault({ path: '/styles', drop: true, times: 1 });
    expect((await c.api.getStyles()).total_found).toBeGreaterThan(0);
    expect(to(await c.requests(), '/styles').map((r) => r.status)).toEqual([null, 200]);
  });

  it('a slow answer with a short timeoutMs -> timeout, within the budget (GET)', async () => {
    await c.fault({ path: '/plan/details', delay_ms: 5000 });
    const started = Date.now();
    await expectApiError(c.api.getPlanDetails({ timeoutMs: 150 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a slow render with a short timeoutMs -> timeout, sent once (a timed-out POST is not retried)', async () => {
    const asset = await c.api.uploadAsset({ image: photo });
    await c.fault({ path: '/renovate', delay_ms: 5000 });
    const started = Date.now();
    await expectApiError(c.api.send(renovateCall, { asset_id: asset.id, guidance: 'bright white walls' }, { timeoutMs: 150 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(to(await c.requests(), '/renovate')).toHaveLength(1);
  });

  it('a malformed 200 body -> invalid_response naming the body, not retried', async () => {
    await c.fault({ path: '/plan/details', malformed: true });
    const error = await expectApiError(c.api.getPlanDetails(), 'invalid_response', 200);
    expect(error.fieldPath).toBe('(body)');
    expect(to(await c.requests(), '/plan/details')).toHaveLength(1);
  });

  it('a malformed body on a render -> invalid_response', async () => {
    await c.fault({ path: '/renovate', malformed: true });
    await expectApiError(endpoint('renovate').call(c.api), 'invalid_response', 200);
  });
});

describe('retries', () => {
  it('GET: one 500 on /plan/details is retried and succeeds; the log shows 2 requests', async () => {
    await c.fault({ path: '/plan/details', method: 'GET', status: 500, times: 1 });
    const plan = await c.api.getPlanDetails();
    expect(plan.renovation_credits).toBe(10);
    const log = to(await c.requests(), '/plan/details', 'GET');
    expect(log.map((r) => r.status)).toEqual([500, 200]);
    for (const entry of log) expect(entry).toMatchObject({ key_sent: true, key_valid: true });
  });

  it('GET: with tries 1 the same fault is final', async () => {
    await c.fault({ path: '/plan/details', status: 503, times: 1 });
    await expectApiError(c.client({ tries: 1 }).getPlanDetails(), 'server', 503);
    expect(to(await c.requests(), '/plan/details')).toHaveLength(1);
  });

  it('POST: one 500 on /renovate fails the call, exactly 1 /renovate in the log, no credit spent', async () => {
    const asset = await c.api.uploadAsset({ image: photo });
    await c.fault({ path: '/renovate', status: 500, times: 1 });
    await expectApiError(c.api.send(renovateCall, { asset_id: asset.id, style_id: 'modern' }), 'server', 500);
    expect(to(await c.requests(), '/renovate')).toEqual([expect.objectContaining({ method: 'POST', status: 500 })]);
    expect((await c.api.getPlanDetails()).renovation_credits).toBe(10);
    // The fault was used once: the next call (the caller's decision, not the client's) succeeds.
    await c.api.send(renovateCall, { asset_id: asset.id, guidance: 'bright white walls' });
    expect(to(await c.requests(), '/renovate').map((r) => r.status)).toEqual([500, 200]);
  });
});

describe('the key', () => {
  it('is the configured one, sent on every request as X-API-KEY', async () => {
    await c.api.getPlanDetails();
    await c.api.uploadAsset({ image: photo });
    const log = await c.requests();
    expect(log).toHaveLength(2);
    for (const entry of log) expect(entry).toMatchObject({ key_sent: true, key_valid: true });
    expect(JSON.stringify(log)).not.toContain(KEY);
  });
});
