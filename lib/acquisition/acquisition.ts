import { withDeadline } from '../util/abort';
import { isBodyTooLarge, readLimited, type BodyTooLargeError } from '../util/read-limited';
import { isApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { ImageSize } from '../images/dimensions';
import { sha256Hex } from '../images/hash';
import { MIN_PHOTO_SIDE } from '../api/limits';
import { inspectPhoto } from '../images/inspect';
import { planDownscale, type ImageResizer } from '../images/resize';
import type { ImageType } from '../images/sniff';
import { AppError } from '../errors';
import { findOwnAsset, forgetOwnAsset, recordOwnAsset } from '../library/own-assets';
import { allowsCookieRetry, cookieHostPatterns } from './cookie-hosts';
import { fromPage, refusedFinalHost, refusedHost, type ImageSource } from './network-policy';
import { isPublicPhotoUrl } from './photo-url';
import { hostRefusalKey, refusalKey, type UrlRefusals } from './url-refusals';

// The URL rule's home is photo-url.ts; operations import it with the rest of acquisition.
export { isPublicPhotoUrl };

/**
 * Getting a photo to the API. The background fetches the bytes itself (with a deadline) to check
 * they are an image of a usable size and to hash them; then each operation either passes the
 * photo's URL (the API downloads it: no upload, no asset slot) or sends the bytes.
 *
 * URL-vs-bytes rule: the URL is used only when the API can fetch it as we did, i.e. a public
 * `https:` URL (not blob:/data:/http:, not localhost, a private/loopback/link-local IP, `.local`
 * or a single-label host) that we could fetch WITHOUT cookies. Otherwise, or when the API rejects
 * the URL with a 400, the bytes are sent (upload, or a multipart file), and from then on this
 * worker sends that address's bytes at once (`url-refusals.ts`).
 */

/** Photo fetch deadline. */
export const PHOTO_FETCH_TIMEOUT_MS = 20_000;

/**
 * Larger downloads are refused: no listing photo is this big, and the worker's memory is limited.
 * The body is read through its stream and cancelled at this count (`readLimited`).
 */
export const MAX_PHOTO_BYTES = 50 * 1024 * 1024;

const MB = 1024 * 1024;

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

/** The refusal of a photo on a private address (`network-policy.ts`); its code has the user's words. */
function privateAddress(host: string): AppError {
  return new AppError('private_address', `The photo's address (${host}) is on a private network: Reimagine downloads photos from the public web, or from the listing page's own address.`);
}

/** The user's sentence for a photo over `MAX_PHOTO_BYTES`. */
function tooLargeMessage(error: BodyTooLargeError): string {
  const cap = `${MAX_PHOTO_BYTES / MB} MB`;
  const size = error.declaredBytes !== undefined && error.declaredBytes > MAX_PHOTO_BYTES ? `${(error.declaredBytes / MB).toFixed(1)} MB` : `larger than ${cap}`;
  return `The photo is ${size}: Reimagine handles photos up to ${cap}.`;
}

/**
 * A fetch with a deadline that also follows the caller's signal: the bytes (at most
 * `MAX_PHOTO_BYTES`, counted while streaming), or the failed response. A download that ended on
 * an address the source may not name (a redirect to the user's router) is refused before its body
 * is read: a browser's fetch cannot show a redirect's target before following it.
 */
async function fetchWithDeadline(fetchFn: FetchFn, url: string, init: RequestInit, timeoutMs: number, source: ImageSource, signal?: AbortSignal): Promise<Uint8Array | Response> {
  const deadline = withDeadline(timeoutMs, signal);
  try {
    const response = await fetchFn(url, { ...init, signal: deadline.signal });
    const refused = refusedFinalHost(url, response.url, source);
    if (refused !== undefined || !response.ok) response.body?.cancel().catch(() => undefined);
    if (refused !== undefined) throw privateAddress(refused);
    if (!response.ok) return response;
    return await readLimited(response, MAX_PHOTO_BYTES, deadline.signal);
  } catch (error) {
    throw isBodyTooLarge(error) ? new AppError('image_too_large', tooLargeMessage(error)) : error;
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
  /**
   * Match patterns of the hosts a 401/403 may be retried on with the user's cookies; by default
   * the built-in sites' photo hosts (`cookie-hosts.ts`).
   */
  readonly cookieHosts?: readonly string[];
  /**
   * The page that named the photo (`ListingContext.pageUrl`): the one private origin it may come
   * from. Without it only public addresses are downloaded (`network-policy.ts`).
   */
  readonly pageUrl?: string;
}

/**
 * Downloads and checks a photo. First without cookies (what the API would see); a 401/403 from a
 * built-in site's photo host is retried with the browser's cookies, and a photo that only loads that way
 * is not public. Fails with `private_address` (an address the page may not name, before any
 * request; or where a redirect ended), `image_unreachable`, `image_too_large` (over 50 MB or the
 * pixel cap), `not_an_image` or `image_too_small`; `aborted` if cancelled.
 */
export async function fetchPhoto(url: string, options: FetchPhotoOptions): Promise<FetchedPhoto> {
  const timeoutMs = options.timeoutMs ?? PHOTO_FETCH_TIMEOUT_MS;
  const source = fromPage(options.pageUrl);
  const refused = refusedHost(url, source);
  if (refused !== undefined) throw privateAddress(refused);
  const attempt = async (credentials: RequestCredentials): Promise<Uint8Array | Response> => {
    try {
      // With cookies, no redirect is followed: they go to the built-in site's photo host itself, nowhere else.
      const redirect: RequestRedirect = credentials === 'include' ? 'error' : 'follow';
      return await fetchWithDeadline(options.fetch, url, { credentials, redirect }, timeoutMs, source, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw new AppError('aborted', 'Cancelled.');
      if (error instanceof AppError) throw error;
      throw new AppError('image_unreachable', 'The photo could not be downloaded (network error or timeout).');
    }
  };
  let publicUrl = isPublicPhotoUrl(url);
  const cookieHosts = options.cookieHosts ?? cookieHostPatterns();
  const cookiesAllowed = (response: Response): boolean =>
    allowsCookieRetry(url, cookieHosts) && (response.url === '' || allowsCookieRetry(response.url, cookieHosts));
  let got = await attempt('omit');
  if (!(got instanceof Uint8Array) && (got.status === 401 || got.status === 403) && cookiesAllowed(got)) {
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
  /** Photo addresses this service refused (`url-refusals.ts`); none remembered when absent. */
  readonly refusals?: UrlRefusals;
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

/** Where `urlOrBytes` remembers a refused address: the memory and the key of this call's address. */
export interface RefusalMemo {
  readonly refusals: UrlRefusals | undefined;
  readonly key: string;
  /** The address's host, for a host the service refuses every address of. */
  readonly hostKey?: string;
}

/** The memo of `call` on `url` against the context's service. */
export function refusalMemo(ctx: Pick<AssetContext, 'apiBase' | 'refusals'>, call: string, url: string): RefusalMemo {
  const hostKey = hostRefusalKey(ctx.apiBase, call, url);
  return { refusals: ctx.refusals, key: refusalKey(ctx.apiBase, call, url), ...(hostKey !== undefined ? { hostKey } : {}) };
}

/**
 * URL first when the photo is public, bytes otherwise; and bytes when the server refuses the URL
 * (400: it could not download it, or does not take this variant). A 400 spends no credit, so the
 * second call is not a double charge. With a `memo`, a refusal the bytes then got past is
 * remembered and the next call on that address (or, once its host refused HOST_REFUSALS
 * addresses, on any address of that host) sends the bytes at once (no refused round trip
 * first); a 400 the bytes get too was about the request, not the address, and is not remembered.
 */
export async function urlOrBytes<T>(publicUrl: boolean, byUrl: () => Promise<T>, byBytes: () => Promise<T>, memo?: RefusalMemo): Promise<T> {
  if (!publicUrl || memo?.refusals?.has(memo.key, memo.hostKey)) return byBytes();
  try {
    return await byUrl();
  } catch (error) {
    if (!isServerBadRequest(error)) throw error;
  }
  const answer = await byBytes();
  memo?.refusals?.add(memo.key, memo.hostKey);
  return answer;
}
