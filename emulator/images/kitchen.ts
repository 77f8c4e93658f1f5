/**
 * The kitchen-cabinet render: recolours the cabinet bands the finder reported toward one target
 * colour, keeping each pixel's relative brightness so doors, gaps and handles stay visible.
 */
import { clamp255, luma, type Rgb } from '../../demo-scenes/color';
import { toPixels, type FractionRect } from './regions';
import { meanLuma, type RgbImage } from './raw';

/**
 * Returns a copy of `image` with each band pulled toward `target` by `strength` (0..1).
 * Bands are fractions, so the same finder output applies at any resolution.
 */
export function recolourCabinets(image: RgbImage, bands: readonly FractionRect[], target: Rgb, strength: number): RgbImage {
  const out: RgbImage = { ...image, data: Uint8Array.from(image.data) };
  for (const band of bands) {
    const rect = toPixels(band, image.width, image.height);
    const mean = meanLuma(image, rect);
    for (let y = rect.top; y < rect.top + rect.height; y++) {
      for (let x = rect.left; x < rect.left + rect.width; x++) {
        const i = (y * image.width + x) * 3;
        const r = image.data[i] ?? 0;
        const g = image.data[i + 1] ?? 0;
        const b = image.data[i + 2] ?? 0;
        const shade = 0.35 + (0.65 * luma(r, g, b)) / mean;
        out.data[i] = clamp255(Math.round(r + (target[0] * shade - r) * strength));
        out.data[i + 1] = clamp255(Math.round(g + (target[1] * shade - g) * strength));
        out.data[i + 2] = clamp255(Math.round(b + (target[2] * shade - b) * strength));
      }
    }
  }
  return out;
}
