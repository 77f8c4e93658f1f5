import { vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { ApiError } from '../../../lib/api/errors';
import type { ApiClient, Endpoint } from '../../../lib/api/client';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import type { PickedPhoto } from '../../../lib/listing';
import { openReimagineDb } from '../../../lib/storage/db';
import { isPrivateHost } from '../../../lib/acquisition/network-policy';

/** Test doubles shared by the jobs, storage and background unit tests. */

/** A fresh, isolated database. */
export function freshDb(): Promise<IDBDatabase> {
  return openReimagineDb(new IDBFactory());
}

function u32be(n: number): number[] {
  return [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
}

/** PNG header bytes declaring `width`×`height` (enough for the sniffer and size parser), plus `salt` to vary the hash. */
export function pngBytes(width: number, height: number, salt = 0): Uint8Array {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), 0x49, 0x48, 0x44, 0x52, ...u32be(width), ...u32be(height), 8, 2, 0, 0, 0, 0, 0, 0, 0, salt & 255]);
}

/** JPEG header bytes: SOI, an APP0 segment, then SOF0 with the size. */
export function jpegBytes(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, (height >> 8) & 255, height & 255, (width >> 8) & 255, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

/** GIF header bytes. */
export function gifBytes(width: number, height: number): Uint8Array {
  return new Uint8Array([...new TextEncoder().encode('GIF89a'), width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0, 0, 0, 0]);
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const enc = new TextEncoder();
  const body = [...enc.encode('WEBP'), ...enc.encode(chunk), payload.length & 255, (payload.length >> 8) & 255, 0, 0, ...payload];
  return new Uint8Array([...enc.encode('RIFF'), body.length & 255, (body.length >> 8) & 255, 0, 0, ...body]);
}

/** WebP header bytes in each of its three layouts. */
export function webpBytes(width: number, height: number, layout: 'VP8 ' | 'VP8L' | 'VP8X'): Uint8Array {
  if (layout === 'VP8 ') return riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, width & 255, (width >> 8) & 0x3f, height & 255, (height >> 8) & 0x3f, 0, 0]);
  if (layout === 'VP8L') {
    const bits = (width - 1) | ((height - 1) << 14);
    return riff('VP8L', [0x2f, bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255, 0, 0, 0, 0, 0]);
  }
  const w = width - 1;
  const h = height - 1;
  return riff('VP8X', [0, 0, 0, 0, w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255]);
}

/** A response with bytes (copied into a fresh ArrayBuffer). */
export function bytesResponse(bytes: Uint8Array, status = 200): Response {
  return new Response(new Uint8Array(bytes).buffer, { status, headers: { 'content-type': 'image/png' } });
}

/** A fake fetch answering from a table of URL → handler, recording every call. */
export function fakeFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>): FetchFn & { calls: { url: string; init?: RequestInit }[] } {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fn = async (url: string, init?: RequestInit): Promise<Response> => {
    calls.push({ url, ...(init ? { init } : {}) });
    const handler = routes[url];
    if (!handler) throw new TypeError(`fetch failed: ${url}`);
    return handler(init);
  };
  return Object.assign(fn, { calls });
}

/** A promise with its resolvers exposed. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What the fake answers to: a client method, or the endpoint of a call an operation declares (`api.send`). */
export type FakeMethod = Exclude<keyof ApiClient, 'send'> | Endpoint;

/** One recorded API call: the method, or the declared call's endpoint (`POST /renovate`), and its input. */
export interface ApiCall {
  readonly method: FakeMethod;
  readonly input: unknown;
  readonly signal: AbortSignal | undefined;
}

/** A fake API client: every method and every sent call records itself; overrides replace the default answers. */
export type FakeApi = ApiClient & { calls: ApiCall[]; callsTo(method: FakeMethod): ApiCall[] };

/** Rejects when `signal` aborts, like the real client (`aborted`). */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(new ApiError('aborted', 'Aborted'));
    signal.addEventListener('abort', () => reject(new ApiError('aborted', 'Aborted')), { once: true });
    promise.then(resolve, reject);
  });
}

type Answer = (input: never, signal: AbortSignal | undefined) => Promise<unknown>;

/** The methods that take no input. */
const NO_INPUT = new Set<string>(['getPlanDetails', 'listAssets', 'getStyles', 'getRoomTypes', 'getStagingStyles']);

/** Builds a fake API. Renders answer `https://cdn.example/result-N.png`, uploads `asset-N`, projects `project-N`. */
export function fakeApi(overrides: Partial<Record<FakeMethod, Answer>> = {}): FakeApi {
  const calls: ApiCall[] = [];
  let results = 0;
  let assets = 0;
  let projects = 0;
  const next = () => `https://cdn.example/result-${++results}.png`;
  const defaults: Partial<Record<FakeMethod, Answer>> & Record<Exclude<keyof ApiClient, 'send'>, Answer> = {
    getPlanDetails: async () => ({ business_name: 'Acme', plan: 'pro', remaining_assets: 10, staging_credits: 5, renovation_credits: 50 }),
    listAssets: async () => [],
    uploadAsset: async () => ({ id: `asset-${++assets}`, name: 'x', width: 1000, height: 800, preview_url: `https://cdn.example/preview-${assets}.jpg` }),
    deleteAsset: async (input: { asset_id: string }) => ({ status: 'deleted', asset_id: input.asset_id }),
    getStyles: async () => ({ interior_styles: [{ id: 'modern', name: 'Modern', description: 'Clean' }], exterior_styles: [], total_found: 1 }),
    'POST /renovate': async () => ({ renovated_image_url: next() }),
    'POST /kitchen_cabinets': async () => ({ renovated_image_url: next() }),
    'POST /creative_upscale': async () => ({ upscaled_image_url: next(), creativity: 0.5 }),
    'POST /style_transfer': async () => ({ status: 'success', renovated_image_url: next() }),
    'POST /analyze': async () => ({ image_id: 'i1', analysis_type: 'normal', results: { classification: 'interior' } }),
    analyzeBatch: async () => ({ batch_id: 'b', status: 'processing', total_images: 1, estimated_completion_time: 'soon' }),
    getBatchAnalysis: async () => ({ batch_id: 'b', status: 'completed', total_images: 1, processed_images: 1, results: [] }),
    'POST /virtual-staging/projects/create': async () => ({ project_id: `project-${++projects}`, input_image_url: 'https://cdn.example/in.jpg' }),
    'POST /virtual-staging/projects/{project_id}/stage': async (input: { project_id: string }) => ({ status: 'success', staged_image_url: next(), project_id: input.project_id }),
    getRoomTypes: async () => [{ id: 'living_room', name: 'Living room' }],
    getStagingStyles: async () => [{ id: 'modern', name: 'Modern' }],
    getStagingProject: async (input: { project_id: string }) => ({ project_id: input.project_id, input_image_url: '', generations: [] }),
  };
  const answer = (method: FakeMethod, input: unknown, options: { signal?: AbortSignal } | undefined): Promise<unknown> => {
    calls.push({ method, input, signal: options?.signal });
    const impl = overrides[method] ?? defaults[method];
    if (!impl) return Promise.reject(new Error(`the fake API has no answer for ${method}`));
    return abortable(impl(input as never, options?.signal), options?.signal);
  };
  const api: Record<string, unknown> = {
    send: (call: { endpoint: Endpoint }, input: unknown, options?: { signal?: AbortSignal }) => answer(call.endpoint, input, options),
  };
  for (const method of Object.keys(defaults).filter((name) => !name.includes(' ')) as Exclude<keyof ApiClient, 'send'>[]) {
    api[method] = (...args: unknown[]) => {
      const takesInput = !NO_INPUT.has(method);
      return answer(method, takesInput ? args[0] : undefined, (takesInput ? args[1] : args[0]) as { signal?: AbortSignal } | undefined);
    };
  }
  return Object.assign(api as unknown as ApiClient, { calls, callsTo: (method: FakeMethod) => calls.filter((c) => c.method === method) });
}

/** A picked photo fixture. */
export function pickedPhoto(url: string, extra: Partial<PickedPhoto['listing']> = {}): PickedPhoto {
  return { url, listing: { listingUrl: 'https://www.zillow.com/homedetails/1', site: 'zillow', title: 'Sunny flat', address: '1 Main St, Springfield', photoUrls: [url], ...pageOf(url), ...extra } };
}

/**
 * The page a test's pick of a photo on a private host was made on: one on the photo's own origin,
 * so that a loopback test photo (a private photo, sent as bytes) is one its page may name
 * (lib/acquisition/network-policy.ts). A public photo needs no page.
 */
function pageOf(url: string): { pageUrl?: string } {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && isPrivateHost(parsed.hostname) ? { pageUrl: `${parsed.origin}/listing` } : {};
  } catch {
    return {};
  }
}

/** Waits until `check` passes (polling microtasks and short timers). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Puts still to fail, by object store name (see `failPuts`). */
const quota = new Map<string, number>();

/**
 * Makes the next `times` IndexedDB `put`s into `storeName` throw `QuotaExceededError`, as a full
 * disk does (every database of this test file shares the object store class; several stores can
 * fail at once). Answers how many failures are left. Restored after each test (`restoreMocks`).
 */
export function failPuts(db: IDBDatabase, storeName: string, times: number): { readonly left: number } {
  const proto = Object.getPrototypeOf(db.transaction(storeName).objectStore(storeName)) as IDBObjectStore;
  if (!vi.isMockFunction(proto.put)) {
    quota.clear();
    const original = proto.put;
    vi.spyOn(proto, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const left = quota.get(this.name) ?? 0;
      if (left > 0) {
        quota.set(this.name, left - 1);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return original.call(this, value, key);
    });
  }
  quota.set(storeName, times);
  return {
    get left() {
      return quota.get(storeName) ?? 0;
    },
  };
}
