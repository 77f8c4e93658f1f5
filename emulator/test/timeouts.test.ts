/**
 * Slow clients: a request whose body never arrives in full, or whose headers never end, is
 * answered 408 and its connection closed after the request or headers timeout, instead of holding
 * a connection for Node's default 300 s. Slow answers (latency, delay faults) are not affected.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../options';
import { startTestEmulator, TEST_KEY, type TestEmulator } from './helpers';

const REQUEST_TIMEOUT_MS = 600;
const HEADERS_TIMEOUT_MS = 300;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: HEADERS_TIMEOUT_MS });
});
afterAll(async () => {
  await emu.handle.close();
});

/** Writes `text` on a raw connection and resolves with what came back once the server closes it (or `open` after `waitMs`). */
function sendAndWait(text: string, waitMs: number): Promise<{ reply: string; closedAfterMs: number } | 'open'> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(emu.handle.port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('open');
    }, waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow clients are cut off', () => {
  it('a body shorter than its Content-Length gets 408 and a closed connection after the request timeout', async () => {
    const head = `POST /public/v1/renovate HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-KEY: ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    const result = await sendAndWait(`${head}{"asset_id":`, 5000);
    expect(result).not.toBe('open');
    if (result === 'open') return;
    expect(result.reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.reply).toMatch(/\r\n\r\n\{"message":"the request did not arrive in time"\}$/);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  });

  it('headers that never end get 408 and a closed connection after the headers timeout', async () => {
    const result = await sendAndWait('GET /public/v1/styles HTTP/1.1\r\nHost: 127.0.0.1\r\n', 5000);
    expect(result).not.toBe('open');
    if (result === 'open') return;
    expect(result.reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
  });

  it('a connection that sends nothing is closed too', async () => {
    expect(await sendAndWait('', 5000)).not.toBe('open');
  });

  it('a slow answer is not cut off: the timeouts cover receiving the request only', async () => {
    await emu.raw('/__emulator/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/styles', delay_ms: REQUEST_TIMEOUT_MS * 2 }) });
    const started = Date.now();
    const response = await emu.api('/styles');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS * 2 - 50);
  });

  it('the server answers normally afterwards', async () => {
    expect((await emu.api('/plan/details')).status).toBe(200);
  });
});

describe('timeout options', () => {
  it('default to 30 s for a request and 10 s for headers', () => {
    expect(resolveOptions({})).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 });
  });

  it('refuse zero, and a headers timeout longer than the request timeout', () => {
    expect(() => resolveOptions({ requestTimeoutMs: 0 })).toThrow(RangeError);
    expect(() => resolveOptions({ requestTimeoutMs: 5000, headersTimeoutMs: 6000 })).toThrow(/headersTimeoutMs/);
  });
});
