import type { ApiClient, Asset } from '../api/client';
import { MAX_ASSET_NAME_LENGTH, MAX_URL_LENGTH } from '../api/limits';
import { AppError } from '../errors';
import { decodeDataUrl } from '../images/data-url';
import { inspectPhoto } from '../images/inspect';
import type { ImageResizer } from '../images/resize';
import { fetchPhoto, MAX_PHOTO_BYTES, uploadBlob, urlOrBytes, type FetchedPhoto, type FetchFn } from './acquisition';

/**
 * An upload the user asks for in the Assets view: a picked file or an image's web address,
 * checked exactly like a listing photo before anything is sent (the same type, byte, pixel and
 * smallest-side rules: `inspectPhoto`, `fetchPhoto`), downscaled like a render's upload. It takes
 * one upload slot of the account and no credits. It is NOT recorded as one of Reimagine's own
 * assets: the user chose to keep it, so the asset-limit way out never deletes it.
 */

/** A picked file or a web address (validated by the message schema). */
export type UserUploadSource = { readonly kind: 'file'; readonly dataUrl: string; readonly fileName?: string | undefined } | { readonly kind: 'url'; readonly url: string };

/** What an upload needs. */
export interface UserUploadDeps {
  readonly api: Pick<ApiClient, 'uploadAsset'>;
  readonly fetch: FetchFn;
  readonly resizer: ImageResizer | undefined;
  readonly signal?: AbortSignal;
}

/** The bytes of a picked file, checked like a photo: `not_an_image`, `image_too_large`, `image_too_small`. */
function fileBytes(dataUrl: string): Pick<FetchedPhoto, 'bytes' | 'type' | 'size'> {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded) throw new AppError('not_an_image', 'The file could not be read.');
  if (decoded.bytes.length > MAX_PHOTO_BYTES) throw new AppError('image_too_large', `The file is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
  const inspection = inspectPhoto(decoded.bytes);
  if (!inspection.ok) throw new AppError(inspection.code, inspection.message);
  return { bytes: decoded.bytes, type: inspection.type, size: inspection.size };
}

/** The name a source suggests: the file's or the address's last segment without its extension ('' when none). */
export function suggestedAssetName(source: UserUploadSource): string {
  let base = '';
  if (source.kind === 'file') base = source.fileName ?? '';
  else {
    try {
      base = decodeURIComponent(new URL(source.url).pathname.split('/').pop() ?? '');
    } catch {
      // A malformed escape: no suggestion rather than a garbled name.
      base = '';
    }
  }
  return base.replace(/\.[a-z0-9]{1,5}$/i, '').trim().slice(0, MAX_ASSET_NAME_LENGTH);
}

/**
 * Uploads the image as a new asset and answers it. A public address is handed to the service
 * (no bytes sent) after Reimagine downloaded and checked it itself; a private one, or one the
 * service refuses with 400, is sent as bytes. Fails with the photo codes above,
 * `image_unreachable`, or the API's (`asset_limit` when the account is full).
 */
export async function uploadUserAsset(deps: UserUploadDeps, source: UserUploadSource, name: string | undefined): Promise<Asset> {
  const o = deps.signal ? { signal: deps.signal } : undefined;
  // Sent as bytes, an upload would otherwise be named after the multipart part ("photo").
  const assetName = name !== undefined && name !== '' ? name : suggestedAssetName(source);
  const named = assetName !== '' ? { asset_name: assetName } : {};
  if (source.kind === 'file') {
    const image = await uploadBlob(fileBytes(source.dataUrl), deps.resizer);
    return deps.api.uploadAsset({ image, ...named }, o);
  }
  // The user typed this address in Reimagine's own page, no web page named it: its origin is theirs
  // to name, a NAS included (lib/acquisition/network-policy.ts); a redirect to another private
  // origin is still refused.
  const photo = await fetchPhoto(source.url, { fetch: deps.fetch, pageUrl: source.url, ...(deps.signal ? { signal: deps.signal } : {}) });
  return urlOrBytes(
    photo.publicUrl && source.url.length <= MAX_URL_LENGTH,
    () => deps.api.uploadAsset({ image_url: source.url, ...named }, o),
    async () => deps.api.uploadAsset({ image: await uploadBlob(photo, deps.resizer), ...named }, o),
  );
}
