/**
 * The demo listing's front photo, ray-cast per pixel: lawn, drive and path on the ground, the
 * house's front and side walls and roof in their materials, the sun on the front (the side in
 * shade, the eave's shadow, the house's shadow on the lawn), sky with clouds and a tree line.
 * Frames, the door, gutters and plants are painted over it as SVG.
 */
import { rayDirection } from '../../../demo-scenes/scene/camera';
import { roofPlane, type HouseSpec } from '../../../demo-scenes/scene/demo-house';
import type { Plane } from '../../../demo-scenes/scene/plane';
import { smoothstep } from '../../../demo-scenes/texture/noise';
import { sampleSurface, type RgbOut } from '../../../demo-scenes/texture/surfaces';
import { outsideView } from './outside';

/** True when the segment from p toward the sun passes through the house body (a box up to the ridge's mid height). */
function inHouseShadow(h: HouseSpec, px: number, py: number, pz: number): boolean {
  const { x0, x1, z0, z1, eave, ridge } = h.body;
  const top = (eave + ridge) / 2;
  const [sx, sy, sz] = h.sun;
  let tMin = 0;
  let tMax = Infinity;
  for (const [p, s, lo, hi] of [[px, sx, x0, x1], [py, sy, 0, top], [pz, sz, z0, z1]] as const) {
    if (Math.abs(s) < 1e-9) {
      if (p < lo || p > hi) return false;
      continue;
    }
    const a = (lo - p) / s;
    const b = (hi - p) / s;
    tMin = Math.max(tMin, Math.min(a, b));
    tMax = Math.min(tMax, Math.max(a, b));
  }
  return tMax > tMin && tMax > 0;
}

const exposure = (x: number): number => 255 * (1 - Math.exp(-1.8 * x));
const SUN = [1.0, 0.95, 0.84] as const;

/** What a pixel's ray hits first, where on it, and how big the pixel is there. */
interface Sight {
  target: 'sky' | 'ground' | 'front' | 'side' | 'roof';
  t: number;
  u: number;
  v: number;
  fp: number;
}

/** Plane intersections written out per plane (the pixel loop runs 1.1 million times). */
function look(h: HouseSpec, roof: Plane, roofTop: number, dx: number, dy: number, dz: number, s: Sight): void {
  const { camera, body } = h;
  const ox = camera.x ?? 0;
  const oz = camera.z ?? 0;
  const len = Math.hypot(dx, dy, dz);
  const mid = (body.z0 + body.z1) / 2;
  s.target = 'sky';
  s.t = Infinity;
  const take = (target: Sight['target'], t: number, u: number, v: number, cos: number): void => {
    s.target = target;
    s.t = t;
    s.u = u;
    s.v = v;
    s.fp = (t * len) / camera.f / Math.max(0.05, cos);
  };
  if (dy < 0) {
    const t = -camera.height / dy;
    take('ground', t, ox + dx * t, oz + dz * t, -dy / len);
  }
  let t = (body.z0 - oz) / dz;
  let a = ox + dx * t;
  let b = camera.height + dy * t;
  if (t > 0 && t < s.t && a >= body.x0 && a <= body.x1 && b >= 0 && b <= body.eave) take('front', t, a, b, Math.abs(dz) / len);
  t = (body.x1 - ox) / dx;
  a = oz + dz * t;
  b = camera.height + dy * t;
  const gable = body.eave + (body.ridge - body.eave) * (1 - Math.abs(a - mid) / ((body.z1 - body.z0) / 2));
  if (t > 0 && t < s.t && a >= body.z0 && a <= body.z1 && b >= 0 && b <= gable) take('side', t, a, b, Math.abs(dx) / len);
  const [nyy, nzz] = [roof.vAxis[2], -roof.vAxis[1]];
  const denominator = dy * nyy + dz * nzz;
  if (Math.abs(denominator) > 1e-9) {
    t = ((roof.origin[1] - camera.height) * nyy + (roof.origin[2] - oz) * nzz) / denominator;
    const u = ox + dx * t;
    const v = (camera.height + dy * t - roof.origin[1]) * roof.vAxis[1] + (oz + dz * t - roof.origin[2]) * roof.vAxis[2];
    if (t > 0 && t < s.t && u >= body.x0 - body.overhang && u <= body.x1 + body.overhang && v >= 0 && v <= roofTop) take('roof', t, u, v, Math.abs(denominator) / len);
  }
}

/** Renders the house photo's base: 8-bit RGB. */
export function renderHouse(h: HouseSpec): Uint8Array {
  const { width, height, camera, body, materials } = h;
  const out = new Uint8Array(width * height * 3);
  const roof = roofPlane(h);
  const dir: [number, number, number] = [0, 0, 0];
  const albedo: RgbOut = [0, 0, 0];
  const sight: Sight = { target: 'sky', t: 0, u: 0, v: 0, fp: 0 };
  const sunLen = Math.hypot(...h.sun);
  const roofTop = Math.hypot((body.z0 + body.z1) / 2 - roof.origin[2], body.ridge - roof.origin[1]);
  const roofNormal = [0, roof.vAxis[2], -roof.vAxis[1]] as const;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      rayDirection(camera, px + 0.5, py + 0.5, dir);
      look(h, roof, roofTop, dir[0], dir[1], dir[2], sight);
      const i = (py * width + px) * 3;
      const { target, u, v, fp } = sight;
      if (target === 'sky' || (target === 'ground' && sight.t > 90)) {
        outsideView(dir[0], dir[1], dir[2], camera.height, albedo, 0.04, 60);
        out[i] = albedo[0];
        out[i + 1] = albedo[1];
        out[i + 2] = albedo[2];
        continue;
      }
      let normal: readonly [number, number, number] = [0, 1, 0];
      if (target === 'ground') {
        const drive = u > body.x1 + 0.6 && u < body.x1 + 4.4 && v < body.z1;
        const path = u > h.door.u0 + 0.05 && u < h.door.u1 - 0.05 && v < body.z0 && v > 2;
        sampleSurface(drive || path ? materials.drive : materials.lawn, u, v, fp, albedo);
      } else if (target === 'roof') {
        sampleSurface(materials.roof, u, v, fp, albedo);
        normal = roofNormal;
      } else {
        sampleSurface(materials.siding, u, v, fp, albedo);
        normal = target === 'front' ? [0, 0, -1] : [1, 0, 0];
      }
      let sun = Math.max(0, (normal[0] * h.sun[0] + normal[1] * h.sun[1] + normal[2] * h.sun[2]) / sunLen);
      if (target === 'ground' && inHouseShadow(h, u, 0.01, v)) sun = 0;
      if (target === 'front') sun *= 1 - 0.85 * smoothstep(body.eave - 0.85, body.eave - 0.7, v);
      const sky = target === 'ground' ? 0.55 : 0.42;
      for (let c = 0; c < 3; c++) out[i + c] = exposure(((albedo[c] ?? 0) / 255) * (sky + 1.05 * sun * (SUN[c] ?? 1)));
    }
  }
  return out;
}
