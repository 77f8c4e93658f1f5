import { MAX_URL_LENGTH } from '../../../lib/api/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { fetchPhoto, isPublicPhotoUrl, type FetchFn } from '../../../lib/acquisition/acquisition';
import { getResultBlob, getHistoryEntry } from '../../../lib/library/history';
import type { JobRecord } from '../../../lib/queue/job-store';
import { listOwnAssets } from '../../../lib/library/own-assets';
import { createJobRunner } from '../../../lib/queue/runner';
import type { JobRequest } from '../../../lib/queue/types';
import type { ImageResizer } from '../../../lib/images/resize';
import { AppError } from '../../../lib/errors';
import { bytesResponse, fakeApi, freshDb, jpegBytes, pickedPhoto, pngBytes, type FakeApi } from '../queue/fakes';

const PUBLIC = 'https://photos.zillowstatic.com/fp/abc-uncropped.jpg';
const PRIVATE = 'http://127.0.0.1:9000/photo.png';
const BASE = 'http://127.0.0.1:8787/public/v1';

/** Serves the photos and any `https://cdn.example/…` result; records calls. */
function photoServer(photos: Record<string, Uint8Array | number>) {
  const calls: { url: string; credentials: RequestCredentials | undefined }[] = [];
  const fetch: FetchFn = async (url, init) => {
    calls.push({ url, credentials: init?.credentials });
    if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(1024, 768));
    const photo = photos[url];
    if (photo === undefined) throw new TypeError('Failed to fetch');
    return typeof photo === 'number' ? new Response('no', { status: photo }) : bytesResponse(photo);
  };
  return { fetch, calls };
}

function jobFor(url: string, request: JobRequest, id = 'job-1'): JobRecord {
  return { id, request, photo: pickedPhoto(url), state: 'running', createdAt: 1, startedAt: 2, newVariation: false };
}

describe('isPublicPhotoUrl', () => {
  it.each([
    ['https://photos.zillowstatic.com/fp/a.jpg', true],
    ['https://media.rightmove.co.uk/x.jpeg?w=1', true],
    ['https://93.184.216.34/a.jpg', true],
    ['http://photos.zillowstatic.com/a.jpg', false],
    ['https://localhost/a.jpg', false],
    ['https://127.0.0.1/a.jpg', false],
    ['https://10.1.2.3/a.jpg', false],
    ['https://192.168.0.7/a.jpg', false],
    ['https://172.20.0.1/a.jpg', false],
    ['https://169.254.1.1/a.jpg', false],
    ['https://[::1]/a.jpg', false],
    ['https://[fd12::1]/a.jpg', false],
    ['https://nas.local/a.jpg', false],
    ['https://intranet/a.jpg', false],
    ['blob:https://www.zillow.com/1234', false],
    ['data:image/png;base64,AAAA', false],
    ['not a url', false],
    // At the service's URL limit it goes by URL; one character more and the bytes are uploaded.
    [`https://photos.example.com/${'a'.repeat(MAX_URL_LENGTH - 'https://photos.example.com/'.length)}`, true],
    [`https://photos.example.com/${'a'.repeat(MAX_URL_LENGTH + 1 - 'https://photos.example.com/'.length)}`, false],
  ])('%s → %s', (url, expected) => {
    expect(isPublicPhotoUrl(url)).toBe(expected);
  });
});

describe('fetchPhoto', () => {
  it('answers checked, hashed bytes; public https URLs stay public', async () => {
    const server = photoServer({ [PUBLIC]: jpegBytes(1600, 1200) });
    const photo = await fetchPhoto(PUBLIC, { fetch: server.fetch });
    expect(photo).toMatchObject({ type: 'image/jpeg', size: { width: 1600, height: 1200 }, publicUrl: true });
    expect(photo.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(server.calls).toEqual([{ url: PUBLIC, credentials: 'omit' }]);
  });

  it('refuses non-images with not_an_image', async () => {
    const server = photoServer({ [PUBLIC]: new TextEncoder().encode('<html>Access denied</html>') });
    await expect(fetchPhoto(PUBLIC, { fetch: server.fetch })).rejects.toMatchObject({ code: 'not_an_image' });
  });

  it('refuses photos with a side under 256 px with image_too_small', async () => {
    const server = photoServer({ [PUBLIC]: pngBytes(1024, 200) });
    await expect(fetchPhoto(PUBLIC, { fetch: server.fetch })).rejects.toMatchObject({ code: 'image_too_small' });
  });

  it('reports network errors, HTTP errors and timeouts as image_unreachable', async () => {
    const server = photoServer({ [PUBLIC]: 404 });
    await expect(fetchPhoto(PUBLIC, { fetch: server.fetch })).rejects.toMatchObject({ code: 'image_unreachable' });
    await expect(fetchPhoto('https://gone.example.com/a.jpg', { fetch: server.fetch })).rejects.toMatchObject({ code: 'image_unreachable' });
    const hanging: FetchFn = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    await expect(fetchPhoto(PUBLIC, { fetch: hanging, timeoutMs: 20 })).rejects.toMatchObject({ code: 'image_unreachable' });
  });

  it('retries a 403 with cookies, and a photo that needs cookies is not public', async () => {
    const calls: (RequestCredentials | undefined)[] = [];
    const fetch: FetchFn = async (_url, init) => {
      calls.push(init?.credentials);
      return init?.credentials === 'include' ? bytesResponse(pngBytes(800, 600)) : new Response('', { status: 403 });
    };
    const photo = await fetchPhoto(PUBLIC, { fetch });
    expect(calls).toEqual(['omit', 'include']);
    expect(photo.publicUrl).toBe(false);
  });
});

describe('runner: getting the photo to the API', () => {
  let db: IDBDatabase;
  let api: FakeApi;
  let server: ReturnType<typeof photoServer>;
  let ids: number;

  beforeEach(async () => {
    db = await freshDb();
    api = fakeApi();
    ids = 0;
    server = photoServer({ [PUBLIC]: jpegBytes(1600, 1200), [PRIVATE]: pngBytes(1200, 900), 'http://127.0.0.1:9000/other.png': pngBytes(1200, 901, 7) });
  });

  function runner(options: { resizer?: ImageResizer } = {}) {
    return createJobRunner({
      db,
      connect: async () => ({ api, apiBase: BASE }),
      getPhoto: (url, _signal, pageUrl) => fetchPhoto(url, { fetch: server.fetch, pageUrl }),
      getStyleImage: (url, _signal, pageUrl) => fetchPhoto(url, { fetch: server.fetch, minSide: 0, pageUrl }),
      fetch: server.fetch,
      resizer: options.resizer,
      clock: () => 5_000,
      newId: () => `id-${++ids}`,
    });
  }
  const signal = () => new AbortController().signal;

  it('public https photo: renovate by image_url, no upload', async () => {
    const result = await runner()(jobFor(PUBLIC, { operation: 'renovate', params: { style_id: 'modern', guidance: '  ' } }), signal());
    expect(api.callsTo('uploadAsset')).toHaveLength(0);
    expect(api.callsTo('POST /renovate').map((c) => c.input)).toEqual([{ image_url: PUBLIC, style_id: 'modern' }]);
    expect(result).toMatchObject({ imageUrl: 'https://cdn.example/result-1.png', fromCache: false });
    // The result is in history with a local copy of the image.
    const entry = await getHistoryEntry(db, result.historyId);
    expect(entry).toMatchObject({ operation: 'renovate', resultUrl: result.imageUrl, hasLocalCopy: true, width: 1024, height: 768, disclosure: 'digitally-altered' });
    expect((await getResultBlob(db, result.historyId))?.type).toBe('image/png');
  });

  it('private photo (127.0.0.1, http): uploads the bytes and renovates the asset', async () => {
    await runner()(jobFor(PRIVATE, { operation: 'renovate', params: { style_id: 'modern' } }), signal());
    const upload = api.callsTo('uploadAsset')[0]?.input as { image: Blob; asset_name: string };
    expect(upload.image).toBeInstanceOf(Blob);
    expect(upload.image.type).toBe('image/png');
    expect(upload.asset_name).toMatch(/^reimagine-[0-9a-f]{12}$/);
    expect(api.callsTo('POST /renovate').map((c) => c.input)).toEqual([{ asset_id: 'asset-1', style_id: 'modern' }]);
    expect((await listOwnAssets(db, BASE)).map((a) => a.id)).toEqual(['asset-1']);
  });

  it('falls back to upload when the API rejects the URL with a 400', async () => {
    api = fakeApi({
      'POST /renovate': async (input: { image_url?: string }) => {
        if (input.image_url) throw new ApiError('bad_request', 'Could not download image_url', { status: 400 });
        return { renovated_image_url: 'https://cdn.example/r.png' };
      },
    });
    const result = await runner()(jobFor(PUBLIC, { operation: 'renovate', params: { guidance: 'white oak floors please' } }), signal());
    expect(api.calls.map((c) => c.method)).toEqual(['POST /renovate', 'uploadAsset', 'POST /renovate']);
    expect(api.callsTo('POST /renovate')[1]?.input).toMatchObject({ asset_id: expect.any(String), guidance: 'white oak floors please' });
    expect(result.imageUrl).toBe('https://cdn.example/r.png');
  });

  it('does not fall back on a client-side input refusal or other errors', async () => {
    api = fakeApi({
      'POST /renovate': async () => {
        throw new ApiError('bad_request', 'Invalid input: style_id', { fieldPath: 'style_id' });
      },
    });
    await expect(runner()(jobFor(PUBLIC, { operation: 'renovate', params: { style_id: 'x' } }), signal())).rejects.toMatchObject({ code: 'bad_request' });
    expect(api.callsTo('uploadAsset')).toHaveLength(0);
  });

  it('reuses the asset uploaded for the same photo bytes', async () => {
    const run = runner();
    await run(jobFor(PRIVATE, { operation: 'kitchenCabinets', params: { style_id: 'shaker' } }), signal());
    await run(jobFor(PRIVATE, { operation: 'styleTransfer', params: { style: { kind: 'url', url: 'https://styles.example.com/s.jpg' } } }, 'job-2'), signal());
    await run(jobFor('http://127.0.0.1:9000/other.png', { operation: 'kitchenCabinets', params: { style_id: 'shaker' } }, 'job-3'), signal());
    expect(api.callsTo('uploadAsset')).toHaveLength(2);
    expect(api.callsTo('POST /kitchen_cabinets').map((c) => (c.input as { asset_id: string }).asset_id)).toEqual(['asset-1', 'asset-2']);
    expect(api.callsTo('POST /style_transfer')[0]?.input).toEqual({ asset_id: 'asset-1', style_image_url: 'https://styles.example.com/s.jpg' });
  });

  it('re-uploads once when a reused asset is gone from the server', async () => {
    let first = true;
    api = fakeApi({
      'POST /kitchen_cabinets': async () => {
        if (first) {
          first = false;
          return { renovated_image_url: 'https://cdn.example/k1.png' };
        }
        const gone = api.callsTo('POST /kitchen_cabinets').length === 2;
        if (gone) throw new ApiError('not_found', 'Asset not found', { status: 404 });
        return { renovated_image_url: 'https://cdn.example/k3.png' };
      },
    });
    const run = runner();
    await run(jobFor(PRIVATE, { operation: 'kitchenCabinets', params: { style_id: 'a' } }), signal());
    const result = await run(jobFor(PRIVATE, { operation: 'kitchenCabinets', params: { style_id: 'b' } }, 'job-2'), signal());
    expect(result.imageUrl).toBe('https://cdn.example/k3.png');
    expect(api.calls.map((c) => c.method)).toEqual(['uploadAsset', 'POST /kitchen_cabinets', 'POST /kitchen_cabinets', 'uploadAsset', 'POST /kitchen_cabinets']);
    expect((await listOwnAssets(db, BASE)).map((a) => a.id)).toEqual(['asset-2']);
  });

  it('style transfer from a private style URL or a picked file sends the style bytes', async () => {
    const styleUrl = 'http://127.0.0.1:9000/other.png';
    // A private style image is downloaded only for a photo picked on that origin's own page.
    await expect(runner()(jobFor(PUBLIC, { operation: 'styleTransfer', params: { style: { kind: 'url', url: styleUrl } } }, 'job-0'), signal())).rejects.toMatchObject({ code: 'private_address' });
    expect(server.calls.map((c) => c.url)).not.toContain(styleUrl);
    await runner()(jobFor(PRIVATE, { operation: 'styleTransfer', params: { style: { kind: 'url', url: styleUrl } } }), signal());
    const sent = api.callsTo('POST /style_transfer')[0]?.input as { style_image?: Blob; style_image_url?: string };
    expect(sent.style_image_url).toBeUndefined();
    expect(sent.style_image?.type).toBe('image/png');

    const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes(64, 64)))}`;
    await runner()(jobFor(PUBLIC, { operation: 'styleTransfer', params: { style: { kind: 'file', dataUrl, name: 'swatch.png' } } }, 'job-2'), signal());
    expect((api.callsTo('POST /style_transfer')[1]?.input as { style_image?: Blob }).style_image?.size).toBe(pngBytes(64, 64).length);

    await expect(
      runner()(jobFor(PUBLIC, { operation: 'styleTransfer', params: { style: { kind: 'file', dataUrl: 'data:text/plain,hello' } } }, 'job-3'), signal()),
    ).rejects.toMatchObject({ code: 'not_an_image' });
  });

  it('upscale: image_url for public photos, a file for private ones', async () => {
    await runner()(jobFor(PUBLIC, { operation: 'upscale', params: { creativity: 0.3 } }), signal());
    await runner()(jobFor(PRIVATE, { operation: 'upscale', params: {} }, 'job-2'), signal());
    const [byUrl, byFile] = api.callsTo('POST /creative_upscale').map((c) => c.input as { image?: Blob; image_url?: string; creativity?: number });
    expect(byUrl).toEqual({ image_url: PUBLIC, creativity: 0.3 });
    expect(byFile?.image).toBeInstanceOf(Blob);
    expect(byFile?.image_url).toBeUndefined();
    expect(api.callsTo('uploadAsset')).toHaveLength(0);
  });

  it('staging creates the photo project once (uploading the bytes) and adds variations to it', async () => {
    const run = runner();
    const first = await run(jobFor(PUBLIC, { operation: 'stage', params: { room_type: 'living_room', style: 'modern' } }), signal());
    const second = await run(jobFor(PUBLIC, { operation: 'stage', params: { room_type: 'bedroom', style: 'coastal' } }, 'job-2'), signal());
    expect(api.callsTo('POST /virtual-staging/projects/create')).toHaveLength(1);
    expect((api.callsTo('POST /virtual-staging/projects/create')[0]?.input as { image: Blob }).image).toBeInstanceOf(Blob);
    expect(api.callsTo('POST /virtual-staging/projects/{project_id}/stage').map((c) => c.input)).toEqual([
      { project_id: 'project-1', room_type: 'living_room', style: 'modern' },
      { project_id: 'project-1', room_type: 'bedroom', style: 'coastal' },
    ]);
    expect(first.projectId).toBe('project-1');
    expect(second.projectId).toBe('project-1');
    expect((await getHistoryEntry(db, first.historyId))?.disclosure).toBe('virtually-staged');
  });

  it('a full staging project fails with variation_limit and is forgotten, so a retry starts a new one', async () => {
    let full = true;
    api = fakeApi({
      'POST /virtual-staging/projects/{project_id}/stage': async (input: { project_id: string }) => {
        if (full && input.project_id === 'project-1') {
          full = false;
          throw new ApiError('variation_limit', 'Variation limit', { status: 400 });
        }
        return { status: 'success', staged_image_url: 'https://cdn.example/s.png', project_id: input.project_id };
      },
    });
    const run = runner();
    const request: JobRequest = { operation: 'stage', params: { room_type: 'living_room', style: 'modern' } };
    await expect(run(jobFor(PUBLIC, request), signal())).rejects.toMatchObject({ code: 'variation_limit' });
    const retried = await run(jobFor(PUBLIC, request, 'job-2'), signal());
    expect(api.callsTo('POST /virtual-staging/projects/create')).toHaveLength(2);
    expect(retried.projectId).toBe('project-2');
  });

  it('downscales uploads over 4096 px through the injected resizer', async () => {
    server = photoServer({ [PRIVATE]: pngBytes(8000, 6000) });
    const resized: { width: number; height: number }[] = [];
    const resizer: ImageResizer = {
      async resize(_image, target) {
        resized.push(target);
        return new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
      },
    };
    await runner({ resizer })(jobFor(PRIVATE, { operation: 'renovate', params: { style_id: 'modern' } }), signal());
    expect(resized).toEqual([{ width: 4096, height: 3072 }]);
    expect((api.callsTo('uploadAsset')[0]?.input as { image: Blob }).image.type).toBe('image/jpeg');
  });

  it('sends the original when no resizer is available', async () => {
    server = photoServer({ [PRIVATE]: pngBytes(8000, 6000) });
    await runner()(jobFor(PRIVATE, { operation: 'renovate', params: { style_id: 'modern' } }), signal());
    expect((api.callsTo('uploadAsset')[0]?.input as { image: Blob }).image.size).toBe(pngBytes(8000, 6000).length);
  });

  it('an upload over the asset quota fails the job with asset_limit', async () => {
    api = fakeApi({
      uploadAsset: async () => {
        throw new ApiError('asset_limit', 'Maximum number of assets reached', { status: 403 });
      },
    });
    await expect(runner()(jobFor(PRIVATE, { operation: 'renovate', params: { style_id: 'modern' } }), signal())).rejects.toMatchObject({ code: 'asset_limit' });
    expect(api.callsTo('POST /renovate')).toHaveLength(0);
  });

  it('passes the job signal to the API call', async () => {
    const controller = new AbortController();
    await runner()(jobFor(PUBLIC, { operation: 'renovate', params: { style_id: 'modern' } }), controller.signal);
    expect(api.callsTo('POST /renovate')[0]?.signal).toBe(controller.signal);
  });

  it('keeps the result when the result image cannot be copied', async () => {
    const failing: FetchFn = async (url, init) => (url.startsWith('https://cdn.example/') ? new Response('', { status: 500 }) : server.fetch(url, init));
    const run = createJobRunner({
      db,
      connect: async () => ({ api, apiBase: BASE }),
      getPhoto: (url) => fetchPhoto(url, { fetch: failing }),
      getStyleImage: (url) => fetchPhoto(url, { fetch: failing, minSide: 0 }),
      fetch: failing,
      resizer: undefined,
      clock: () => 1,
      newId: () => 'h1',
    });
    const result = await run(jobFor(PUBLIC, { operation: 'renovate', params: { style_id: 'modern' } }), signal());
    expect(result.imageUrl).toBe('https://cdn.example/result-1.png');
    expect(await getHistoryEntry(db, 'h1')).toMatchObject({ hasLocalCopy: false, resultUrl: result.imageUrl });
  });

  it('fails with no_api_key before anything is fetched when no key is set', async () => {
    const run = createJobRunner({
      db,
      connect: async () => {
        throw new AppError('no_api_key', 'No API key is set yet.');
      },
      getPhoto: (url) => fetchPhoto(url, { fetch: server.fetch }),
      getStyleImage: (url) => fetchPhoto(url, { fetch: server.fetch }),
      fetch: server.fetch,
      resizer: undefined,
      clock: () => 1,
      newId: () => 'x',
    });
    await expect(run(jobFor(PUBLIC, { operation: 'renovate', params: { style_id: 'modern' } }), signal())).rejects.toMatchObject({ code: 'no_api_key' });
    expect(server.calls).toHaveLength(0);
  });
});
