import { MAX_URL_LENGTH } from '../api/limits';
import { withDeadline } from '../util/abort';
import { isApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { ImageSize } from '../images/dimensions';
import { sha256Hex } from '../images/hash';
import { inspectPhoto, MIN_PHOTO_SIDE } from '../images/inspect';
import { planDownscale, type ImageResizer } from '../images/resize';
import type { ImageType } from '../images/sniff';
import { AppError } from '../errors';
import { findOwnAsset, forgetOwnAsset, recordOwnAsset } from '../library/own-assets';

/**
 * Getting a photo to the API. The background fetches the bytes itself (with a deadline) to check
 * they are an image of a usable size and to hash them; then each operation either passes the
 * photo's URL (the API downloads it: no upload, no asset slot) or sends the bytes.
 *
 * URL-vs-bytes rule: the URL is used only when the API can fetch it as we did, i.e. a public
 * `https:` URL (not blob:/data:/http:, not localhost, a private/loopback/link-local IP, `.local`
 * or a single-label host) that we could fetch WITHOUT cookies. Otherwise, or when the API rejects
 * the URL with a 400, the bytes are sent (upload, or a multipart file).
 */

/** Photo fetch deadline. */
export const PHOTO_FETCH_TIMEOUT_MS = 20_000;

/** Larger downloads are refused: no listing photo is this big, and the worker's memory is limited. */
export const MAX_PHOTO_BYTES = 50 * 1024 * 1024;

/** The fetch the acquisition uses (the global one in the worker, a fake in tests). */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** A photo's bytes, checked and hashed. */
export interface FetchedPhoto {
  readonly url: string;
  readonly bytes: Uint8Array;
  readonly type: ImageType;
  readonly size: ImageSize | undefined;
  /** SHA-256 of the bytes (hex): the photo's identity for dedupe and asset reuse. */
  readonly hash: string;
  /** True when the URL can be handed to the API instead of the bytes. */
  readonly publicUrl: boolean;
}

function isPrivateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a = 0, b = 0] = parts;
  return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

function isPrivateIPv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!h.includes(':')) return false;
  return h === '::1' || h === '::' || /^f[cd][0-9a-f]{2}:/.test(h) || /^fe[89ab][0-9a-f]:/.test(h) || h.startsWith('::ffff:');
}

/**
 * Whether the API could download this URL itself: `https:`, a public DNS name or public IP.
 * Cookie-protected photos are found out at fetch time (see `fetchPhoto`).
 */
export function isPublicPhotoUrl(raw: string): boolean {
  // The service refuses longer URLs: such a photo is downloaded and uploaded instead.
  if (raw.length > MAX_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.lan') || host.endsWith('.home.arpa')) {
    return false;
  }
  if (isPrivateIPv4(host) || isPrivateIPv6(host)) return false;
  // A single-label name ("nas", "intranet") only resolves on the user's network.
  return host.includes('.') || host.includes(':');
}

/** A fetch with a deadline that also follows the caller's signal. */
async function fetchWithDeadline(fetchFn: FetchFn, url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<Uint8Array | Response> {
  const deadline = withDeadline(timeoutMs, signal);
  try {
    const response = await fetchFn(url, { ...init, signal: deadline.signal });
    if (!response.ok) return response;
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_PHOTO_BYTES) throw new AppError('image_unreachable', 'The photo is larger than 50 MB.');
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('image_unreachable', 'The photo is larger than 50 MB.');
    return bytes;
  } finally {
    deadline.dispose();
  }
}

/** Options of `fetchPhoto`. */
export interface FetchPhotoOptions {
  readonly fetch: FetchFn;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Minimum width and height; 0 for style images, which may be small swatches. */
  readonly minSide?: number;
}

/**
 * Downloads and checks a photo. First without cookies (what the API would see); a 401/403 is
 * retried with the browser's cookies, and a photo that only loads that way is not public.
 * Fails with `image_unreachable`, `not_an_image` or `image_too_small`; `aborted` if cancelled.
 */
export async function fetchPhoto(url: string, options: FetchPhotoOptions): Promise<FetchedPhoto> {
  const timeoutMs = options.timeoutMs ?? PHOTO_FETCH_TIMEOUT_MS;
  const attempt = async (credentials: RequestCredentials): Promise<Uint8Array | Response> => {
    try {
      return await fetchWithDeadline(options.fetch, url, { credentials, redirect: 'follow' }, timeoutMs, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw new AppError('aborted', 'Cancelled.');
      if (error instanceof AppError) throw error;
      throw new AppError('image_unreachable', 'The photo could not be downloaded (network error or timeout).');
    }
  };
  let publicUrl = isPublicPhotoUrl(url);
  let got = await attempt('omit');
  if (!(got instanceof Uint8Array) && (got.status === 401 || got.status === 403)) {
    got = await attempt('include');
    publicUrl = false;
  }
  if (!(got instanceof Uint8Array)) throw new AppError('image_unreachable', `The photo's server answered ${got.status}.`);
  const inspection = inspectPhoto(got, options.minSide ?? MIN_PHOTO_SIDE);
  if (!inspection.ok) throw new AppError(inspection.code, inspection.message);
  return { url, bytes: got, type: inspection.type, size: inspection.size, hash: await sha256Hex(got), publicUrl };
}

/** The photo as a Blob of its own type. */
export function photoBlob(photo: Pick<FetchedPhoto, 'bytes' | 'type'>): Blob {
  return new Blob([new Uint8Array(photo.bytes)], { type: photo.type });
}

/**
 * The bytes to upload: downscaled when the long side is over 4096 px and a resizer exists, else
 * the original (also when resizing fails: a big upload beats no upload).
 */
export async function uploadBlob(photo: Pick<FetchedPhoto, 'bytes' | 'type' | 'size'>, resizer: ImageResizer | undefined): Promise<Blob> {
  const original = photoBlob(photo);
  const target = photo.size ? planDownscale(photo.size) : undefined;
  if (!target || !resizer) return original;
  try {
    return await resizer.resize(original, target);
  } catch {
    return original;
  }
}

/** What asset helpers need. */
export interface AssetContext {
  readonly db: IDBDatabase;
  readonly api: Pick<ApiClient, 'uploadAsset'>;
  readonly apiBase: string;
  readonly clock: () => number;
  readonly resizer: ImageResizer | undefined;
  readonly signal?: AbortSignal;
}

/** An asset for the photo: one Reimagine uploaded earlier for the same bytes, or a new upload. */
export async function ensureAsset(ctx: AssetContext, photo: FetchedPhoto): Promise<{ assetId: string; previewUrl: string | undefined; reused: boolean }> {
  const existing = await findOwnAsset(ctx.db, ctx.apiBase, photo.hash);
  if (existing) return { assetId: existing.id, previewUrl: existing.previewUrl, reused: true };
  const image = await uploadBlob(photo, ctx.resizer);
  // A recognisable name, so the user can tell Reimagine's uploads apart in their account.
  const asset = await ctx.api.uploadAsset({ image, asset_name: `reimagine-${photo.hash.slice(0, 12)}` }, { signal: ctx.signal });
  await recordOwnAsset(ctx.db, {
    id: asset.id,
    apiBase: ctx.apiBase,
    hash: photo.hash,
    uploadedAt: ctx.clock(),
    photoUrl: photo.url,
    previewUrl: asset.preview_url || undefined,
  });
  return { assetId: asset.id, previewUrl: asset.preview_url || undefined, reused: false };
}

/**
 * Runs `call` on the photo's asset. If a reused asset is gone from the server (`not_found`: the
 * user deleted it elsewhere) it is forgotten, uploaded again and the call made once more: a 404
 * means nothing was rendered, so nothing is charged twice.
 */
export async function withAsset<T>(ctx: AssetContext, photo: FetchedPhoto, call: (asset: { id: string; previewUrl: string | undefined }) => Promise<T>): Promise<T> {
  const first = await ensureAsset(ctx, photo);
  try {
    return await call({ id: first.assetId, previewUrl: first.previewUrl });
  } catch (error) {
    if (!first.reused || !isApiError(error) || error.code !== 'not_found') throw error;
    await forgetOwnAsset(ctx.db, first.assetId);
    const fresh = await ensureAsset(ctx, photo);
    return call({ id: fresh.assetId, previewUrl: fresh.previewUrl });
  }
}

/** True for the server refusing a request with 400 (not our own client-side input check). */
export function isServerBadRequest(error: unknown): boolean {
  return isApiError(error) && error.code === 'bad_request' && error.status === 400;
}

/**
 * URL first when the photo is public, bytes otherwise; and bytes when the server refuses the URL
 * (400: it could not download it, or does not take this variant). A 400 spends no credit, so the
 * second call is not a double charge.
 */
export async function urlOrBytes<T>(publicUrl: boolean, byUrl: () => Promise<T>, byBytes: () => Promise<T>): Promise<T> {
  if (!publicUrl) return byBytes();
  try {
    return await byUrl();
  } catch (error) {
    if (isServerBadRequest(error)) return byBytes();
    throw error;
  }
}
