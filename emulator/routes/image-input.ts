/**
 * Turning request inputs (an uploaded part, a URL, an asset) into normalized image bytes, with
 * every failure answered as a 400 that names the field.
 */
import type { EmulatorContext } from '../context';
import { fetchImage, ImageFetchError } from '../fetch-image';
import { badRequest, notFound } from '../http/http-error';
import { InvalidImageError } from '../images/invalid-image';
import { MAX_INPUT_SIDE, normalizeImage, type NormalizedImage } from '../images/normalize';
import type { Asset } from '../state';

/** Re-throws image and fetch errors as 400 prefixed with the field name; anything else unchanged. */
function asBadRequest(field: string, error: unknown): never {
  if (error instanceof InvalidImageError || error instanceof ImageFetchError) throw badRequest(`${field}: ${error.message}`);
  throw error;
}

/** Normalizes an uploaded file part. */
export async function imageFromFile(ctx: EmulatorContext, field: string, file: File, maxSide = MAX_INPUT_SIDE): Promise<NormalizedImage> {
  try {
    if (file.size > ctx.options.maxImageBytes) throw new InvalidImageError(`is larger than ${ctx.options.maxImageBytes} bytes`);
    return await normalizeImage(Buffer.from(await file.arrayBuffer()), { maxBytes: ctx.options.maxImageBytes, maxSide });
  } catch (error) {
    asBadRequest(field, error);
  }
}

/** Downloads (under the fetch rules) and normalizes the image at `url`. */
export async function imageFromUrl(ctx: EmulatorContext, field: string, url: string, signal: AbortSignal, maxSide = MAX_INPUT_SIDE): Promise<NormalizedImage> {
  try {
    const bytes = await fetchImage(url, ctx.fetchDeps, signal);
    return await normalizeImage(bytes, { maxBytes: ctx.options.maxImageBytes, maxSide });
  } catch (error) {
    asBadRequest(field, error);
  }
}

/** The asset with this id, or 404. */
export function findAsset(ctx: EmulatorContext, assetId: string): Asset {
  const asset = ctx.state.assets.get(assetId);
  if (asset === undefined) throw notFound('asset');
  return asset;
}

/** The stored bytes of a hosted file the state refers to. */
export async function readStoredFile(ctx: EmulatorContext, fileId: string): Promise<Buffer> {
  const bytes = await ctx.files.read(fileId);
  // Only possible if someone deleted files from the data dir by hand.
  if (bytes === undefined) throw notFound('stored image');
  return bytes;
}
