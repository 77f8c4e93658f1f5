import { afterEach, describe, expect, it } from 'vitest';
import { fetchPhoto, MAX_PHOTO_BYTES, type FetchFn } from '../../../lib/acquisition/acquisition';
import { CHUNK, countingFetch, MB, meteredStream, startChunkServer, streamResponse, type ChunkServer } from '../util/streams';
import { bytesResponse, jpegBytes, pngBytes } from '../queue/fakes';

/**
 * Photos and style images are read through their stream with a running count: a body over
 * 50 MB is cancelled at the cap, whatever its Content-Length says, and an image header declaring
 * more than 100 megapixels is refused before anything decodes it.
 */

const PUBLIC = 'https://photos.zillowstatic.com/fp/abc-uncropped.jpg';

describe('fetchPhoto: the 50 MB cap while streaming', () => {
  let server: ChunkServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('cancels a chunked 60 MB body without Content-Length from a real server at the cap', async () => {
    server = await startChunkServer(60 * MB, jpegBytes(4000, 3000).slice(0, -2));
    const counting = countingFetch();
    // The test server is on loopback: the page that named the photo is its own.
    const error = await fetchPhoto(server.url, { fetch: counting.fetch, pageUrl: server.url }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'image_too_large', message: 'The photo is larger than 50 MB: Reimagine handles photos up to 50 MB.' });
    expect(counting.stats.cancelled).toBe(true);
    // Memory stays bounded: no more than the cap and one chunk was ever handed over.
    expect(counting.stats.read).toBeLessThanOrEqual(MAX_PHOTO_BYTES + CHUNK);
    // The connection was closed: the server never got to send the whole 60 MB.
    expect(await server.closedEarly).toBe(true);
    expect(server.sent()).toBeLessThan(60 * MB);
  });

  it('does not trust a Content-Length that understates the body', async () => {
    const { stream, stats } = meteredStream(60 * MB, { prefix: jpegBytes(4000, 3000) });
    const fetch: FetchFn = async () => streamResponse(stream, { 'Content-Length': '2048' });
    await expect(fetchPhoto(PUBLIC, { fetch })).rejects.toMatchObject({ code: 'image_too_large' });
    expect(stats.cancelled).toBe(true);
    expect(stats.read).toBeLessThanOrEqual(MAX_PHOTO_BYTES + CHUNK);
  });

  it('refuses a declared 60 MB body before reading it, and names its size', async () => {
    const { stream, stats } = meteredStream(60 * MB);
    const fetch: FetchFn = async () => streamResponse(stream, { 'Content-Length': String(60 * MB) });
    await expect(fetchPhoto(PUBLIC, { fetch })).rejects.toMatchObject({
      code: 'image_too_large',
      message: 'The photo is 60.0 MB: Reimagine handles photos up to 50 MB.',
    });
    expect(stats.read).toBe(0);
  });

  it('applies the same cap to style images', async () => {
    const { stream, stats } = meteredStream(60 * MB);
    const fetch: FetchFn = async () => streamResponse(stream);
    await expect(fetchPhoto(PUBLIC, { fetch, minSide: 0 })).rejects.toMatchObject({ code: 'image_too_large' });
    expect(stats.read).toBeLessThanOrEqual(MAX_PHOTO_BYTES + CHUNK);
  });
});

describe('fetchPhoto: the pixel cap', () => {
  it.each([
    ['JPEG', jpegBytes(30000, 30000)],
    ['PNG', pngBytes(30000, 30000)],
  ])('refuses a 30000 × 30000 %s header, saying its size', async (_kind, header) => {
    const fetch: FetchFn = async () => bytesResponse(header);
    await expect(fetchPhoto(PUBLIC, { fetch })).rejects.toMatchObject({
      code: 'image_too_large',
      message: 'The photo is 30000 × 30000 pixels (900 megapixels): Reimagine handles photos up to 100 megapixels.',
    });
    // Style images too (they have no minimum size, but the same maximum).
    await expect(fetchPhoto(PUBLIC, { fetch, minSide: 0 })).rejects.toMatchObject({ code: 'image_too_large' });
  });

  it('accepts a photo of exactly 100 megapixels', async () => {
    const fetch: FetchFn = async () => bytesResponse(pngBytes(10000, 10000));
    await expect(fetchPhoto(PUBLIC, { fetch })).resolves.toMatchObject({ size: { width: 10000, height: 10000 } });
  });
});
