/**
 * Region-aware restyling: each region of a photo (walls, floor, cabinets, siding...) is moved
 * toward its own target. "Tint" keeps the surface's own pattern and shifts its colour;
 * "replace" lays a new material in perspective on the region's plane. Either way the photo's
 * light is kept: each pixel is shaded by its brightness relative to its region's mean, so sun
 * patches, shadows under furniture and darker corners survive the change.
 */
import sharp from 'sharp';
import { clamp255, luma, type Rgb } from '../../demo-scenes/color';
import type { RgbImage } from './raw';
import { castPlane, newPlaneHit } from '../../demo-scenes/scene/plane';
import type { ResolvedScene } from './resolve-scene';
import type { Region } from '../../demo-scenes/scene/scene-map';
import { sampleSurface, type RgbOut, type SurfaceMaterial } from '../../demo-scenes/texture/surfaces';

/** What to do with one region. */
export interface RegionPlan {
  /** The target: a material (colour and pattern) or just a colour. */
  readonly target: SurfaceMaterial | Rgb;
  /** 0..1: how far the region moves toward the target. */
  readonly amount: number;
  /** Lay the material's pattern (needs the region's plane); otherwise tint. */
  readonly replace: boolean;
}

/** Plans by region; regions without a plan stay as they are. */
export type RestylePlan = Partial<Record<Region, RegionPlan>>;

const isMaterial = (t: SurfaceMaterial | Rgb): t is SurfaceMaterial => !Array.isArray(t);
const colourOf = (t: SurfaceMaterial | Rgb): Rgb => (isMaterial(t) ? t.colour : t);

/** Per layer: mean colour and mean luma over its pixels. */
function layerMeans(image: RgbImage, scene: ResolvedScene): { colour: Float64Array; luma: Float64Array } {
  const count = scene.layers.length;
  const sums = new Float64Array(count * 4);
  const { data } = image;
  for (let p = 0; p < scene.label.length; p++) {
    const layer = scene.label[p] ?? 0;
    if (layer === 0) continue;
    const i = p * 3;
    sums[layer * 4] = (sums[layer * 4] ?? 0) + (data[i] ?? 0);
    sums[layer * 4 + 1] = (sums[layer * 4 + 1] ?? 0) + (data[i + 1] ?? 0);
    sums[layer * 4 + 2] = (sums[layer * 4 + 2] ?? 0) + (data[i + 2] ?? 0);
    sums[layer * 4 + 3] = (sums[layer * 4 + 3] ?? 0) + 1;
  }
  const colour = new Float64Array(count * 3);
  const lumas = new Float64Array(count);
  for (let l = 0; l < count; l++) {
    const n = Math.max(1, sums[l * 4 + 3] ?? 0);
    for (let c = 0; c < 3; c++) colour[l * 3 + c] = Math.max(1, (sums[l * 4 + c] ?? 0) / n);
    lumas[l] = Math.max(1, luma(colour[l * 3] ?? 0, colour[l * 3 + 1] ?? 0, colour[l * 3 + 2] ?? 0));
  }
  return { colour, luma: lumas };
}

/**
 * The brightness of the pixels being replaced, blurred within them (a normalised blur: the
 * blur of luma x mask over the blur of the mask), so lighting passes and the old surface's
 * pattern (tile joints, plank ends) does not, and a dark sofa does not bleed into the wall.
 */
async function blurredLuma(image: RgbImage, inside: Uint8Array): Promise<Float32Array> {
  const size = image.width * image.height;
  const values = new Uint8Array(size);
  const mask = new Uint8Array(size);
  for (let p = 0; p < size; p++) {
    if (inside[p] === 0) continue;
    values[p] = luma(image.data[p * 3] ?? 0, image.data[p * 3 + 1] ?? 0, image.data[p * 3 + 2] ?? 0);
    mask[p] = 255;
  }
  const sigma = Math.max(1, image.width / 110);
  const raw = { raw: { width: image.width, height: image.height, channels: 1 as const } };
  // sharp writes single-channel raw input back as three channels unless told to keep one.
  const [v, m] = await Promise.all([sharp(values, raw).blur(sigma).extractChannel(0).raw().toBuffer(), sharp(mask, raw).blur(sigma).extractChannel(0).raw().toBuffer()]);
  const out = new Float32Array(size);
  for (let p = 0; p < size; p++) out[p] = (m[p] ?? 0) > 8 ? ((v[p] ?? 0) * 255) / (m[p] ?? 1) : 0;
  return out;
}

/** Applies `plan` to `image` over `scene`'s regions. Returns a new image of the same size. */
export async function restyle(image: RgbImage, scene: ResolvedScene, plan: RestylePlan): Promise<RgbImage> {
  const out: RgbImage = { ...image, data: Uint8Array.from(image.data) };
  const plans = scene.layers.map((layer) => plan[layer.region]);
  if (plans.every((p) => p === undefined || p.amount <= 0)) return out;
  const means = layerMeans(image, scene);
  const replaced = new Uint8Array(scene.label.length);
  for (let p = 0; p < replaced.length; p++) replaced[p] = plans[scene.label[p] ?? 0]?.replace ? 1 : 0;
  const smooth = plans.some((p) => p?.replace) ? await blurredLuma(image, replaced) : undefined;
  const hit = newPlaneHit();
  const albedo: RgbOut = [0, 0, 0];
  const { width } = image;
  for (let p = 0; p < scene.label.length; p++) {
    const layer = scene.label[p] ?? 0;
    const regionPlan = plans[layer];
    if (layer === 0 || regionPlan === undefined) continue;
    const weight = regionPlan.amount * ((scene.alpha[p] ?? 0) / 255);
    if (weight <= 0) continue;
    const i = p * 3;
    const r = image.data[i] ?? 0;
    const g = image.data[i + 1] ?? 0;
    const b = image.data[i + 2] ?? 0;
    const plane = scene.layers[layer]?.plane;
    const target = regionPlan.target;
    if (regionPlan.replace && plane && isMaterial(target) && smooth) {
      castPlane(scene.camera, plane, (p % width) + 0.5, Math.floor(p / width) + 0.5, hit);
      if (hit.t === Infinity) continue;
      sampleSurface(target, hit.u, hit.v, hit.footprint, albedo);
      const shade = (0.08 * luma(r, g, b) + 0.92 * (smooth[p] || luma(r, g, b))) / (means.luma[layer] ?? 1);
      out.data[i] = clamp255(Math.round(r + (albedo[0] * shade - r) * weight));
      out.data[i + 1] = clamp255(Math.round(g + (albedo[1] * shade - g) * weight));
      out.data[i + 2] = clamp255(Math.round(b + (albedo[2] * shade - b) * weight));
    } else {
      const colour = colourOf(target);
      out.data[i] = clamp255(Math.round(r + ((r * colour[0]) / (means.colour[layer * 3] ?? 1) - r) * weight));
      out.data[i + 1] = clamp255(Math.round(g + ((g * colour[1]) / (means.colour[layer * 3 + 1] ?? 1) - g) * weight));
      out.data[i + 2] = clamp255(Math.round(b + ((b * colour[2]) / (means.colour[layer * 3 + 2] ?? 1) - b) * weight));
    }
  }
  return out;
}
