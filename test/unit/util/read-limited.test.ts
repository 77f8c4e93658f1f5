import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError, declaredLength, isBodyTooLarge, readLimited } from '../../../lib/util/read-limited';
import { CHUNK, countingFetch, MB, meteredStream, startChunkServer, streamResponse, type ChunkServer } from './streams';

async function tooLarge(promise: Promise<unknown>): Promise<BodyTooLargeError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isBodyTooLarge(error)) throw new Error(`expected BodyTooLargeError, got ${String(error)}`);
  return error;
}

describe('readLimited', () => {
  it('reads a body under the cap whole, across chunks', async () => {
    const { stream, stats } = meteredStream(3 * CHUNK + 5);
    const bytes = await readLimited(streamResponse(stream), 4 * CHUNK);
    expect(bytes.byteLength).toBe(3 * CHUNK + 5);
    expect(stats.cancelled).toBe(false);
    expect(await readLimited(new Response(null), 10)).toEqual(new Uint8Array(0));
  });

  it('cancels a 60 MB body without Content-Length at the cap, having read at most the cap plus one chunk', async () => {
    const { stream, stats } = meteredStream(60 * MB);
    const error = await tooLarge(readLimited(streamResponse(stream), 8 * MB));
    expect(stats.cancelled).toBe(true);
    expect(stats.read).toBeLessThanOrEqual(8 * MB + CHUNK);
    expect(error).toMatchObject({ code: 'body_too_large', maxBytes: 8 * MB, declaredBytes: undefined });
    expect(error.receivedBytes).toBeGreaterThan(8 * MB);
  });

  it('does not trust a Content-Length that understates the body', async () => {
    const { stream, stats } = meteredStream(60 * MB);
    await tooLarge(readLimited(streamResponse(stream, { 'Content-Length': '1000' }), 8 * MB));
    expect(stats.cancelled).toBe(true);
    expect(stats.read).toBeLessThanOrEqual(8 * MB + CHUNK);
  });

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const { stream, stats } = meteredStream(60 * MB);
    const error = await tooLarge(readLimited(streamResponse(stream, { 'Content-Length': String(60 * MB) }), 8 * MB));
    expect(error.declaredBytes).toBe(60 * MB);
    expect(stats.read).toBe(0);
    expect(stats.cancelled).toBe(true);
  });

  it('stops and cancels when its signal aborts mid-body', async () => {
    const controller = new AbortController();
    let reads = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(c) {
          reads += 1;
          if (reads === 3) controller.abort(new Error('stop'));
          c.enqueue(new Uint8Array(CHUNK));
        },
      },
      { highWaterMark: 0 },
    );
    await expect(readLimited(streamResponse(stream), 60 * MB, controller.signal)).rejects.toThrow('stop');
    expect(reads).toBeLessThanOrEqual(4);
  });

  it('reads declared lengths only when they are plain numbers', () => {
    expect(declaredLength(new Headers({ 'Content-Length': '42' }))).toBe(42);
    expect(declaredLength(new Headers({ 'Content-Length': '4e9' }))).toBeUndefined();
    expect(declaredLength(new Headers())).toBeUndefined();
  });
});

describe('readLimited against a real server on 127.0.0.1', () => {
  let server: ChunkServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('closes the connection of a chunked 60 MB body at the cap: the server never gets to send it all', async () => {
    server = await startChunkServer(60 * MB);
    const counting = countingFetch();
    await tooLarge(readLimited(await counting.fetch(server.url), 8 * MB));
    expect(counting.stats.cancelled).toBe(true);
    expect(counting.stats.read).toBeLessThanOrEqual(8 * MB + CHUNK);
    expect(await server.closedEarly).toBe(true);
    expect(server.sent()).toBeLessThan(60 * MB);
  });
});
