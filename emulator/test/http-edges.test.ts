/**
 * Edges the fuzzer found, each answered with the emulator's error body instead of a torn
 * connection, a bodiless answer from Node, or an unexpected exception: a request body over the
 * limit (the client must still get its 400), headers over Node's 16 KB, broken HTTP, and JSON
 * nested thousands of levels deep (JSON.stringify overflowed the stack on it).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../http/body';
import { blob, startTestEmulator, TEST_KEY, type TestEmulator } from './helpers';
import { livingRoom } from './images';

const MAX_IMAGE_BYTES = 64 * 1024;
const BODY_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024;
const unexpected: string[] = [];

let emu: TestEmulator;
let projectId: string;
beforeAll(async () => {
  emu = await startTestEmulator({ maxImageBytes: MAX_IMAGE_BYTES, log: (line) => unexpected.push(line) });
  const created = await emu.postForm('/virtual-staging/projects/create', { image: blob(await livingRoom()) });
  projectId = ((await created.json()) as { project_id: string }).project_id;
});
afterAll(async () => {
  await emu.handle.close();
});

/** Sends raw bytes and resolves with everything the server wrote before closing. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(emu.handle.port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(reply));
  });
}

const bodyOf = (reply: string): unknown => JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;

describe('a request body over the limit', () => {
  it.each([
    ['multipart', '/assets/upload', () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(BODY_LIMIT + 512 * 1024)]), 'big.jpg');
      return { body: form };
    }],
    ['JSON', '/renovate', () => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify({ guidance: 'x'.repeat(BODY_LIMIT + 512 * 1024) }) })],
  ])('%s: the client still receives the 400, not a reset connection', async (_kind, path, init) => {
    const response = await emu.api(path, { method: 'POST', ...init() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `request body is larger than ${BODY_LIMIT} bytes` });
    expect((await emu.api('/plan/details')).status).toBe(200);
  });
});

/** Sends a POST of `size` spaces as JSON on one connection, then GET /plan/details on the same one; resolves with all replies. */
function oversizedThenAnother(size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(emu.handle.port, '127.0.0.1');
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      reply += chunk;
      if (reply.includes('"business_name"')) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(reply));
    socket.write(`POST /public/v1/renovate HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-KEY: ${TEST_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
    socket.write(Buffer.alloc(size, 0x20));
    socket.write(`GET /public/v1/plan/details HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-KEY: ${TEST_KEY}\r\n\r\n`);
  });
}

describe('a request body over the limit, on the wire', () => {
  it('is read to its end before the 400, so the connection stays usable for the next request', async () => {
    const reply = await oversizedThenAnother(BODY_LIMIT + 512 * 1024);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain(`{"message":"request body is larger than ${BODY_LIMIT} bytes"}`);
    expect(reply).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"business_name"/);
  });
});

describe('requests Node rejects before the app', () => {
  it('headers over 16 KB get 400 with the error body', async () => {
    const reply = await rawExchange(`GET /public/v1/styles HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-KEY: ${TEST_KEY}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toMatch(/content-type: application\/json/i);
    expect(bodyOf(reply)).toEqual({ message: 'request headers are larger than 16384 bytes' });
  });

  it('a path too long for the headers limit too', async () => {
    const response = await emu.api(`/analyze/batch/${'%F0%9F%98%80'.repeat(2000)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'request headers are larger than 16384 bytes' });
  });

  it('broken HTTP gets 400 with the error body', async () => {
    const reply = await rawExchange('GARBAGE\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(reply)).toEqual({ message: 'malformed HTTP request' });
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('is refused with a 400 saying so, where it once overflowed the stack', async () => {
    const body = `{"room_type":"bedroom","style":"modern","x":${nested(20_000)}}`;
    const response = await emu.api(`/virtual-staging/projects/${projectId}/stage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `JSON body is nested more than ${MAX_JSON_DEPTH} levels deep` });
  });

  it('is accepted up to the limit (brackets inside strings do not count)', async () => {
    const body = `{"room_type":"bedroom","style":"modern","x":${nested(MAX_JSON_DEPTH - 1)},"y":"${'['.repeat(100)}"}`;
    const response = await emu.api(`/virtual-staging/projects/${projectId}/stage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(201);
  });

  it('also on the control API', async () => {
    const response = await emu.raw('/__emulator/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"path":"/styles","status":418,"body":${nested(20_000)}}` });
    expect(response.status).toBe(400);
    expect(((await (await emu.raw('/__emulator/faults')).json()) as { faults: unknown[] }).faults).toEqual([]);
  });
});

it('logged no unexpected error', () => {
  expect(unexpected).toEqual([]);
});
