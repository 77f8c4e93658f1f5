/**
 * Deterministic noise for procedural surfaces: an integer hash, smooth value noise and fractal
 * sums of it. Hand-written rather than Math.random so the same request always draws the same
 * grain (renders must be byte-identical), and cheap enough to run per pixel on a 1280 px photo.
 */

/** A well-mixed hash of two integers and a seed, in [0, 1). */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 0x27d4eb2d) ^ Math.imul(y | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const smooth = (t: number): number => t * t * (3 - 2 * t);

/** Value noise in [0, 1): hashed lattice values, smoothly interpolated. */
export function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = smooth(x - ix);
  const fy = smooth(y - iy);
  const a = hash2(ix, iy, seed);
  const b = hash2(ix + 1, iy, seed);
  const c = hash2(ix, iy + 1, seed);
  const d = hash2(ix + 1, iy + 1, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Fractal value noise in [0, 1): `octaves` layers, each twice the frequency and half the weight. */
export function fbm(x: number, y: number, seed: number, octaves = 4): number {
  let sum = 0;
  let weight = 0.5;
  let total = 0;
  let fx = x;
  let fy = y;
  for (let o = 0; o < octaves; o++) {
    sum += valueNoise(fx, fy, seed + o * 101) * weight;
    total += weight;
    weight *= 0.5;
    fx *= 2.03;
    fy *= 2.03;
  }
  return sum / total;
}

/** Hermite step from 0 (at or below `edge0`) to 1 (at or above `edge1`). */
export function smoothstep(edge0: number, edge1: number, x: number): number {
  if (edge1 === edge0) return x < edge0 ? 0 : 1;
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
