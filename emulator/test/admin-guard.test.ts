/**
 * The control API (/__emulator) is for scripts and tests, never for web pages: no CORS on it, and
 * requests a browser marks (Origin, Sec-Fetch-Site, a rebound Host) are refused before they act.
 * The public API and the hosted files keep the CORS the extension's pages need.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './helpers';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.handle.close();
});

/** One request with exactly these headers (fetch would not let a test choose Host). */
function rawRequest(method: string, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: emu.handle.port, method, path, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const credits = async (): Promise<number> => ((await (await emu.raw('/__emulator/state')).json()) as { renovation_credits: number }).renovation_credits;

describe('no CORS on the control API', () => {
  it.each([
    ['GET', '/__emulator/state'],
    ['GET', '/__emulator/requests'],
    ['GET', '/__emulator/faults'],
  ])('%s %s answers without Access-Control-Allow-Origin', async (method, path) => {
    const response = await emu.raw(path, { method });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a preflight for POST /__emulator/reset, without CORS headers', async () => {
    const response = await emu.raw('/__emulator/reset', { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('keeps CORS on the public API and its preflights', async () => {
    expect((await emu.api('/styles')).headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await emu.api('/renovate', { method: 'OPTIONS', key: null, headers: { Origin: 'chrome-extension://abc', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('requests from web pages are refused before they act', () => {
  it('a page posting a no-cors reset (it sends Origin) gets 403 and nothing is reset', async () => {
    await emu.raw('/__emulator/credits', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ renovation_credits: 7 }) });
    const response = await rawRequest('POST', '/__emulator/reset', { Origin: 'https://evil.example', 'Content-Type': 'text/plain' });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ message: 'the emulator admin API does not answer web pages (it has an Origin header)' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await credits()).toBe(7);
  });

  it.each([
    ['an opaque origin', { Origin: 'null' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site fetch', { 'Sec-Fetch-Site': 'same-site' }],
    ['a DNS-rebound page (its own Host)', { Host: 'rebind.evil.example:8787', 'Sec-Fetch-Site': 'same-origin' }],
    ['a rebound Host alone', { Host: 'rebind.evil.example' }],
  ])('%s cannot read the request log or queue faults', async (_label, headers) => {
    expect((await rawRequest('GET', '/__emulator/requests', headers)).status).toBe(403);
    const fault = await rawRequest('POST', '/__emulator/faults', { ...headers, 'Content-Type': 'application/json' }, '{"path":"*","status":500}');
    expect(fault.status).toBe(403);
    expect(JSON.parse(fault.body)).toEqual({ message: expect.stringMatching(/^the emulator admin API does not answer web pages/) });
    expect(((await (await emu.raw('/__emulator/faults')).json()) as { faults: unknown[] }).faults).toEqual([]);
  });

  it.each([
    ['a script or test (no browser headers)', {}],
    ['an address typed into the browser', { 'Sec-Fetch-Site': 'none' }],
    ['localhost', { Host: `localhost:8787` }],
    ['[::1]', { Host: '[::1]:8787' }],
  ])('still answers %s', async (_label, headers) => {
    expect((await rawRequest('GET', '/__emulator/state', headers)).status).toBe(200);
  });
});
