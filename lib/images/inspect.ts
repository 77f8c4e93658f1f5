import { MIN_PHOTO_SIDE } from '../api/limits';
import { readImageSize, type ImageSize } from './dimensions';
import { pixelCapMessage } from './pixel-cap';
import { sniffImageType, type ImageType } from './sniff';

/** What the bytes of a candidate photo turned out to be. */
export type Inspection =
  | { readonly ok: true; readonly type: ImageType; readonly size: ImageSize | undefined }
  | { readonly ok: false; readonly code: 'not_an_image' | 'image_too_small' | 'image_too_large'; readonly message: string };

/**
 * Decides whether bytes are a usable photo: a JPEG/PNG/WebP/GIF/AVIF whose header can be read
 * (AVIF sizes are best-effort, so an unreadable AVIF size is accepted), with both sides at least
 * `minSide` pixels and no more pixels than the cap (`pixel-cap.ts`): the header is all that is
 * read, so an oversized image is refused before anything decodes it. Pure: the caller fetched
 * the bytes.
 */
export function inspectPhoto(bytes: Uint8Array, minSide: number = MIN_PHOTO_SIDE): Inspection {
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, code: 'not_an_image', message: 'The file is not a JPEG, PNG, WebP, GIF or AVIF image.' };
  const size = readImageSize(bytes, type);
  if (!size && type !== 'image/avif') return { ok: false, code: 'not_an_image', message: 'The image header is damaged or truncated.' };
  const overCap = size && pixelCapMessage(size);
  if (overCap) return { ok: false, code: 'image_too_large', message: overCap };
  if (size && (size.width < minSide || size.height < minSide)) {
    return { ok: false, code: 'image_too_small', message: `The photo is ${size.width}×${size.height} px; each side must be at least ${minSide} px.` };
  }
  return { ok: true, type, size };
}
