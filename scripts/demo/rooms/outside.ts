/**
 * What the demo rooms' windows look out on: a bright sky with soft clouds, a tree line and a
 * lawn, by the ray's direction (so the view shifts in perspective like a real one), washed out
 * the way a window is in an interior exposed for the room.
 */
import { fbm, smoothstep, valueNoise } from '../../../demo-scenes/texture/noise';
import type { RgbOut } from '../../../demo-scenes/texture/surfaces';

const mixInto = (out: RgbOut, c: readonly number[], t: number): void => {
  out[0] += ((c[0] ?? 0) - out[0]) * t;
  out[1] += ((c[1] ?? 0) - out[1]) * t;
  out[2] += ((c[2] ?? 0) - out[2]) * t;
};

/**
 * Writes the outside colour seen along direction (dx, dy, dz) from eye height `eye` into `out`
 * (0..255); `wash` is how overexposed it looks (a window seen from inside is).
 */
export function outsideView(dx: number, dy: number, dz: number, eye: number, out: RgbOut, wash = 0.3, treeDistance = 28): void {
  const horizontal = Math.hypot(dx, dz);
  const el = dy / horizontal;
  const az = Math.atan2(dx, dz);
  const crowns = Math.abs(Math.sin(az * 14 + fbm(az * 3, 0.5, 4, 2) * 6));
  const treeTop = 0.04 + 0.12 * fbm(az * 2.4, 1.7, 5, 3) + 0.05 * Math.sqrt(crowns) + 0.015 * valueNoise(az * 90, 2, 6);
  const treeBase = -eye / treeDistance;
  if (el > treeTop) {
    const t = Math.min(1, (el - treeTop) / 0.7);
    out[0] = 214 - 90 * t;
    out[1] = 228 - 62 * t;
    out[2] = 240 - 18 * t;
    const cloud = smoothstep(0.5, 0.72, fbm(az * 2.5, el * 7 + 3, 9, 5));
    mixInto(out, [252, 252, 250], cloud * 0.85);
  } else if (el > treeBase) {
    const leaf = 0.6 * fbm(az * 160, el * 160, 11, 3) + 0.4 * fbm(az * 25, el * 25, 12, 2);
    const k = 0.55 + 0.7 * leaf + 0.4 * smoothstep(treeTop - 0.06, treeTop, el);
    out[0] = 72 * k;
    out[1] = 98 * k;
    out[2] = 60 * k;
    mixInto(out, [205, 214, 212], 0.28);
  } else {
    const distance = eye / Math.max(1e-3, -el);
    const x = (dx / horizontal) * distance;
    const z = (dz / horizontal) * distance;
    const k = 0.82 + 0.3 * fbm(x * 0.35, z * 0.35, 13, 4);
    out[0] = 112 * k;
    out[1] = 148 * k;
    out[2] = 78 * k;
    mixInto(out, [214, 222, 220], 1 - Math.exp(-distance / 40));
  }
  mixInto(out, [255, 255, 255], wash);
}
