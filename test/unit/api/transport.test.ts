import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { joinUrl } from '../../../lib/api/http';
import { redact } from '../../../lib/api/http-attempt';
import { backoffDelay, parseRetryAfter } from '../../../lib/api/http-retry';
import { mapStatusToCode, readServerMessage } from '../../../lib/api/http-status';
import { toFieldPath } from '../../../lib/api/parse';
import { createFakeFetch, hang, hangUntilAborted, imageBlob, instantSleep, json, networkError, text, type Reply } from './fake-fetch';
import { kitchenCabinetsCall } from '../../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../../lib/operations/stage';

const BASE = 'https://api.example.test/public/v1';
const KEY = 'sk_live_SECRET_9f8e7d6c5b4a';
const PLAN = { plan: { business_name: 'Acme', plan: 'pro', remaining_assets: 1, staging_credits: 2, renovation_credits: 3 } };

function setup(replies: Reply[], extra: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(...replies);
  const { sleep, waits } = instantSleep();
  const api = createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: fake.fetch, sleep, random: () => 0, ...extra });
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

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('retries', () => {
  it('retries a GET on 5xx and succeeds on the third try, backing off exponentially', async () => {
    const { api, requests, waits } = setup([json(503, {}), json(500, {}), json(200, PLAN)], { retry: { baseDelayMs: 100 } });
    await expect(api.getPlanDetails()).resolves.toMatchObject({ plan: 'pro' });
    expect(requests).toHaveLength(3);
    // random() = 0 gives the lower half of each window: 100/2, then 200/2.
    expect(waits).toEqual([50, 100]);
  });

  it('gives up a GET after 3 tries in total and reports the last failure', async () => {
    const { api, requests } = setup([networkError, json(502, { message: 'bad gateway' }), networkError]);
    const error = await failure(api.listAssets());
    expect(error.code).toBe('network');
    expect(requests).toHaveLength(3);
  });

  it('reports server after retrying 5xx to exhaustion', async () => {
    const { api, requests } = setup([json(500, { message: 'boom' })]);
    const error = await failure(api.getStyles());
    expect(error.code).toBe('server');
    expect(error.serverMessage).toBe('boom');
    expect(requests).toHaveLength(3);
  });

  it('retries 429 and honours Retry-After', async () => {
    const { api, requests, waits } = setup([json(429, { message: 'slow down' }, { 'Retry-After': '2' }), json(200, PLAN)]);
    await api.getPlanDetails();
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it('respects a custom tries count', async () => {
    const { api, requests } = setup([networkError], { retry: { tries: 5 } });
    await failure(api.getPlanDetails());
    expect(requests).toHaveLength(5);
  });

  it.each([400, 401, 403, 404, 422])('never retries a GET that got %i', async (status) => {
    const { api, requests } = setup([json(status, {}), json(200, PLAN)]);
    await failure(api.getPlanDetails());
    expect(requests).toHaveLength(1);
  });

  it('never retries an invalid response', async () => {
    const { api, requests } = setup([json(200, { plan: {} }), json(200, PLAN)]);
    expect((await failure(api.getPlanDetails())).code).toBe('invalid_response');
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST on 500: a retry could charge twice', async () => {
    const { api, requests } = setup([json(500, {}), json(200, { renovated_image_url: 'https://cdn.example.test/r.jpg' })]);
    expect((await failure(api.send(renovateCall, { asset_id: 'a', style_id: 's' }))).code).toBe('server');
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST on a network error', async () => {
    const { api, requests } = setup([networkError, json(201, { project_id: 'p', input_image_url: 'u' })]);
    expect((await failure(api.send(createStagingProjectCall, { image: imageBlob() }))).code).toBe('network');
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST on 429 either', async () => {
    const { api, requests } = setup([json(429, {}), json(200, { asset_id: 'a', status: 'ok' })]);
    expect((await failure(api.deleteAsset({ asset_id: 'a' }))).code).toBe('server');
    expect(requests).toHaveLength(1);
  });
});

describe('deadlines and cancellation', () => {
  it('times out with code timeout when fetch ignores its signal', async () => {
    const { api } = setup([hang]);
    const error = await failure(api.getPlanDetails({ timeoutMs: 20 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('20 ms');
  });

  it('aborts the fetch itself when the deadline passes', async () => {
    const { api, requests } = setup([hangUntilAborted]);
    expect((await failure(api.send(renovateCall, { asset_id: 'a', style_id: 's' }, { timeoutMs: 20 }))).code).toBe('timeout');
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('does not retry a GET past its deadline: the budget covers the whole call', async () => {
    const { api, requests } = setup([hangUntilAborted]);
    expect((await failure(api.listAssets({ timeoutMs: 20 }))).code).toBe('timeout');
    expect(requests).toHaveLength(1);
  });

  it('uses the render default for renders and the short default for the rest', async () => {
    vi.useFakeTimers();
    const { api } = setup([hangUntilAborted], { timeouts: { renderMs: 5_000, defaultMs: 1_000 } });
    const render = failure(api.send(kitchenCabinetsCall, { asset_id: 'a', style_id: 's' }));
    const plain = failure(api.getStyles());
    let renderDone = false;
    void render.then(() => (renderDone = true));
    await vi.advanceTimersByTimeAsync(1_001);
    expect((await plain).code).toBe('timeout');
    expect(renderDone).toBe(false);
    await vi.advanceTimersByTimeAsync(4_000);
    expect((await render).code).toBe('timeout');
  });

  it('applies the documented defaults: 60 s for renders, 15 s otherwise', async () => {
    vi.useFakeTimers();
    const { api } = setup([hangUntilAborted]);
    let renderDone = false;
    let plainDone = false;
    const render = failure(api.send(stageProjectCall, { project_id: 'p', room_type: 'bedroom', style: 'modern' })).finally(() => (renderDone = true));
    const plain = failure(api.getRoomTypes()).finally(() => (plainDone = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(plainDone).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(plainDone).toBe(true);
    await vi.advanceTimersByTimeAsync(59_999 - 15_001);
    expect(renderDone).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(renderDone).toBe(true);
    expect((await render).code).toBe('timeout');
    expect((await plain).code).toBe('timeout');
  });

  it('clears its timer when the call ends', async () => {
    vi.useFakeTimers();
    const { api } = setup([json(200, PLAN)]);
    await api.getPlanDetails();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports aborted when the caller cancels during the fetch', async () => {
    const { api, requests } = setup([hangUntilAborted]);
    const controller = new AbortController();
    const pending = failure(api.send(renovateCall, { asset_id: 'a', style_id: 's' }, { signal: controller.signal }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    const error = await pending;
    expect(error.code).toBe('aborted');
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('reports aborted, not timeout, when fetch ignores the signal', async () => {
    const { api } = setup([hang]);
    const controller = new AbortController();
    const pending = failure(api.getPlanDetails({ signal: controller.signal, timeoutMs: 60_000 }));
    controller.abort();
    expect((await pending).code).toBe('aborted');
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { api, requests } = setup([json(200, PLAN)]);
    const controller = new AbortController();
    controller.abort();
    expect((await failure(api.getPlanDetails({ signal: controller.signal }))).code).toBe('aborted');
    expect(requests).toHaveLength(0);
  });

  it('stops retrying at once when aborted during the backoff sleep', async () => {
    const fake = createFakeFetch(json(503, {}));
    const controller = new AbortController();
    const sleeps: number[] = [];
    const api = createApiClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: fake.fetch,
      // A sleep that never ends on its own: only the abort can end it.
      sleep: (ms, signal) =>
        new Promise<void>((_resolve, reject) => {
          sleeps.push(ms);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
          controller.abort();
        }),
    });
    const error = await failure(api.getPlanDetails({ signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(sleeps).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out during a backoff sleep that ignores its signal', async () => {
    const fake = createFakeFetch(json(503, {}));
    const api = createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: fake.fetch, sleep: () => new Promise<void>(() => undefined) });
    expect((await failure(api.getPlanDetails({ timeoutMs: 20 }))).code).toBe('timeout');
    expect(fake.requests).toHaveLength(1);
  });

  it('leaves no listener on a long-lived caller signal', async () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    const { api } = setup([json(200, PLAN)]);
    await api.getPlanDetails({ signal: controller.signal });
    await api.getPlanDetails({ signal: controller.signal });
    expect(added.mock.calls.length).toBeGreaterThan(0);
    expect(removed.mock.calls.length).toBe(added.mock.calls.length);
  });
});

describe('URLs and headers', () => {
  it.each([
    ['https://api.example.test/public/v1', 'https://api.example.test/public/v1/plan/details'],
    ['https://api.example.test/public/v1/', 'https://api.example.test/public/v1/plan/details'],
    ['https://api.example.test/public/v1///', 'https://api.example.test/public/v1/plan/details'],
    ['  http://localhost:8787/public/v1/ ', 'http://localhost:8787/public/v1/plan/details'],
  ])('joins %j', async (baseUrl, expected) => {
    const { api, requests } = setup([json(200, PLAN)], { baseUrl });
    await api.getPlanDetails();
    expect(requests[0]?.url).toBe(expected);
    expect(joinUrl(baseUrl, 'plan/details')).toBe(expected);
  });

  it('refuses path parameters that could reach another endpoint, and encodes the rest (#26; test/unit/api/path-params.test.ts)', async () => {
    const { api, requests } = setup([json(404, {})]);
    expect((await failure(api.getStagingProject({ project_id: '../assets?x=1#y' }))).code).toBe('bad_request');
    expect((await failure(api.getBatchAnalysis({ batch_id: 'a/b c' }))).code).toBe('bad_request');
    expect((await failure(api.send(stageProjectCall, { project_id: 'p/1', room_type: 'bedroom', style: 'modern' }))).code).toBe('bad_request');
    expect(requests).toHaveLength(0);
    await failure(api.getBatchAnalysis({ batch_id: 'a b:c' }));
    expect(requests.map((r) => r.url)).toEqual([`${BASE}/analyze/batch/a%20b%3Ac`]);
  });

  it('uses the global fetch when none is injected, called without a foreign `this`', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      function (this: unknown, ...args: unknown[]): Promise<Response> {
        calls.push(this);
        void args;
        return Promise.resolve(new Response(JSON.stringify(PLAN), { status: 200 }));
      },
    );
    const api = createApiClient({ baseUrl: BASE, apiKey: KEY });
    await api.getPlanDetails();
    expect(calls).toHaveLength(1);
    // Called as a plain function (or on globalThis), never with the client as `this`.
    expect([undefined, globalThis]).toContain(calls[0]);
  });

  it('reports a base URL that is not http(s) as network, without fetching', async () => {
    const { api, requests } = setup([json(200, PLAN)], { baseUrl: 'not a url' });
    expect((await failure(api.getPlanDetails())).code).toBe('network');
    expect(requests).toHaveLength(0);
  });

  it('reports an empty key as unauthorized, without fetching', async () => {
    const { api, requests } = setup([json(200, PLAN)], { apiKey: '  ' });
    expect((await failure(api.getPlanDetails())).code).toBe('unauthorized');
    expect(requests).toHaveLength(0);
  });

  it('never leaks a key that cannot be sent in a header', async () => {
    const badKey = 'sk_live_\u0100\u2603_tail';
    const { api, requests } = setup([json(200, PLAN)], { apiKey: badKey });
    const error = await failure(api.getPlanDetails());
    expect(error.code).toBe('unauthorized');
    expect(error.message).not.toContain('sk_live');
    expect(JSON.stringify(error.cause ?? null)).not.toContain('sk_live');
    expect(requests).toHaveLength(0);
  });
});

describe('the key never appears in an error', () => {
  const echoes: Reply[] = [
    json(401, { message: `Invalid API key ${KEY}` }),
    json(400, { detail: [{ msg: `bad header X-API-KEY=${KEY}` }] }),
    text(500, `upstream rejected ${KEY}`),
    json(200, { plan: { business_name: KEY } }),
    networkError,
  ];
  it.each(echoes.map((reply, index) => [index, reply] as const))('case %i', async (_index, reply) => {
    const { api } = setup([reply], { retry: { tries: 1 } });
    const error = await failure(api.getPlanDetails());
    expect(error.message).not.toContain(KEY);
    expect(error.serverMessage ?? '').not.toContain(KEY);
    expect(String(error)).not.toContain(KEY);
  });

  it('redacts the echoed key but keeps the rest of the server message', async () => {
    const { api } = setup([json(401, { message: `Invalid API key ${KEY}` })]);
    const error = await failure(api.getPlanDetails());
    expect(error.serverMessage).toBe('Invalid API key [redacted]');
  });
});

describe('response bodies', () => {
  it('rejects a non-JSON 2xx body as invalid_response', async () => {
    const { api } = setup([text(200, '<html>gateway</html>')]);
    const error = await failure(api.getPlanDetails());
    expect(error.code).toBe('invalid_response');
    expect(error.fieldPath).toBe('(body)');
    expect(error.status).toBe(200);
  });

  it('rejects an empty 2xx body as invalid_response', async () => {
    const { api } = setup([text(204)]);
    expect((await failure(api.deleteAsset({ asset_id: 'a' }))).code).toBe('invalid_response');
  });

  it('names the missing field in message and fieldPath', async () => {
    const { api } = setup([json(200, { plan: { business_name: 'A', plan: 'p', remaining_assets: 1, staging_credits: 1 } })]);
    const error = await failure(api.getPlanDetails());
    expect(error.code).toBe('invalid_response');
    expect(error.fieldPath).toBe('plan.renovation_credits');
    expect(error.message).toContain('plan.renovation_credits');
    expect(error.path).toBe('/plan/details');
  });

  it('names an array element by index', async () => {
    const asset = { id: 'a', name: 'n', width: 1, height: 1, preview_url: 'u' };
    const { api } = setup([json(200, { assets: [asset, { ...asset, width: '1' }] })]);
    expect((await failure(api.listAssets())).fieldPath).toBe('assets[1].width');
  });

  it('accepts any 2xx status', async () => {
    const { api } = setup([json(201, { asset_id: 'a', status: 'deleted' })]);
    await expect(api.deleteAsset({ asset_id: 'a' })).resolves.toEqual({ asset_id: 'a', status: 'deleted' });
  });
});

describe('pure helpers', () => {
  it('maps statuses per spec section 7', () => {
    expect(mapStatusToCode(401, undefined)).toBe('unauthorized');
    expect(mapStatusToCode(402, undefined)).toBe('insufficient_credits');
    expect(mapStatusToCode(403, undefined, 'upload')).toBe('asset_limit');
    expect(mapStatusToCode(403, 'credits exhausted')).toBe('insufficient_credits');
    expect(mapStatusToCode(403, 'forbidden')).toBe('unauthorized');
    expect(mapStatusToCode(404, undefined)).toBe('not_found');
    expect(mapStatusToCode(400, undefined)).toBe('bad_request');
    expect(mapStatusToCode(400, 'Insufficient credits')).toBe('insufficient_credits');
    // The readings of a 400 that the operations' calls declare (spec section 7), as their requests carry them.
    const cabinets = kitchenCabinetsCall.request({ asset_id: 'a', style_id: 's' }).readBadRequest;
    const stage = stageProjectCall.request({ project_id: 'p', room_type: 'bedroom', style: 'modern' }).readBadRequest;
    const create = createStagingProjectCall.request({ image: imageBlob() }).readBadRequest;
    expect(mapStatusToCode(400, undefined, 'generic', cabinets)).toBe('no_cabinets');
    expect(mapStatusToCode(400, 'No cabinets detected', 'generic', cabinets)).toBe('no_cabinets');
    expect(mapStatusToCode(400, 'style_id unknown', 'generic', cabinets)).toBe('bad_request');
    expect(mapStatusToCode(400, 'Maximum of 20 reached', 'generic', stage)).toBe('variation_limit');
    expect(mapStatusToCode(400, 'room 120 invalid', 'generic', stage)).toBe('bad_request');
    expect(mapStatusToCode(400, undefined, 'generic', stage)).toBe('bad_request');
    expect(mapStatusToCode(400, 'Project limit exceeded', 'generic', create)).toBe('insufficient_credits');
    expect(mapStatusToCode(400, 'Invalid image', 'generic', create)).toBe('bad_request');
    // A message about credits means credits, whatever the endpoint's own reading.
    expect(mapStatusToCode(400, 'No staging credits left: variation limit', 'generic', stage)).toBe('insufficient_credits');
    expect(mapStatusToCode(400, 'Maximum of 20 reached')).toBe('bad_request');
    expect(mapStatusToCode(422, undefined)).toBe('bad_request');
    expect(mapStatusToCode(429, 'slow down')).toBe('server');
    expect(mapStatusToCode(503, undefined)).toBe('server');
    expect(mapStatusToCode(302, undefined)).toBe('server');
  });

  it('reads server messages from the usual fields', () => {
    expect(readServerMessage('{"message":"m"}')).toBe('m');
    expect(readServerMessage('{"error":"e"}')).toBe('e');
    expect(readServerMessage('{"detail":"d"}')).toBe('d');
    expect(readServerMessage('{"error_message":"x"}')).toBe('x');
    expect(readServerMessage('{"detail":[{"msg":"a"},{"msg":"b"}]}')).toBe('a; b');
    expect(readServerMessage('{"error":{"message":"nested"}}')).toBe('nested');
    expect(readServerMessage('"just a string"')).toBe('just a string');
    expect(readServerMessage('Bad   thing\nhappened')).toBe('Bad thing happened');
    expect(readServerMessage('<html><body>502</body></html>')).toBeUndefined();
    expect(readServerMessage('{"code":42}')).toBeUndefined();
    expect(readServerMessage('')).toBeUndefined();
    expect(readServerMessage('x'.repeat(1000))?.length).toBe(301);
  });

  it('formats field paths', () => {
    expect(toFieldPath(['plan', 'renovation_credits'])).toBe('plan.renovation_credits');
    expect(toFieldPath(['assets', 3, 'id'])).toBe('assets[3].id');
    expect(toFieldPath([2])).toBe('[2]');
    expect(toFieldPath([])).toBe('(body)');
  });

  it('computes jittered exponential backoff', () => {
    expect(backoffDelay(0, 100, () => 0)).toBe(50);
    expect(backoffDelay(0, 100, () => 1)).toBe(100);
    expect(backoffDelay(2, 100, () => 0.5)).toBe(300);
  });

  it('parses Retry-After seconds and dates, capped at 10 s', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('3600')).toBe(10_000);
    expect(parseRetryAfter(new Date(1_000_000 + 4_000).toUTCString(), 1_000_000)).toBe(4_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('redacts every occurrence of the secret', () => {
    expect(redact('a KEY1234 b KEY1234', 'KEY1234')).toBe('a [redacted] b [redacted]');
  });
});

describe('retry settings', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2.7, 2],
    [Number.NaN, 3],
  ])('tries %d means %d attempt(s)', async (tries, attempts) => {
    const { api, requests } = setup([networkError], { retry: { tries } });
    await failure(api.getPlanDetails());
    expect(requests).toHaveLength(attempts);
  });
});
