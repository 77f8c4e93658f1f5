import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchPhoto, MAX_PHOTO_BYTES, type FetchFn } from '../../../lib/acquisition/acquisition';
import { classifyError, type ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import type { Job } from '../../../lib/queue/types';
import { bytesResponse, gifBytes, jpegBytes, pickedPhoto, pngBytes } from '../queue/fakes';
import { CHUNK, MB, meteredStream, startChunkServer, streamResponse, type ChunkServer, type StreamStats } from '../util/streams';
import { bootBackground, dataOf, failureOf, KEY, type Harness } from './background';

/**
 * Bad inputs, layer 1: photo URLs and bytes. Each row is a photo the panel asks to render
 * (`startJob`, through the real router, job service, photo cache and `fetchPhoto`); the network
 * answers as the row says, or, for schemes no server answers (`javascript:`, `file:`, `blob:`,
 * `data:`), this machine's own fetch does (it never leaves the machine for them).
 *
 * Expected: the coded failure, the sentence the user reads for its code, and the detail.
 * Nothing lost: no upload or render was attempted (no credit, no asset slot), the job list and
 * history still hold exactly what they held, and the photo cache still answers the photo fetched
 * before (no second download).
 */

const GOOD = 'https://photos.zillowstatic.com/fp/good-uncropped.jpg';
const PUBLIC = 'https://photos.example-cdn.com/p/';
const RENOVATE = { operation: 'renovate', params: { style_id: 'modern' } };

const text = (body: string, type: string, status = 200) => new Response(body, { status, headers: { 'content-type': type } });

/** A public photo URL answered, after redirects, from `finalUrl`. */
function redirectedTo(finalUrl: string): Response {
  const response = bytesResponse(jpegBytes(1600, 1200));
  Object.defineProperty(response, 'url', { value: finalUrl });
  return response;
}

/** A data: URL of `bytes`. */
const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** Streams seen by rows that check the body was cut off at the cap (memory stays bounded). */
const streams = new Map<string, StreamStats>();
function over50MB(label: string, headers: Record<string, string>): Response {
  const { stream, stats } = meteredStream(60 * MB, { prefix: jpegBytes(4000, 3000) });
  streams.set(label, stats);
  return streamResponse(stream, headers);
}

/** Every request the network saw, with the credentials it carried. */
const requests: { url: string; credentials: RequestCredentials | undefined }[] = [];
let chunkServer: ChunkServer | undefined;

interface PhotoRow {
  readonly label: string;
  /** The photo's URL (a function when it is only known once a local server runs). */
  readonly url: string | (() => string);
  /** What the network answers; absent: this machine's fetch (schemes no server answers, the local server). */
  readonly serve?: (init?: RequestInit) => Response | Promise<Response>;
  readonly code: ErrorCode;
  /** The sentence the user reads (`explainError(code).sentence`). */
  readonly sentence: RegExp;
  /** The detail under it (the reply's message). */
  readonly detail: RegExp;
  /** `fetchPhoto` with a short deadline instead of `startJob` (the worker's deadline is 20 s). */
  readonly direct?: { readonly timeoutMs: number };
  /** A further check of this row's defence. */
  readonly also?: (url: string) => void | Promise<void>;
  /** The page the photo was picked on; by default one on the photo's own origin (`pickedPhoto`). */
  readonly page?: string;
}

/** A listing page on the public web: it may not name the user's network (lib/acquisition/network-policy.ts). */
const LISTING_PAGE = 'https://www.zillow.com/homedetails/1';

/** No request left this machine for a row refused before any download. */
const nothingRequested = (url: string): void => {
  expect(requests.map((r) => r.url)).not.toContain(url);
};

const UNREACHABLE = /could not download that photo/;
const PRIVATE = /address is on a private network/;
const NOT_AN_IMAGE = /not an image Reimagine can use/;
const TOO_LARGE = /too large for Reimagine to handle/;
const TOO_SMALL = /too small to render well/;

const ROWS: readonly PhotoRow[] = [
  { label: 'an HTML page served as 200', url: `${PUBLIC}html.jpg`, serve: () => text('<!doctype html><title>Access denied</title>', 'text/html'), code: 'not_an_image', sentence: NOT_AN_IMAGE, detail: /not a JPEG, PNG, WebP, GIF or AVIF image/ },
  { label: 'an empty body', url: `${PUBLIC}empty.jpg`, serve: () => new Response(new Uint8Array(0), { status: 200, headers: { 'content-type': 'image/jpeg' } }), code: 'not_an_image', sentence: NOT_AN_IMAGE, detail: /not a JPEG, PNG/ },
  {
    label: 'a JPEG truncated before its frame header',
    url: `${PUBLIC}truncated.jpg`,
    serve: () => bytesResponse(jpegBytes(1600, 1200).slice(0, 24)),
    code: 'not_an_image',
    sentence: NOT_AN_IMAGE,
    detail: /header is damaged or truncated/,
  },
  { label: 'text/plain', url: `${PUBLIC}notes.txt`, serve: () => text('room 1: 4 x 5 m', 'text/plain'), code: 'not_an_image', sentence: NOT_AN_IMAGE, detail: /not a JPEG, PNG/ },
  { label: 'an SVG image', url: `${PUBLIC}plan.svg`, serve: () => text('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"/>', 'image/svg+xml'), code: 'not_an_image', sentence: NOT_AN_IMAGE, detail: /not a JPEG, PNG/ },
  { label: 'a PNG declaring 0 × 0 pixels', url: `${PUBLIC}zero.png`, serve: () => bytesResponse(pngBytes(0, 0)), code: 'not_an_image', sentence: NOT_AN_IMAGE, detail: /damaged or truncated/ },
  { label: 'a 100 × 100 photo', url: `${PUBLIC}thumb.png`, serve: () => bytesResponse(pngBytes(100, 100)), code: 'image_too_small', sentence: TOO_SMALL, detail: /100×100 px; each side must be at least 256 px/ },
  { label: 'a 1 × 1 tracking GIF', url: `${PUBLIC}pixel.gif`, serve: () => bytesResponse(gifBytes(1, 1)), code: 'image_too_small', sentence: TOO_SMALL, detail: /1×1 px/ },
  { label: 'a 404', url: `${PUBLIC}gone.jpg`, serve: () => text('Not Found', 'text/plain', 404), code: 'image_unreachable', sentence: UNREACHABLE, detail: /server answered 404/ },
  { label: 'a 500', url: `${PUBLIC}broken.jpg`, serve: () => text('<h1>Internal Server Error</h1>', 'text/html', 500), code: 'image_unreachable', sentence: UNREACHABLE, detail: /server answered 500/ },
  {
    label: 'a 401 from a host that is no listing site (no retry with cookies)',
    url: `${PUBLIC}private.jpg`,
    serve: () => text('', 'text/plain', 401),
    code: 'image_unreachable',
    sentence: UNREACHABLE,
    detail: /server answered 401/,
    also: (url) => expect(requests.filter((r) => r.url === url).map((r) => r.credentials)).toEqual(['omit']),
  },
  { label: 'a network error', url: 'https://photos.unreachable.example/a.jpg', serve: () => Promise.reject(new TypeError('fetch failed')), code: 'image_unreachable', sentence: UNREACHABLE, detail: /network error or timeout/ },
  {
    label: 'a server that never answers (deadline)',
    url: `${PUBLIC}slow.jpg`,
    // Like a real fetch, it gives up only when its signal aborts.
    serve: (init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    direct: { timeoutMs: 50 },
    code: 'image_unreachable',
    sentence: UNREACHABLE,
    detail: /network error or timeout/,
  },
  { label: 'a javascript: URL', url: 'javascript:alert(document.cookie)', code: 'image_unreachable', sentence: UNREACHABLE, detail: /could not be downloaded/ },
  { label: 'a file: URL', url: 'file:///etc/passwd', code: 'private_address', sentence: PRIVATE, detail: /\(file:\) is on a private network/ },
  { label: 'a blob: URL of another page', url: 'blob:https://www.zillow.com/5b2c6a0e-0000-4000-8000-000000000000', code: 'image_unreachable', sentence: UNREACHABLE, detail: /could not be downloaded/ },
  { label: 'a data: URL that is text', url: 'data:text/plain,not%20a%20photo', code: 'not_an_image', sentence: NOT_AN_IMAGE, detail: /not a JPEG, PNG/ },
  { label: 'a data: URL of an SVG', url: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E', code: 'not_an_image', sentence: NOT_AN_IMAGE, detail: /not a JPEG, PNG/ },
  { label: 'a data: URL of a 100 × 100 PNG', url: dataUrl('image/png', pngBytes(100, 100)), code: 'image_too_small', sentence: TOO_SMALL, detail: /100×100 px/ },
  {
    label: 'a Content-Length of 2 KB on a 60 MB body',
    url: `${PUBLIC}liar.jpg`,
    serve: () => over50MB('liar', { 'Content-Length': '2048' }),
    code: 'image_too_large',
    sentence: TOO_LARGE,
    detail: /larger than 50 MB: Reimagine handles photos up to 50 MB/,
    also: () => {
      expect(streams.get('liar')).toMatchObject({ cancelled: true });
      expect(streams.get('liar')?.read).toBeLessThanOrEqual(MAX_PHOTO_BYTES + CHUNK);
    },
  },
  {
    label: 'a declared 60 MB body (refused before reading)',
    url: `${PUBLIC}huge.jpg`,
    serve: () => over50MB('declared', { 'Content-Length': String(60 * MB) }),
    code: 'image_too_large',
    sentence: TOO_LARGE,
    detail: /The photo is 60\.0 MB: Reimagine handles photos up to 50 MB/,
    also: () => expect(streams.get('declared')?.read).toBe(0),
  },
  {
    label: 'a chunked 60 MB body without Content-Length from a real server',
    url: () => chunkServer?.url ?? 'http://127.0.0.1:9/none',
    code: 'image_too_large',
    sentence: TOO_LARGE,
    detail: /larger than 50 MB/,
    also: async () => {
      expect(await chunkServer?.closedEarly).toBe(true);
      expect(chunkServer?.sent()).toBeLessThan(60 * MB);
    },
  },
  {
    label: 'a 30000 × 30000 JPEG header (900 megapixels)',
    url: `${PUBLIC}bomb.jpg`,
    serve: () => bytesResponse(jpegBytes(30000, 30000)),
    code: 'image_too_large',
    sentence: TOO_LARGE,
    detail: /30000 × 30000 pixels \(900 megapixels\): Reimagine handles photos up to 100 megapixels/,
  },
  { label: 'a 10001 × 10000 PNG (just over 100 megapixels)', url: `${PUBLIC}edge.png`, serve: () => bytesResponse(pngBytes(10001, 10000)), code: 'image_too_large', sentence: TOO_LARGE, detail: /100\.1 megapixels/ },
  { label: 'a redirect to 127.0.0.1', url: `${PUBLIC}to-loopback.jpg`, serve: () => redirectedTo('http://127.0.0.1:8080/admin.jpg'), code: 'private_address', sentence: PRIVATE, detail: /\(127\.0\.0\.1\) is on a private network/ },
  { label: 'a redirect to the metadata service 169.254.169.254', url: `${PUBLIC}to-metadata.jpg`, serve: () => redirectedTo('http://169.254.169.254/latest/meta-data/'), code: 'private_address', sentence: PRIVATE, detail: /\(169\.254\.169\.254\)/ },
  { label: 'a redirect to IPv4-mapped loopback [::ffff:7f00:1]', url: `${PUBLIC}to-mapped.jpg`, serve: () => redirectedTo('http://[::ffff:7f00:1]/a.jpg'), code: 'private_address', sentence: PRIVATE, detail: /\(\[::ffff:7f00:1\]\)/ },
  { label: 'a redirect to a router on the LAN (192.168.1.1)', url: `${PUBLIC}to-router.jpg`, serve: () => redirectedTo('http://192.168.1.1/cgi-bin/x.jpg'), code: 'private_address', sentence: PRIVATE, detail: /\(192\.168\.1\.1\)/ },
  { label: 'a router on the LAN named directly (192.168.1.1)', url: 'http://192.168.1.1/cgi-bin/x.jpg', page: LISTING_PAGE, code: 'private_address', sentence: PRIVATE, detail: /\(192\.168\.1\.1\)/, also: nothingRequested },
  { label: 'the metadata service named in decimal (2852039166)', url: 'http://2852039166/latest/meta-data/', page: LISTING_PAGE, code: 'private_address', sentence: PRIVATE, detail: /\(169\.254\.169\.254\)/, also: nothingRequested },
];

const routes = new Map<string, (init?: RequestInit) => Response | Promise<Response>>();
for (const row of ROWS) if (row.serve && typeof row.url === 'string') routes.set(row.url, row.serve);

/** The network: the good photo, result images, the rows' answers; other schemes and the local server go to this machine's fetch. */
const network: FetchFn = async (url, init) => {
  requests.push({ url, credentials: init?.credentials });
  if (url === GOOD) return bytesResponse(jpegBytes(1600, 1200));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(800, 600));
  const serve = routes.get(url);
  if (serve) return serve(init);
  if (!/^https?:/.test(url) || url.startsWith('http://127.0.0.1:')) return globalThis.fetch(url, init);
  throw new TypeError('fetch failed');
};

describe('bad inputs: photo URLs and bytes', () => {
  let bg: Harness;
  let baseline: Job;

  beforeAll(async () => {
    chunkServer = await startChunkServer(60 * MB, jpegBytes(4000, 3000).slice(0, -2));
  });
  afterAll(async () => {
    await chunkServer?.close();
  });

  beforeEach(async () => {
    requests.length = 0;
    bg = await bootBackground(network);
    dataOf(await bg.call('saveApiKey', { apiKey: KEY }));
    baseline = dataOf<{ job: Job }>(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(GOOD) })).job;
    await bg.ctx.queue.idle();
  });

  it('has a row for every kind of bad photo the issue lists', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ROWS)('$label → $code', async (row) => {
    const url = typeof row.url === 'string' ? row.url : row.url();
    const spentBefore = bg.spendingCalls();
    expect(spentBefore).toBe(1); // the baseline render

    const failure = row.direct
      ? await fetchPhoto(url, { fetch: network, timeoutMs: row.direct.timeoutMs }).then(
          () => undefined,
          (error: unknown) => classifyError(error),
        )
      : failureOf(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(url, row.page ? { pageUrl: row.page } : {}) }));

    // The coded failure, the sentence the user reads, and the detail.
    expect(failure?.code).toBe(row.code);
    expect(explainError(row.code).sentence).toMatch(row.sentence);
    expect(failure?.message).toMatch(row.detail);
    await row.also?.(url);

    // Nothing lost: no upload or render, the job list and history as they were, the cache intact.
    expect(bg.spendingCalls()).toBe(spentBefore);
    const jobs = dataOf<{ jobs: Job[] }>(await bg.call('listJobs', {})).jobs;
    expect(jobs.map((j) => [j.id, j.state])).toEqual([[baseline.id, 'done']]);
    expect(dataOf<{ entries: unknown[] }>(await bg.call('getHistory', {})).entries).toHaveLength(1);
    const again = dataOf<{ cached: boolean }>(await bg.call('startJob', { job: RENOVATE, photo: pickedPhoto(GOOD) }));
    expect(again.cached).toBe(true);
    expect(requests.filter((r) => r.url === GOOD)).toHaveLength(1);
    expect(bg.spendingCalls()).toBe(spentBefore);
  });
});
