/**
 * The kitchen-cabinet render. On a known kitchen photo only the pixels its map calls cabinets
 * (doors, drawer fronts, carcass sides) change; on any other photo the cabinet finder's bands
 * do (kitchen.ts). Either way each pixel keeps its brightness relative to the cabinets' mean,
 * so door panels, gaps and handles stay visible.
 */
import { isExterior } from './analyze';
import { findCabinets } from './cabinets';
import type { Rgb } from '../../demo-scenes/color';
import { recolourCabinets } from './kitchen';
import { downscale, type RgbImage } from './raw';
import { restyle } from './restyle';
import type { ResolvedScene } from './resolve-scene';
import { ANALYSIS_SIDE } from './analysis-view';

/** True when the photo shows cabinets: its map has some, or (unknown photo) the finder sees them. */
export async function hasCabinets(image: RgbImage, scene: ResolvedScene): Promise<boolean> {
  if (scene.map) return scene.layers.some((layer, id) => layer.region === 'cabinets' && scene.label.includes(id));
  const view = await downscale(image, ANALYSIS_SIDE);
  return !isExterior(view) && findCabinets(view).bands.length > 0;
}

/** Recolours the cabinets toward `target` by `strength` (0..1). Call hasCabinets first. */
export async function restyleCabinets(image: RgbImage, scene: ResolvedScene, target: Rgb, strength: number): Promise<RgbImage> {
  if (scene.map) return restyle(image, scene, { cabinets: { target, amount: strength, replace: false } });
  const view = await downscale(image, ANALYSIS_SIDE);
  return recolourCabinets(image, findCabinets(view).bands, target, strength);
}
