/**
 * Laying a catalog material on a known photo: the product's texture repeats on the surface its
 * installation location names (the floor, the walls, the cabinets...), in perspective on that
 * surface's plane, and takes the photo's light the way a painted or tiled surface would.
 */
import sharp from 'sharp';
import { clamp255, luma } from '../../demo-scenes/color';
import type { RgbImage } from './raw';
import type { InstallationLocation } from './regions';
import { castPlane, newPlaneHit } from '../../demo-scenes/scene/plane';
import type { ResolvedScene } from './resolve-scene';
import type { Region } from '../../demo-scenes/scene/scene-map';

/** The region each installation location covers on a mapped photo. */
export const LOCATION_REGIONS: Readonly<Record<InstallationLocation, Region>> = {
  FLOORS: 'floor',
  WALLS: 'walls',
  KITCHEN_CABINETS: 'cabinets',
  COUNTERTOPS: 'countertops',
  BACKSPLASH: 'backsplash',
  CEILING: 'ceiling',
  EXTERIOR_SIDING: 'siding',
};

/** How many metres one repeat of a product's texture covers on each surface (a product photo shows about this much). */
const REPEAT_METRES: Readonly<Record<InstallationLocation, number>> = { FLOORS: 0.9, WALLS: 1.2, KITCHEN_CABINETS: 0.6, COUNTERTOPS: 0.6, BACKSPLASH: 0.45, CEILING: 1.2, EXTERIOR_SIDING: 1.5 };

// Textures are sampled, not shown whole; this is plenty and keeps decoding cheap.
const TEXTURE_SIDE = 256;
const OPACITY = 0.85;

async function textureRgb(texture: Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(texture).rotate().flatten({ background: '#ffffff' }).resize(TEXTURE_SIDE, TEXTURE_SIDE, { fit: 'cover' }).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** Lays `texture` over the region of `location` in `pixels` (modified in place). False when the photo has no such region. */
export async function layOnRegion(pixels: RgbImage, scene: ResolvedScene, location: InstallationLocation, texture: Buffer): Promise<boolean> {
  const region = LOCATION_REGIONS[location];
  const ids = new Set(scene.layers.flatMap((layer, id) => (layer.region === region && id > 0 ? [id] : [])));
  let sum = 0;
  let count = 0;
  for (let p = 0; p < scene.label.length; p++) {
    if (!ids.has(scene.label[p] ?? 0)) continue;
    sum += luma(pixels.data[p * 3] ?? 0, pixels.data[p * 3 + 1] ?? 0, pixels.data[p * 3 + 2] ?? 0);
    count++;
  }
  if (count === 0) return false;
  const mean = Math.max(1, sum / count);
  const tex = await textureRgb(texture);
  const repeat = REPEAT_METRES[location];
  const screenRepeat = Math.max(8, Math.round(pixels.width / 12));
  const hit = newPlaneHit();
  for (let p = 0; p < scene.label.length; p++) {
    const layer = scene.label[p] ?? 0;
    if (!ids.has(layer)) continue;
    const x = p % pixels.width;
    const y = Math.floor(p / pixels.width);
    const plane = scene.layers[layer]?.plane;
    let fu = (x % screenRepeat) / screenRepeat;
    let fv = (y % screenRepeat) / screenRepeat;
    if (plane) {
      castPlane(scene.camera, plane, x + 0.5, y + 0.5, hit);
      if (hit.t === Infinity) continue;
      fu = ((hit.u / repeat) % 1 + 1) % 1;
      fv = 1 - (((hit.v / repeat) % 1) + 1) % 1;
    }
    const t = (Math.min(tex.height - 1, Math.floor(fv * tex.height)) * tex.width + Math.min(tex.width - 1, Math.floor(fu * tex.width))) * 3;
    const i = p * 3;
    const r = pixels.data[i] ?? 0;
    const g = pixels.data[i + 1] ?? 0;
    const b = pixels.data[i + 2] ?? 0;
    const shade = Math.min(1.4, Math.max(0.4, 0.5 + (0.5 * luma(r, g, b)) / mean));
    pixels.data[i] = clamp255(Math.round(r + ((tex.data[t] ?? 0) * shade - r) * OPACITY));
    pixels.data[i + 1] = clamp255(Math.round(g + ((tex.data[t + 1] ?? 0) * shade - g) * OPACITY));
    pixels.data[i + 2] = clamp255(Math.round(b + ((tex.data[t + 2] ?? 0) * shade - b) * OPACITY));
  }
  return true;
}
