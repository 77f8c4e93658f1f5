/**
 * What a camera adds to a rendered scene: a slight lens softness (vector edges are too clean to
 * pass for a photo), vignetting toward the corners and fine sensor grain, seeded by the photo's
 * id so every run gives the same bytes.
 */
import sharp from 'sharp';
import { hash2 } from '../../../demo-scenes/texture/noise';

/** JPEG quality of the demo photos: what listing sites typically serve. */
const QUALITY = 86;

/** Finishes raw RGB pixels (modified in place) and encodes them as the demo photo's JPEG. */
export async function finishPhoto(pixels: Uint8Array, width: number, height: number, id: string): Promise<Buffer> {
  let seed = 0;
  for (const ch of id) seed = (seed * 31 + ch.charCodeAt(0)) | 0;
  const cx = width / 2;
  const cy = height / 2;
  const maxR = Math.hypot(cx, cy);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - cx, y - cy) / maxR;
      const vignette = 1 - 0.22 * r * r * r;
      const grain = (hash2(x, y, seed) - 0.5) * 7;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = (pixels[i + c] ?? 0) * vignette + grain;
        pixels[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(0.55).jpeg({ quality: QUALITY, chromaSubsampling: '4:4:4' }).toBuffer();
}
