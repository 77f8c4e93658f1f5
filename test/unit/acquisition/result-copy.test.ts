import { describe, expect, it } from 'vitest';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { copyResultImage } from '../../../lib/acquisition/result-copy';
import { MAX_RESULT_COPY_BYTES } from '../../../lib/library/history';
import { CHUNK, MB, meteredStream, streamResponse } from '../util/streams';
import { bytesResponse, jpegBytes, pngBytes } from '../queue/fakes';

/**
 * The local copy of a result: the URL came from the API's answer, so the bytes are read with the
 * same bounds as a photo's. A copy that is refused only means history keeps the hosted URL.
 */

const RESULT = 'https://cdn.example/result.png';
const copy = (fetch: FetchFn) => copyResultImage(fetch, RESULT, 5_000, new AbortController().signal);

describe('copyResultImage', () => {
  it('copies an image with its size, without cookies', async () => {
    const calls: (RequestCredentials | undefined)[] = [];
    const result = await copy(async (_url, init) => {
      calls.push(init?.credentials);
      return bytesResponse(pngBytes(1024, 768));
    });
    expect(result).toMatchObject({ width: 1024, height: 768 });
    expect(result?.blob.type).toBe('image/png');
    expect(calls).toEqual(['omit']);
  });

  it('cancels a 60 MB chunked result at its cap and keeps no copy', async () => {
    const { stream, stats } = meteredStream(60 * MB, { prefix: pngBytes(1024, 768) });
    await expect(copy(async () => streamResponse(stream))).resolves.toBeUndefined();
    expect(stats.cancelled).toBe(true);
    expect(stats.read).toBeLessThanOrEqual(MAX_RESULT_COPY_BYTES + CHUNK);
  });

  it('keeps no copy of a result whose header declares more than 100 megapixels', async () => {
    await expect(copy(async () => bytesResponse(jpegBytes(30000, 30000)))).resolves.toBeUndefined();
    await expect(copy(async () => bytesResponse(pngBytes(30000, 30000)))).resolves.toBeUndefined();
  });

  it('keeps no copy of a failed answer or of something that is not an image', async () => {
    await expect(copy(async () => new Response('gone', { status: 404 }))).resolves.toBeUndefined();
    await expect(copy(async () => new Response('<html>'.repeat(10)))).resolves.toBeUndefined();
    await expect(copy(async () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBeUndefined();
  });
});
