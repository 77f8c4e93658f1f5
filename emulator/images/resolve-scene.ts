/**
 * Which region every pixel of a photo belongs to, ready for a render: from the photo's scene
 * map when the emulator knows the photo, otherwise from horizontal bands (ceiling on top, wall
 * above the middle, floor at the bottom) with soft transitions, seen through a typical level
 * camera, because most listing photos are shot straight on at eye height.
 */
import type { RgbImage } from './raw';
import { scaleCamera, type Camera } from '../../demo-scenes/scene/camera';
import { recogniseScene } from '../../demo-scenes/scene/known-scenes';
import { labelsFor } from '../../demo-scenes/scene/labels';
import { backWallPlane, ceilingPlane, FLOOR_PLANE } from '../../demo-scenes/scene/plane';
import type { RoomBox } from '../../demo-scenes/scene/room';
import type { Layer, SceneMap, Stage } from '../../demo-scenes/scene/scene-map';

/** A photo's regions, pixel by pixel. */
export interface ResolvedScene {
  readonly width: number;
  readonly height: number;
  /** The camera, at this photo's size. */
  readonly camera: Camera;
  readonly layers: readonly Layer[];
  /** Layer of each pixel (0: none). */
  readonly label: Uint8Array;
  /** How surely each pixel is in its layer, 0..255 (soft at band edges). */
  readonly alpha: Uint8Array;
  /** The known scene, when the photo is one. */
  readonly map?: SceneMap;
  readonly room?: RoomBox;
  /** Where furniture may stand. */
  readonly stage: Stage;
}

/** The bands (fractions of the height) the fallback assumes, each with soft edges. */
export const FALLBACK_BANDS = {
  ceiling: { from: 0, to: 0.12 },
  walls: { from: 0.14, to: 0.6 },
  floor: { from: 0.68, to: 1 },
} as const;

// Soft edge width, as a fraction of the height.
const FEATHER = 0.04;
const EYE = 1.35;

/** The fallback camera: level, horizon a little above the middle, a typical wide lens. */
export function fallbackCamera(width: number, height: number): Camera {
  return { cx: width / 2, cy: height * 0.45, f: width * 0.8, height: EYE };
}

function fallback(image: RgbImage): ResolvedScene {
  const { width, height } = image;
  const camera = fallbackCamera(width, height);
  const wallFoot = height * ((FALLBACK_BANDS.walls.to + FALLBACK_BANDS.floor.from) / 2);
  const depth = (camera.f * EYE) / Math.max(1, wallFoot - camera.cy);
  const layers: Layer[] = [{ region: 'object' }, { region: 'ceiling', plane: ceilingPlane(2.7) }, { region: 'walls', plane: backWallPlane(depth) }, { region: 'floor', plane: FLOOR_PLANE }];
  const label = new Uint8Array(width * height);
  const alpha = new Uint8Array(width * height);
  const ramp = (y: number, from: number, to: number): number => Math.max(0, Math.min(1, (y - from + FEATHER) / FEATHER, (to + FEATHER - y) / FEATHER));
  for (let row = 0; row < height; row++) {
    const y = (row + 0.5) / height;
    const bands = [ramp(y, FALLBACK_BANDS.ceiling.from - FEATHER, FALLBACK_BANDS.ceiling.to), ramp(y, FALLBACK_BANDS.walls.from, FALLBACK_BANDS.walls.to), ramp(y, FALLBACK_BANDS.floor.from, FALLBACK_BANDS.floor.to + FEATHER)];
    const strongest = bands.indexOf(Math.max(...bands));
    const weight = Math.round(255 * (bands[strongest] ?? 0));
    if (weight === 0) continue;
    label.fill(strongest + 1, row * width, (row + 1) * width);
    alpha.fill(weight, row * width, (row + 1) * width);
  }
  const half = (depth * camera.cx) / camera.f;
  const near = (camera.f * EYE) / Math.max(1, height - camera.cy);
  return { width, height, camera, layers, label, alpha, stage: { left: -Math.min(3, half * 0.9), right: Math.min(3, half * 0.9), near: near + 0.3, back: depth, ceiling: 2.7 } };
}

/** Resolves `image`'s regions (a known scene's map, or the bands). */
export async function resolveScene(image: RgbImage): Promise<ResolvedScene> {
  const map = recogniseScene(image);
  if (map === undefined) return fallback(image);
  const label = await labelsFor(map, image.width, image.height);
  const alpha = new Uint8Array(label.length);
  for (let i = 0; i < label.length; i++) alpha[i] = label[i] === 0 ? 0 : 255;
  const scale = image.width / map.width;
  const stage = map.stage ?? { left: -3, right: 3, near: 3, back: 6, ceiling: 2.7 };
  return { width: image.width, height: image.height, camera: scaleCamera(map.camera, scale), layers: map.layers, label, alpha, map, ...(map.room ? { room: map.room } : {}), stage };
}
