import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOriginal } from '../../../components/panel/hooks/export-images';
import { fetchImageBlob } from '../../../components/shared/fetch-image';
import { decode } from '../../../components/shared/image-tools';
import { Problem, problemText } from '../../../components/shared/problem';
import { MAX_PHOTO_BYTES } from '../../../lib/acquisition/acquisition';
import { fromPage } from '../../../lib/acquisition/network-policy';
import { exportWords } from '../../../lib/export/words';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { translator } from '../../../lib/i18n/translate';
import { MAX_RESULT_COPY_BYTES } from '../../../lib/library/history';
import { jpegBytes, pngBytes } from '../queue/fakes';
import { CHUNK, countingFetch, MB, meteredStream, startChunkServer, streamResponse, type ChunkServer } from '../util/streams';

/**
 * The side panel's own reads are bounded like the background's: a hosted result or a listing's
 * original photo is read through its stream and cancelled at its byte cap, and `decode()` refuses
 * an image whose header declares more than the pixel cap before anything decodes it. Each refusal
 * is a Problem the panel words in the user's language.
 */

const t = translator(resultsMessages, 'en');
const RESULT = 'https://cdn.example/result.jpg';

afterEach(() => vi.unstubAllGlobals());

describe('fetchImageBlob: the byte cap while streaming', () => {
  let server: ChunkServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('cancels a chunked 60 MB body without Content-Length from a real server at the cap, without buffering it', async () => {
    server = await startChunkServer(60 * MB, jpegBytes(4000, 3000).slice(0, -2));
    const counting = countingFetch();
    vi.stubGlobal('fetch', counting.fetch);
    const error = await fetchImageBlob(server.url, MAX_RESULT_COPY_BYTES, 'service').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Problem);
    expect(problemText(error, t)).toBe('the image is larger than 30 MB, so Reimagine stopped downloading it');
    expect(counting.stats.cancelled).toBe(true);
    // Memory stays bounded: no more than the cap and one chunk was ever handed over.
    expect(counting.stats.read).toBeLessThanOrEqual(MAX_RESULT_COPY_BYTES + CHUNK);
    expect(await server.closedEarly).toBe(true);
    expect(server.sent()).toBeLessThan(60 * MB);
  });

  it('does not trust a Content-Length that understates the body, and refuses one that declares too much unread', async () => {
    const lying = meteredStream(60 * MB);
    vi.stubGlobal('fetch', async () => streamResponse(lying.stream, { 'Content-Length': '2048' }));
    await expect(fetchImageBlob(RESULT, MAX_PHOTO_BYTES, 'service')).rejects.toMatchObject({ kind: 'too-large', detail: { maxBytes: MAX_PHOTO_BYTES } });
    expect(lying.stats).toMatchObject({ cancelled: true });
    expect(lying.stats.read).toBeLessThanOrEqual(MAX_PHOTO_BYTES + CHUNK);

    const declared = meteredStream(60 * MB);
    vi.stubGlobal('fetch', async () => streamResponse(declared.stream, { 'Content-Length': String(60 * MB) }));
    await expect(fetchImageBlob(RESULT, MAX_PHOTO_BYTES, 'service')).rejects.toMatchObject({ kind: 'too-large' });
    expect(declared.stats.read).toBe(0);
  });

  it('returns a body within the cap with its media type; an error status is image-http', async () => {
    vi.stubGlobal('fetch', async () => new Response(new Uint8Array(jpegBytes(800, 600)).buffer, { headers: { 'content-type': 'image/jpeg; charset=binary' } }));
    const blob = await fetchImageBlob(RESULT, MAX_RESULT_COPY_BYTES, 'service');
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(jpegBytes(800, 600));
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    const error = await fetchImageBlob(RESULT, MAX_RESULT_COPY_BYTES, 'service').catch((e: unknown) => e);
    expect(problemText(error, t)).toBe('the image could not be downloaded (HTTP 404)');
  });
});

describe('decode: the pixel cap before any decode', () => {
  it.each([
    ['JPEG', jpegBytes(30000, 30000), 'image/jpeg'],
    ['PNG', pngBytes(30000, 30000), 'image/png'],
  ])('refuses a 30000 × 30000 %s header without decoding it, and says why', async (_kind, header, type) => {
    const createImageBitmap = vi.fn();
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const error = await decode(new Blob([header as BlobPart], { type })).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'too-many-pixels', detail: { size: { width: 30000, height: 30000 } } });
    expect(problemText(error, t)).toBe('the image is 30000 × 30000 pixels; Reimagine draws images of up to 100 megapixels');
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('refuses bytes whose size no header says; decodes an image within the cap', async () => {
    const createImageBitmap = vi.fn(async () => ({ width: 10000, height: 10000, close: () => undefined }));
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    await expect(decode(new Blob(['<svg/> not an image at all']))).rejects.toMatchObject({ kind: 'not-an-image' });
    expect(createImageBitmap).not.toHaveBeenCalled();
    // Exactly 100 megapixels is within the cap.
    await expect(decode(new Blob([pngBytes(10000, 10000) as BlobPart]))).resolves.toMatchObject({ width: 10000, height: 10000 });
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
  });
});

describe('an export\'s original photo over a cap', () => {
  const words = exportWords('en');

  it('is left out with a note naming the cap; the export goes on', async () => {
    vi.stubGlobal('fetch', async () => streamResponse(meteredStream(60 * MB).stream));
    expect(await fetchOriginal('https://photos.example.com/huge.jpg', fromPage(undefined), 2048, words)).toEqual({
      image: null,
      note: 'The original photo is larger than 50 MB; it is linked by its URL instead.',
    });
  });

  it('is not decoded when its header declares more than the pixel cap', async () => {
    const createImageBitmap = vi.fn();
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('fetch', async () => new Response(new Uint8Array(jpegBytes(30000, 30000)).buffer, { headers: { 'content-type': 'image/jpeg' } }));
    expect(await fetchOriginal('https://photos.example.com/wide.jpg', fromPage(undefined), 2048, words)).toEqual({
      image: null,
      note: 'The original photo is 30000 × 30000 pixels, more than the 100 megapixels Reimagine draws; it is linked by its URL instead.',
    });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });
});

describe('the extension pages read no body without a cap', () => {
  const ROOT = join(__dirname, '../../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
  const pages = ['components', 'entrypoints/sidepanel', 'entrypoints/options', 'entrypoints/compare', 'entrypoints/onboarding'].flatMap((dir) => files(join(ROOT, dir)));

  it('only fetch-image.ts calls fetch() (the panel, options, compare and onboarding pages), and no response is read whole with blob()', () => {
    const readers = pages.filter((path) => /\bfetch\(|\.blob\(\)/.test(readFileSync(path, 'utf8'))).map((path) => relative(ROOT, path));
    expect(readers).toEqual(['components/shared/fetch-image.ts']);
  });
});
