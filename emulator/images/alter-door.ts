/**
 * The door the `alter` fault adds: a four-panel door in an architrave, coloured like the
 * render's own trim (its skirting boards), so it looks painted in with the rest of the room.
 */
import type { Rgb } from '../../demo-scenes/color';
import { shade } from '../../demo-scenes/furniture/model';
import type { WallRect } from '../../demo-scenes/scene/room';
import type { RgbImage } from './raw';
import type { ResolvedScene } from './resolve-scene';

/** Architrave width, metres: the door leaf sits inside it. */
const ARCHITRAVE = 0.07;
/** Without skirting to copy, a common white trim. */
const DEFAULT_TRIM: Rgb = [238, 236, 230];

/** The colour of the render's skirting boards (its trim layer) in good light. */
export function trimColour(image: RgbImage, scene: ResolvedScene): Rgb {
  const trim = new Set(scene.layers.flatMap((layer, id) => (layer.region === 'trim' ? [id] : [])));
  const channels: number[][] = [[], [], []];
  for (let p = 0; p < scene.label.length; p += 7) {
    if (!trim.has(scene.label[p] ?? 0)) continue;
    for (let c = 0; c < 3; c++) channels[c]?.push(image.data[p * 3 + c] ?? 0);
  }
  if ((channels[0]?.length ?? 0) < 20) return DEFAULT_TRIM;
  // The brightest tenth: skirting mostly sits in the floor's shadow, a door's face catches the light.
  const bright = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length * 0.9)] ?? 0;
  return [bright(channels[0] ?? []), bright(channels[1] ?? []), bright(channels[2] ?? [])];
}

/** The colour at wall point (u, v) of a door whose architrave fills `place`. */
export function doorColour(trim: Rgb, place: WallRect, u: number, v: number): Rgb {
  const u0 = place.u0 + ARCHITRAVE;
  const u1 = place.u1 - ARCHITRAVE;
  const top = place.v1 - ARCHITRAVE;
  // The architrave's outer edge throws a thin shadow onto the wall.
  if (u - place.u0 < 0.012 || place.u1 - u < 0.012 || place.v1 - v < 0.012) return shade(trim, 0.78);
  if (u < u0 || u > u1 || v > top) return shade(trim, 1.0);
  if (u - u0 < 0.01 || u1 - u < 0.01 || top - v < 0.01) return shade(trim, 0.72);
  const door = shade(trim, 0.95);
  const handleU = u1 - 0.08;
  if (Math.abs(u - handleU) < 0.03 && v > 1.0 && v < 1.05) return [120, 116, 110];
  const pw = (u1 - u0 - 0.3) / 2;
  for (const [v0, v1] of [[0.2, 0.95], [1.1, 1.95]] as const) {
    for (const pu of [u0 + 0.1, u0 + 0.2 + pw]) {
      if (u < pu || u > pu + pw || v < v0 || v > v1) continue;
      const rim = u - pu < 0.02 || pu + pw - u < 0.02 || v - v0 < 0.02 || v1 - v < 0.02;
      return shade(door, rim ? 0.86 : 1.0);
    }
  }
  return door;
}
