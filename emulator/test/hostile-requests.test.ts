/**
 * Requests a web page or a stray client can aim at the emulator that its guards did not answer
 * properly (issue #26): a PNG whose header promises 16000 x 16000 pixels (256 megapixels, under
 * sharp's own default limit, in a file of a few kilobytes), a request with an empty or missing
 * `Host` (Node or the HTTP adapter answered a bare 400 without the error body) and `CONNECT`
 * (the emulator is no proxy; the connection was dropped without an answer).
 */
import { connect } from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../limits';
import { blob, startTestEmulator, TEST_KEY, type TestEmulator } from './helpers';

const unexpected: string[] = [];
let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ log: (line) => unexpected.push(line) });
});
afterAll(async () => {
  await emu.handle.close();
  expect(unexpected).toEqual([]);
});

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black 1-bit greyscale PNG of `side` x `side` pixels: about 32 KB for 16000, 256 megapixels once decoded. */
function bigBlackPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte 0 and zero bits, row after row
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

describe('a decompression bomb', () => {
  it('a 16000 x 16000 PNG is refused from its header, before any decoding', async () => {
    const png = bigBlackPng(16_000);
    expect(png.length).toBeLessThan(100_000);
    const started = Date.now();
    const response = await emu.postForm('/assets/upload', { image: blob(png, 'image/png') });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `image: is 16000 x 16000 pixels, more than the ${MAX_INPUT_PIXELS} the emulator decodes` });
    // Read from the header: no second spent decoding 256 megapixels.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await emu.api('/plan/details')).status).toBe(200);
  });
});

/** Sends raw bytes and resolves with everything the server wrote before closing (or after 5 s). */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(emu.handle.port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.setEncoding('utf8');
    socket.on('data', (part: string) => (reply += part));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(reply);
    });
  });
}

const bodyOf = (reply: string): unknown => JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;

describe('a request the app cannot route', () => {
  it.each([
    ['an empty Host', 'Host: \r\n'],
    ['no Host at all', ''],
    ['a Host that is no host name', 'Host: a b\r\n'],
  ])('%s gets 400 with the error body', async (_case, hostLine) => {
    const reply = await rawExchange(`GET /public/v1/plan/details HTTP/1.1\r\n${hostLine}X-API-KEY: ${TEST_KEY}\r\nConnection: close\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toMatch(/content-type: application\/json/i);
    expect(bodyOf(reply)).toEqual({ message: 'the request needs a Host header naming the emulator (for example 127.0.0.1:8787)' });
  });

  it('a backslash in the path keeps the adapter\'s reason, with the error body', async () => {
    const reply = await rawExchange(`GET /public/v1/a\\b HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-KEY: ${TEST_KEY}\r\nConnection: close\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(reply)).toEqual({ message: 'malformed HTTP request (backslash in request path)' });
  });

  it('CONNECT gets 405 with the error body: the emulator is not a proxy', async () => {
    const reply = await rawExchange('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
    expect(reply).toMatch(/allow: GET, POST, DELETE, OPTIONS/i);
    expect(bodyOf(reply)).toEqual({ message: 'CONNECT is not supported: the emulator is an API, not a proxy' });
    expect((await emu.api('/plan/details')).status).toBe(200);
  });
});
