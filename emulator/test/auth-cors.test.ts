/** Authentication on every endpoint, unknown routes, and CORS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TEST_KEY, type TestEmulator } from './helpers';
import { kitchen } from './images';

/** The spec's 17 endpoints (ids in paths are placeholders: auth is checked before lookup). */
export const ENDPOINTS: readonly (readonly [string, string])[] = [
  ['GET', '/plan/details'],
  ['GET', '/assets'],
  ['POST', '/assets/upload'],
  ['POST', '/assets/delete'],
  ['GET', '/styles'],
  ['POST', '/renovate'],
  ['POST', '/kitchen_cabinets'],
  ['POST', '/creative_upscale'],
  ['POST', '/style_transfer'],
  ['POST', '/analyze'],
  ['POST', '/analyze/batch'],
  ['GET', '/analyze/batch/batch_0000'],
  ['POST', '/virtual-staging/projects/create'],
  ['POST', '/virtual-staging/projects/project_0000/stage'],
  ['GET', '/virtual-staging/room-types'],
  ['GET', '/virtual-staging/styles'],
  ['GET', '/virtual-staging/projects/project_0000'],
];

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.handle.close();
});

describe('authentication', () => {
  it('lists 17 endpoints', () => {
    expect(ENDPOINTS).toHaveLength(17);
  });

  it.each(ENDPOINTS)('%s %s answers 401 without a key', async (method, path) => {
    const response = await emu.api(path, { method, key: null, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'missing or invalid API key' });
  });

  it.each(ENDPOINTS)('%s %s answers 401 with a wrong key', async (method, path) => {
    const response = await emu.api(path, { method, key: 'wrong-key', headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    expect(response.status).toBe(401);
  });

  it('rejects an empty key and a key differing only in case', async () => {
    expect((await emu.api('/styles', { key: '' })).status).toBe(401);
    expect((await emu.api('/styles', { key: TEST_KEY.toUpperCase() })).status).toBe(401);
  });

  it('accepts the header name in any case', async () => {
    for (const name of ['X-API-KEY', 'x-api-key', 'X-Api-Key']) {
      const response = await fetch(`${emu.handle.baseUrl}/styles`, { headers: { [name]: TEST_KEY } });
      expect(response.status).toBe(200);
    }
  });

  it('answers unknown API routes 404 with a key and 401 without', async () => {
    const withKey = await emu.api('/no-such-endpoint');
    expect(withKey.status).toBe(404);
    expect(await withKey.json()).toEqual({ message: 'not found' });
    expect((await emu.api('/no-such-endpoint', { key: null })).status).toBe(401);
    expect((await emu.api('/renovate', { method: 'GET' })).status).toBe(404);
    expect((await emu.raw('/elsewhere')).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers a preflight without a key, allowing X-API-KEY and Content-Type', async () => {
    const response = await emu.api('/renovate', {
      method: 'OPTIONS',
      key: null,
      headers: { Origin: 'chrome-extension://abcdef', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('adds Access-Control-Allow-Origin to successes, errors and files', async () => {
    expect((await emu.api('/styles')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await emu.api('/styles', { key: null })).headers.get('access-control-allow-origin')).toBe('*');
    expect((await emu.api('/nope')).headers.get('access-control-allow-origin')).toBe('*');
    const asset = await emu.upload(await kitchen());
    const file = await fetch(asset.preview_url);
    expect(file.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('hosted files', () => {
  it('serves images without a key as image/jpeg, and 404 for unknown names', async () => {
    const asset = await emu.upload(await kitchen());
    expect(asset.preview_url).toMatch(new RegExp(`^${emu.handle.url}/files/img_[0-9a-f]{16}\\.jpg$`));
    const response = await fetch(asset.preview_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await emu.raw('/files/img_0000000000000000.jpg')).status).toBe(404);
    expect((await emu.raw('/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await emu.raw('/files/whatever.png')).status).toBe(404);
  });
});
