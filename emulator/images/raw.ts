/**
 * Decoding to and encoding from raw RGB pixels, the form every pixel operation works on.
 * Encoding settings are fixed so the same pixels always give the same JPEG bytes.
 */
import sharp from 'sharp';
import { luma } from '../../demo-scenes/color';
import type { RgbImage } from '../../demo-scenes/rgb-image';
import type { PixelRect } from './regions';

// The emulator's renders take the pixel form from the scenes they read (one declaration).
export type { RgbImage };

/** JPEG quality for every hosted image: high enough that tests see operation effects, not artefacts. */
export const JPEG_QUALITY = 90;

/** Decodes any image sharp reads to RGB (alpha flattened onto white), optionally fitting within `maxSide`. */
export async function decodeRgb(bytes: Buffer, maxSide?: number): Promise<RgbImage> {
  let pipeline = sharp(bytes).rotate().flatten({ background: '#ffffff' }).toColourspace('srgb');
  if (maxSide !== undefined) pipeline = pipeline.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** A copy of `image` fitting within `maxSide` (never enlarged), as the heuristics' analysis view. */
export async function downscale(image: RgbImage, maxSide: number): Promise<RgbImage> {
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Encodes RGB pixels as the JPEG the emulator hosts. */
export async function encodeJpeg(image: RgbImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** A blank RGB image of the given size, for operations that build their output pixel by pixel. */
export function blankLike(image: Pick<RgbImage, 'width' | 'height'>): RgbImage {
  return { data: new Uint8Array(image.width * image.height * 3), width: image.width, height: image.height };
}

/** Mean brightness of a region (at least 1, so callers can divide by it): recolouring keeps each pixel's brightness relative to it. */
export function meanLuma(image: RgbImage, rect: PixelRect): number {
  let sum = 0;
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    for (let x = rect.left; x < rect.left + rect.width; x++) {
      const i = (y * image.width + x) * 3;
      sum += luma(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0);
    }
  }
  return Math.max(1, sum / (rect.width * rect.height));
}
