import type { ImageSize } from './dimensions';

/**
 * The pixel cap. Decoding needs about 4 bytes a pixel whatever the file size: a 30000 × 30000
 * header (a few hundred bytes of a valid JPEG or PNG) asks for 3.6 GB, which kills the worker or
 * the panel. The size is read from the header (`dimensions.ts`) and checked here before anything
 * decodes or resizes: photos, style images and result copies.
 */

/** Largest photo Reimagine decodes: 100 megapixels (a 12000 × 8000 camera photo is 96). */
export const MAX_PHOTO_PIXELS = 100_000_000;

/** Megapixels for a message: one decimal, so 100.01 MP does not read as an allowed "100". */
function megapixels(pixels: number): string {
  return (Math.ceil(pixels / 100_000) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** True when the image has more pixels than the cap. */
export function exceedsPixelCap(size: ImageSize, maxPixels: number = MAX_PHOTO_PIXELS): boolean {
  return size.width * size.height > maxPixels;
}

/**
 * The user's sentence for an image over the cap, naming its size, or `undefined` when it is
 * within the cap.
 */
export function pixelCapMessage(size: ImageSize, maxPixels: number = MAX_PHOTO_PIXELS): string | undefined {
  if (!exceedsPixelCap(size, maxPixels)) return undefined;
  const cap = megapixels(maxPixels);
  return `The photo is ${size.width} × ${size.height} pixels (${megapixels(size.width * size.height)} megapixels): Reimagine handles photos up to ${cap} megapixels.`;
}
