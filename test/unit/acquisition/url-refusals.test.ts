import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { fetchPhoto, type FetchFn } from '../../../lib/acquisition/acquisition';
import { createUrlRefusals, HOST_REFUSALS, hostRefusalKey, MAX_HOST_REFUSALS, refusalKey, refusedHostKeys } from '../../../lib/acquisition/url-refusals';
import type { JobRecord } from '../../../lib/queue/job-store';
import { createJobRunner } from '../../../lib/queue/runner';
import type { JobRequest } from '../../../lib/queue/types';
import { bytesResponse, fakeApi, freshDb, jpegBytes, pickedPhoto, pngBytes, type FakeApi } from '../queue/fakes';

/**
 * A photo address the service refused (400) is not tried again: the next call on it goes
 * straight to the bytes (its uploaded asset, or a file). Public addresses that work keep going by
 * URL, and a 400 the bytes get too (a bad request, not a bad address) is not remembered.
 */

const PUBLIC = 'https://photos.zillowstatic.com/fp/abc-uncropped.jpg';
const OTHER = 'https://photos.zillowstatic.com/fp/def-uncropped.jpg';
const THIRD = 'https://photos.zillowstatic.com/fp/ghi-uncropped.jpg';
const ELSEWHERE = 'https://media.rightmove.co.uk/a/1-front.jpg';
const STYLE = 'https://styles.example.com/mood.jpg';
const BASE = 'http://127.0.0.1:8787/public/v1';
const RENOVATE: JobRequest = { operation: 'renovate', params: { style_id: 'modern' } };

const fetch: FetchFn = async (url) => {
  if (url === PUBLIC) return bytesResponse(jpegBytes(1600, 1200));
  if (url === OTHER) return bytesResponse(jpegBytes(1600, 1201));
  if (url === THIRD) return bytesResponse(jpegBytes(1600, 1202));
  if (url === ELSEWHERE) return bytesResponse(jpegBytes(1600, 1203));
  if (url === STYLE) return bytesResponse(pngBytes(300, 300));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(1024, 768));
  throw new TypeError('Failed to fetch');
};

const refused = () => new ApiError('bad_request', 'Could not download image_url', { status: 400 });

function jobFor(url: string, request: JobRequest, id: string): JobRecord {
  return { id, request, photo: pickedPhoto(url), state: 'running', createdAt: 1, startedAt: 2, newVariation: false };
}

describe('createUrlRefusals', () => {
  it('remembers up to its bound, forgetting the least recently used first', () => {
    const refusals = createUrlRefusals(2);
    refusals.add('a');
    refusals.add('b');
    expect(refusals.has('a')).toBe(true);
    refusals.add('c');
    expect(refusals.has('b')).toBe(false);
    expect(refusals.has('a')).toBe(true);
    expect(refusals.has('c')).toBe(true);
  });

  it(`takes a host as refusing once ${HOST_REFUSALS} of its addresses were refused (one address twice counts once)`, () => {
    const refusals = createUrlRefusals();
    const host = hostRefusalKey(BASE, 'renovate', PUBLIC);
    expect(host).toBe(hostRefusalKey(BASE, 'renovate', OTHER));
    refusals.add(refusalKey(BASE, 'renovate', PUBLIC), host);
    refusals.add(refusalKey(BASE, 'renovate', PUBLIC), host);
    expect(refusals.has(refusalKey(BASE, 'renovate', THIRD), host)).toBe(false);
    refusals.add(refusalKey(BASE, 'renovate', OTHER), host);
    expect(refusals.has(refusalKey(BASE, 'renovate', THIRD), host)).toBe(true);
    // Another call, another service, another host: each learns on its own.
    expect(refusals.has(refusalKey(BASE, 'creative_upscale', THIRD), hostRefusalKey(BASE, 'creative_upscale', THIRD))).toBe(false);
    expect(refusals.has(refusalKey('https://other.example/v1', 'renovate', THIRD), hostRefusalKey('https://other.example/v1', 'renovate', THIRD))).toBe(false);
    expect(refusals.has(refusalKey(BASE, 'renovate', ELSEWHERE), hostRefusalKey(BASE, 'renovate', ELSEWHERE))).toBe(false);
    expect(hostRefusalKey(BASE, 'renovate', 'not a url')).toBeUndefined();
  });

  it('keeps the refusing hosts where a restarted worker reads them back', async () => {
    const saved: string[][] = [];
    const host = hostRefusalKey(BASE, 'renovate', PUBLIC) ?? '';
    const first = createUrlRefusals(256, { load: async () => [], save: async (keys) => void saved.push([...keys]) });
    first.add(refusalKey(BASE, 'renovate', PUBLIC), host);
    first.add(refusalKey(BASE, 'renovate', OTHER), host);
    expect(saved).toEqual([[host]]);
    const restarted = createUrlRefusals(256, { load: async () => saved.at(-1) ?? [], save: async () => undefined });
    await Promise.resolve();
    await Promise.resolve();
    expect(restarted.has(refusalKey(BASE, 'renovate', THIRD), host)).toBe(true);
  });

  it('reads back only what is readable of the stored hosts', () => {
    expect(refusedHostKeys(undefined)).toEqual([]);
    expect(refusedHostKeys({ a: 1 })).toEqual([]);
    expect(refusedHostKeys(['a', 2, null, 'b'])).toEqual(['a', 'b']);
    expect(refusedHostKeys(Array.from({ length: MAX_HOST_REFUSALS + 5 }, (_, i) => `h${i}`))).toHaveLength(MAX_HOST_REFUSALS);
  });

  it('keys a refusal by service, call and address', () => {
    expect(new Set([refusalKey(BASE, 'renovate', PUBLIC), refusalKey('https://other.example/v1', 'renovate', PUBLIC), refusalKey(BASE, 'creative_upscale', PUBLIC), refusalKey(BASE, 'renovate', OTHER)]).size).toBe(4);
  });
});

describe('runner: an address the service refused', () => {
  let db: IDBDatabase;
  let api: FakeApi;
  let apiBase: string;
  let ids: number;

  beforeEach(async () => {
    db = await freshDb();
    apiBase = BASE;
    ids = 0;
  });

  function runner() {
    return createJobRunner({ db, connect: async () => ({ api, apiBase }), getPhoto: (url) => fetchPhoto(url, { fetch }), getStyleImage: (url) => fetchPhoto(url, { fetch, minSide: 0 }), fetch, resizer: undefined, clock: () => 1, newId: () => `h-${++ids}` });
  }
  const signal = () => new AbortController().signal;
  const methods = () => api.calls.map((c) => (c.method === 'POST /renovate' ? `renovate:${'asset_id' in (c.input as object) ? 'asset' : 'url'}` : c.method));

  it('goes straight to the uploaded asset on the next render of that photo, while other photos still try their URL', async () => {
    api = fakeApi({
      'POST /renovate': async (input: { image_url?: string }) => {
        if (input.image_url) throw refused();
        return { renovated_image_url: 'https://cdn.example/r.png' };
      },
    });
    const run = runner();
    await run(jobFor(PUBLIC, RENOVATE, 'j1'), signal());
    await run(jobFor(PUBLIC, { operation: 'renovate', params: { style_id: 'rustic' } }, 'j2'), signal());
    expect(methods()).toEqual(['renovate:url', 'uploadAsset', 'renovate:asset', 'renovate:asset']);
    await run(jobFor(OTHER, RENOVATE, 'j3'), signal());
    expect(methods().slice(4)).toEqual(['renovate:url', 'uploadAsset', 'renovate:asset']);
  });

  it(`sends a new photo's bytes at once when ${HOST_REFUSALS} photos of its host were refused: no refused round trip first`, async () => {
    api = fakeApi({
      'POST /renovate': async (input: { image_url?: string }) => {
        if (input.image_url?.startsWith('https://photos.zillowstatic.com/')) throw refused();
        return { renovated_image_url: 'https://cdn.example/r.png' };
      },
    });
    const run = runner();
    await run(jobFor(PUBLIC, RENOVATE, 'j1'), signal());
    await run(jobFor(OTHER, RENOVATE, 'j2'), signal());
    expect(methods()).toEqual(['renovate:url', 'uploadAsset', 'renovate:asset', 'renovate:url', 'uploadAsset', 'renovate:asset']);
    await run(jobFor(THIRD, RENOVATE, 'j3'), signal());
    expect(methods().slice(6)).toEqual(['uploadAsset', 'renovate:asset']);
    // A photo on another host still goes by its URL.
    await run(jobFor(ELSEWHERE, RENOVATE, 'j4'), signal());
    expect(methods().slice(8)).toEqual(['renovate:url']);
  });

  it('tries the URL again on another service', async () => {
    api = fakeApi({
      'POST /renovate': async (input: { image_url?: string }) => {
        if (input.image_url && apiBase === BASE) throw refused();
        return { renovated_image_url: 'https://cdn.example/r.png' };
      },
    });
    const run = runner();
    await run(jobFor(PUBLIC, RENOVATE, 'j1'), signal());
    apiBase = 'https://api.other.example/public/v1';
    await run(jobFor(PUBLIC, RENOVATE, 'j2'), signal());
    expect(methods()).toEqual(['renovate:url', 'uploadAsset', 'renovate:asset', 'renovate:url']);
  });

  it('keeps going by URL for a public address that works', async () => {
    api = fakeApi();
    const run = runner();
    await run(jobFor(PUBLIC, RENOVATE, 'j1'), signal());
    await run(jobFor(PUBLIC, { operation: 'renovate', params: { style_id: 'rustic' } }, 'j2'), signal());
    expect(methods()).toEqual(['renovate:url', 'renovate:url']);
  });

  it('does not remember a 400 the bytes get too: that was the request, not the address', async () => {
    let assetRefused = true;
    api = fakeApi({
      'POST /renovate': async (input: { image_url?: string }) => {
        if (input.image_url || assetRefused) throw refused();
        return { renovated_image_url: 'https://cdn.example/r.png' };
      },
    });
    const run = runner();
    await expect(run(jobFor(PUBLIC, RENOVATE, 'j1'), signal())).rejects.toMatchObject({ code: 'bad_request' });
    assetRefused = false;
    await run(jobFor(PUBLIC, RENOVATE, 'j2'), signal());
    expect(methods()).toEqual(['renovate:url', 'uploadAsset', 'renovate:asset', 'renovate:url', 'renovate:asset']);
  });

  it('upscale sends the file at once after its URL was refused', async () => {
    api = fakeApi({
      'POST /creative_upscale': async (input: { image_url?: string }) => {
        if (input.image_url) throw refused();
        return { upscaled_image_url: 'https://cdn.example/u.png', creativity: 0.5 };
      },
    });
    const run = runner();
    await run(jobFor(PUBLIC, { operation: 'upscale', params: {} }, 'j1'), signal());
    await run(jobFor(PUBLIC, { operation: 'upscale', params: { creativity: 0.2 } }, 'j2'), signal());
    const sent = api.callsTo('POST /creative_upscale').map((c) => ((c.input as { image_url?: string }).image_url ? 'url' : 'file'));
    expect(sent).toEqual(['url', 'file', 'file']);
  });

  it('style transfer sends the style image at once after its URL was refused', async () => {
    api = fakeApi({
      'POST /style_transfer': async (input: { style_image_url?: string }) => {
        if (input.style_image_url) throw refused();
        return { status: 'success', renovated_image_url: 'https://cdn.example/s.png' };
      },
    });
    const run = runner();
    const request: JobRequest = { operation: 'styleTransfer', params: { style: { kind: 'url', url: STYLE } } };
    await run(jobFor(PUBLIC, request, 'j1'), signal());
    await run(jobFor(OTHER, request, 'j2'), signal());
    const sent = api.callsTo('POST /style_transfer').map((c) => ((c.input as { style_image_url?: string }).style_image_url ? 'url' : 'file'));
    expect(sent).toEqual(['url', 'file', 'file']);
  });
});
