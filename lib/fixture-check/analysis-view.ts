/**
 * The small grey copy the check works on: every image is averaged down to the same analysis
 * size (area averaging, so a 4000 px photo and a 1536 px render land on the same grid), which
 * keeps the check fast and makes it blind to JPEG noise and resampling.
 */
import type { PixelImage } from './types';

/** Width of the analysis copy; the height follows the original's aspect ratio. */
export const ANALYSIS_WIDTH = 320;

/** A grey image as floats, row by row. */
export interface GreyImage {
  readonly data: Float32Array;
  readonly width: number;
  readonly height: number;
}

/** The analysis height for an image of this aspect ratio. */
export function analysisHeight(image: Pick<PixelImage, 'width' | 'height'>): number {
  return Math.max(8, Math.round((ANALYSIS_WIDTH * image.height) / image.width));
}

/** `image` as luma, area-averaged to `width` x `height`. */
export function greyView(image: PixelImage, width: number, height: number): GreyImage {
  const channels = Math.round(image.data.length / (image.width * image.height));
  const sums = new Float32Array(width * height);
  const counts = new Float32Array(width * height);
  const sx = width / image.width;
  const sy = height / image.height;
  const { data } = image;
  for (let y = 0; y < image.height; y++) {
    const row = Math.min(height - 1, Math.floor(y * sy)) * width;
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * channels;
      const luma = channels >= 3 ? 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0) : (data[i] ?? 0);
      const cell = row + Math.min(width - 1, Math.floor(x * sx));
      sums[cell] = (sums[cell] ?? 0) + luma;
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] ?? 0) / Math.max(1, counts[i] ?? 0);
  return { data: sums, width, height };
}
