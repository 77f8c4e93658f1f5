/**
 * Measuring renders of the demo listing's photos region by region: the photos themselves, the
 * pixels of a region (from the photo's scene map), a region's mean colour, how much a region
 * changed between two images, and edge energy for sharpness.
 */
import sharp from 'sharp';
import { decodeRgb, type RgbImage } from '../images/raw';
import { resolveScene } from '../images/resolve-scene';
import type { Region } from '../../demo-scenes/scene/scene-map';
import { DEMO_PHOTOS, renderDemoPhoto } from '../../scripts/demo/photos';

/** A demo photo's JPEG bytes by file name ("kitchen.jpg"). */
export function demoPhoto(file: string): Promise<Buffer> {
  const photo = DEMO_PHOTOS.find((p) => p.file === file);
  if (photo === undefined) throw new Error(`no demo photo ${file}`);
  return renderDemoPhoto(photo);
}

/** Pixels (indices) of `region` in `photo` by its scene map; throws when the photo is not recognised. */
export async function regionPixels(photo: Buffer, ...regions: Region[]): Promise<number[]> {
  const scene = await resolveScene(await decodeRgb(photo));
  if (scene.map === undefined) throw new Error('not a known demo photo');
  const wanted = new Set(scene.layers.flatMap((layer, id) => (regions.includes(layer.region) && id > 0 ? [id] : [])));
  const pixels: number[] = [];
  scene.label.forEach((label, p) => {
    if (wanted.has(label)) pixels.push(p);
  });
  return pixels;
}

/** Every pixel index not in `pixels` for an image of `count` pixels. */
export function complement(pixels: readonly number[], count: number): number[] {
  const inside = new Uint8Array(count);
  for (const p of pixels) inside[p] = 1;
  const out: number[] = [];
  for (let p = 0; p < count; p++) if (!inside[p]) out.push(p);
  return out;
}

/** Mean RGB over the given pixels. */
export async function meanIn(image: Buffer, pixels: readonly number[]): Promise<[number, number, number]> {
  const rgb = await decodeRgb(image);
  const sum = [0, 0, 0];
  for (const p of pixels) for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (rgb.data[p * 3 + c] ?? 0);
  return [(sum[0] ?? 0) / pixels.length, (sum[1] ?? 0) / pixels.length, (sum[2] ?? 0) / pixels.length];
}

/** Mean absolute per-channel difference over the given pixels (same-sized images). */
export async function differenceIn(a: Buffer, b: Buffer, pixels: readonly number[]): Promise<number> {
  const [ra, rb] = await Promise.all([decodeRgb(a), decodeRgb(b)]);
  let sum = 0;
  for (const p of pixels) for (let c = 0; c < 3; c++) sum += Math.abs((ra.data[p * 3 + c] ?? 0) - (rb.data[p * 3 + c] ?? 0));
  return sum / (pixels.length * 3);
}

/** Euclidean RGB distance. */
export function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0));
}

/** Mean absolute difference between horizontally and vertically adjacent luma values: how much fine detail an image has. */
export async function edgeEnergy(image: Buffer | RgbImage): Promise<number> {
  const rgb = Buffer.isBuffer(image) ? await decodeRgb(image) : image;
  const { data, width, height } = rgb;
  const lum = (p: number): number => 0.299 * (data[p * 3] ?? 0) + 0.587 * (data[p * 3 + 1] ?? 0) + 0.114 * (data[p * 3 + 2] ?? 0);
  let sum = 0;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const p = y * width + x;
      sum += Math.abs(lum(p) - lum(p + 1)) + Math.abs(lum(p) - lum(p + width));
    }
  }
  return sum / ((width - 1) * (height - 1));
}

/** A plain lanczos3 2x resize, the baseline an upscale must beat. */
export function plainDouble(image: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(image).resize(width * 2, height * 2, { kernel: 'lanczos3', fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
}
