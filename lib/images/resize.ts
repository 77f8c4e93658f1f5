import { MAX_UPLOAD_LONG_SIDE } from '../api/limits';
import { readImageSize, type ImageSize } from './dimensions';
import { pixelCapMessage } from './pixel-cap';
import { sniffImageType } from './sniff';

/**
 * Downscaling of huge photos before upload. The API's size limits are not documented; a phone or
 * listing photo of 8000 px takes long to upload and render and gains nothing, so the long side
 * is brought down to `MAX_UPLOAD_LONG_SIDE` (lib/api/limits.ts). The decoding/encoding is behind `ImageResizer` so the service
 * worker uses OffscreenCanvas while Node tests inject a fake.
 */

/** Resizes an encoded image to exactly `target`. */
export interface ImageResizer {
  resize(image: Blob, target: ImageSize): Promise<Blob>;
}

/** A downscale never goes below this long side, whatever limit a caller passes: renders need detail. */
export const MIN_DOWNSCALE_LONG_SIDE = 2048;

/**
 * The size to downscale to, or `undefined` when the photo is small enough already. The aspect
 * ratio is kept; the long side becomes `maxLongSide`, clamped to at least
 * `MIN_DOWNSCALE_LONG_SIDE`.
 */
export function planDownscale(size: ImageSize, maxLongSide: number = MAX_UPLOAD_LONG_SIDE): ImageSize | undefined {
  const limit = Math.max(MIN_DOWNSCALE_LONG_SIDE, Math.floor(maxLongSide));
  const longSide = Math.max(size.width, size.height);
  if (longSide <= limit) return undefined;
  const scale = limit / longSide;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** JPEG quality of downscaled uploads: visually lossless for photos, a fraction of PNG's size. */
const JPEG_QUALITY = 0.92;

/** Header bytes read to find an image's size before decoding (JPEG metadata can be long). */
const HEADER_PROBE_BYTES = 1024 * 1024;

/**
 * The size an image blob's header declares, or `undefined` when its type or size can't be read
 * from its first `HEADER_PROBE_BYTES`. Only the header is read: nothing is decoded. The side
 * panel's `decode()` checks the cap with it too, so both sides read sizes the same way.
 */
export async function headerImageSize(image: Blob): Promise<ImageSize | undefined> {
  const head = new Uint8Array(await image.slice(0, HEADER_PROBE_BYTES).arrayBuffer());
  const type = sniffImageType(head);
  return type && readImageSize(head, type);
}

/**
 * Refuses, before anything decodes it, an image whose header declares more pixels than the cap,
 * or whose size can't be read from its header: decoding allocates by the declared size.
 */
export async function assertDecodable(image: Blob): Promise<void> {
  const size = await headerImageSize(image);
  if (!size) throw new Error('The image size cannot be read from its header; it is not decoded.');
  const overCap = pixelCapMessage(size);
  if (overCap) throw new Error(overCap);
}

interface CanvasGlobals {
  OffscreenCanvas?: new (width: number, height: number) => OffscreenCanvas;
  createImageBitmap?: (image: Blob, options?: ImageBitmapOptions) => Promise<ImageBitmap>;
}

/**
 * A resizer on OffscreenCanvas + createImageBitmap (both exist in MV3 service workers), or
 * `undefined` where they don't (Node): callers then upload the original.
 */
export function createCanvasResizer(scope: CanvasGlobals = globalThis as CanvasGlobals): ImageResizer | undefined {
  const Canvas = scope.OffscreenCanvas;
  const decode = scope.createImageBitmap;
  if (!Canvas || !decode) return undefined;
  return {
    async resize(image, target) {
      await assertDecodable(image);
      const bitmap = await decode(image, { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'high' });
      try {
        const canvas = new Canvas(target.width, target.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D context on OffscreenCanvas');
        context.drawImage(bitmap, 0, 0, target.width, target.height);
        return await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
      } finally {
        bitmap.close();
      }
    },
  };
}
