/** Fault injection, the request log, reset and state: the /__emulator control API. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blob, startTestEmulator, TEST_KEY, type TestEmulator } from './helpers';
import { livingRoom } from './images';

let emu: TestEmulator;

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.handle.close();
});
beforeEach(async () => {
  await emu.handle.reset();
});

function admin(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Response> {
  return emu.raw(`/__emulator${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function injectFault(fault: unknown): Promise<void> {
  const response = await admin('/faults', fault);
  expect(response.status, await response.clone().text()).toBe(201);
}

describe('fault injection', () => {
  it('answers an injected 500 once, then behaves normally', async () => {
    await injectFault({ path: '/styles', status: 500, times: 1 });
    const faulted = await emu.api('/styles');
    expect(faulted.status).toBe(500);
    expect(await faulted.json()).toEqual({ message: 'injected fault' });
    expect((await emu.api('/styles')).status).toBe(200);
  });

  it('honours times, method and a custom body', async () => {
    await injectFault({ path: '/assets', method: 'GET', status: 503, times: 2, body: { message: 'maintenance' } });
    expect((await emu.api('/assets/delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
    const first = await emu.api('/assets');
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ message: 'maintenance' });
    expect((await emu.api('/assets')).status).toBe(503);
    expect((await emu.api('/assets')).status).toBe(200);
  });

  it('injects every spec status on any endpoint, with the wildcard', async () => {
    for (const status of [400, 401, 403, 404, 500]) {
      await injectFault({ path: '*', status });
      expect((await emu.api('/plan/details')).status).toBe(status);
    }
  });

  it('applies before authentication, like a failing proxy', async () => {
    await injectFault({ path: '/styles', status: 500 });
    expect((await emu.api('/styles', { key: null })).status).toBe(500);
  });

  it('delays a request by delay_ms, then handles it normally', async () => {
    await injectFault({ path: '/styles', delay_ms: 300 });
    const started = Date.now();
    const response = await emu.api('/styles');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('lets a client time out on a long delay without holding the emulator', async () => {
    await injectFault({ path: '*', delay_ms: 30_000 });
    await expect(emu.api('/styles', { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect((await emu.api('/styles')).status).toBe(200);
  });

  it('answers 200 with a malformed JSON body', async () => {
    await injectFault({ path: '/renovate', malformed: true });
    const response = await emu.postJson('/renovate', { asset_id: 'a', style_id: 'modern' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow();
  });

  it('drops the connection', async () => {
    await injectFault({ path: '/plan/details', drop: true });
    await expect(emu.api('/plan/details')).rejects.toThrow();
    expect((await emu.api('/plan/details')).status).toBe(200);
  });

  it('lists, accepts arrays and clears pending faults', async () => {
    await injectFault([
      { path: '/a', status: 500 },
      { path: '/b', drop: true, times: 3 },
    ]);
    const listed = (await (await admin('/faults')).json()) as { faults: { path: string; remaining: number }[] };
    expect(listed.faults.map((f) => [f.path, f.remaining])).toEqual([
      ['/a', 1],
      ['/b', 3],
    ]);
    expect((await admin('/faults', undefined, 'DELETE')).status).toBe(200);
    expect(((await (await admin('/faults')).json()) as { faults: unknown[] }).faults).toEqual([]);
  });

  it.each([[{ status: 500, drop: true }], [{ path: '/x' }], [{ status: 42 }], [{ delay_ms: -1 }], [{ statuss: 500 }], ['nope']])('refuses the bad fault %j with 400', async (fault) => {
    const response = await admin('/faults', fault);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('request log', () => {
  it('records method, path, key_sent and field names, never the key', async () => {
    await emu.postJson('/renovate', { asset_id: 'asset_x', style_id: 'modern', guidance: 'secret guidance text' });
    await emu.api('/styles', { key: null });
    await emu.postForm('/assets/upload', { image: blob(await livingRoom()), asset_name: 'n' });
    const response = await admin('/requests');
    const text = await response.clone().text();
    expect(text).not.toContain(TEST_KEY);
    expect(text).not.toContain('secret guidance text');
    const { requests } = (await response.json()) as { requests: { method: string; path: string; key_sent: boolean; fields: string[]; at: string; status: number }[] };
    expect(requests.map((r) => [r.method, r.path, r.key_sent, r.fields, r.status])).toEqual([
      ['POST', '/renovate', true, ['asset_id', 'style_id', 'guidance'], 404],
      ['GET', '/styles', false, [], 401],
      ['POST', '/assets/upload', true, ['image', 'asset_name'], 200],
    ]);
    expect(new Date(requests[0]?.at ?? '').toISOString()).toBe(requests[0]?.at);
  });

  it('does not log admin calls, files or preflights, and can be cleared', async () => {
    await emu.api('/styles', { method: 'OPTIONS', key: null });
    await admin('/state');
    await emu.raw('/files/img_0000000000000000.jpg');
    expect(((await (await admin('/requests')).json()) as { requests: unknown[] }).requests).toEqual([]);
    await emu.api('/styles');
    await admin('/requests', undefined, 'DELETE');
    expect(((await (await admin('/requests')).json()) as { requests: unknown[] }).requests).toEqual([]);
  });
});

describe('reset and state', () => {
  it('GET /__emulator/state shows credits, counts and the base URL', async () => {
    expect(await (await admin('/state')).json()).toMatchObject({ renovation_credits: 1000, staging_credits: 100, max_assets: 50, assets: 0, projects: 0, base_url: emu.handle.baseUrl });
  });

  it('restores assets, projects, credits, faults and the log; deletes written files', async () => {
    const asset = await emu.upload(await livingRoom());
    await emu.postJson('/renovate', { asset_id: asset.id, style_id: 'modern' });
    await emu.postForm('/virtual-staging/projects/create', { image: blob(await livingRoom()) });
    await injectFault({ path: '/never', status: 500 });
    const reset = await admin('/reset', {});
    expect(reset.status).toBe(200);
    expect(await (await admin('/state')).json()).toMatchObject({ renovation_credits: 1000, staging_credits: 100, assets: 0, projects: 0, batches: 0, pending_faults: 0 });
    expect(((await (await admin('/requests')).json()) as { requests: unknown[] }).requests).toEqual([]);
    expect((await fetch(asset.preview_url)).status).toBe(404);
    expect(await (await emu.api('/assets')).json()).toEqual({ assets: [] });
  });

  it('needs no API key', async () => {
    expect((await emu.raw('/__emulator/state')).status).toBe(200);
  });
});
