/**
 * The demo listing's front photo, ray-cast per pixel: lawn, drive and path on the ground, the
 * house's front and side walls and roof in their materials, the sun on the front (the side in
 * shade, the eave's shadow, the house's shadow on the lawn), sky with clouds and a tree line.
 * Frames, the door, gutters and plants are painted over it as SVG.
 */
import { rayDirection } from '../../../emulator/images/scene/camera';
import { roofPlane, type HouseSpec } from '../../../emulator/images/scene/demo-house';
import { castPlane, newPlaneHit, type Plane } from '../../../emulator/images/scene/plane';
import { smoothstep } from '../../../emulator/images/texture/noise';
import { sampleSurface, type RgbOut } from '../../../emulator/images/texture/surfaces';
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

/** What a pixel's ray hits first. */
type Target = 'sky' | 'ground' | 'front' | 'side' | 'roof';

interface Hits {
  readonly front: Plane;
  readonly side: Plane;
  readonly roof: Plane;
}

/** Renders the house photo's base: 8-bit RGB. */
export function renderHouse(h: HouseSpec): Uint8Array {
  const { width, height, camera, body, materials } = h;
  const out = new Uint8Array(width * height * 3);
  const planes: Hits = { front: { origin: [0, 0, body.z0], uAxis: [1, 0, 0], vAxis: [0, 1, 0] }, side: { origin: [body.x1, 0, 0], uAxis: [0, 0, 1], vAxis: [0, 1, 0] }, roof: roofPlane(h) };
  const ground: Plane = { origin: [0, 0, 0], uAxis: [1, 0, 0], vAxis: [0, 0, 1] };
  const hit = newPlaneHit();
  const dir: [number, number, number] = [0, 0, 0];
  const albedo: RgbOut = [0, 0, 0];
  const sunLen = Math.hypot(...h.sun);
  const mid = (body.z0 + body.z1) / 2;
  const roofTop = Math.hypot(mid - planes.roof.origin[2], body.ridge - planes.roof.origin[1]);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let best = Infinity;
      let target: Target = 'sky';
      let u = 0;
      let v = 0;
      let fp = 0;
      const take = (t: Target): void => {
        best = hit.t;
        target = t;
        u = hit.u;
        v = hit.v;
        fp = hit.footprint;
      };
      castPlane(camera, ground, px + 0.5, py + 0.5, hit);
      if (hit.t < best) take('ground');
      castPlane(camera, planes.front, px + 0.5, py + 0.5, hit);
      if (hit.t < best && hit.u >= body.x0 && hit.u <= body.x1 && hit.v >= 0 && hit.v <= body.eave) take('front');
      castPlane(camera, planes.side, px + 0.5, py + 0.5, hit);
      const gable = body.eave + (body.ridge - body.eave) * (1 - Math.abs(hit.u - mid) / ((body.z1 - body.z0) / 2));
      if (hit.t < best && hit.u >= body.z0 && hit.u <= body.z1 && hit.v >= 0 && hit.v <= gable) take('side');
      castPlane(camera, planes.roof, px + 0.5, py + 0.5, hit);
      if (hit.t < best && hit.u >= body.x0 - body.overhang && hit.u <= body.x1 + body.overhang && hit.v >= 0 && hit.v <= roofTop) take('roof');
      const i = (py * width + px) * 3;
      rayDirection(camera, px + 0.5, py + 0.5, dir);
      if (target === 'sky' || (target === 'ground' && best > 90)) {
        outsideView(dir[0], dir[1], dir[2], camera.height, albedo, 0.04, 60);
        out[i] = albedo[0];
        out[i + 1] = albedo[1];
        out[i + 2] = albedo[2];
        continue;
      }
      const p = [(camera.x ?? 0) + dir[0] * best, camera.height + dir[1] * best, (camera.z ?? 0) + dir[2] * best] as const;
      let normal: readonly [number, number, number] = [0, 1, 0];
      if (target === 'ground') {
        const drive = u > body.x1 + 0.6 && u < body.x1 + 4.4 && v < body.z1;
        const path = u > h.door.u0 + 0.05 && u < h.door.u1 - 0.05 && v < body.z0 && v > 2;
        sampleSurface(drive || path ? materials.drive : materials.lawn, u, v, fp, albedo);
      } else if (target === 'roof') {
        sampleSurface(materials.roof, u, v, fp, albedo);
        normal = [0, planes.roof.vAxis[2], -planes.roof.vAxis[1]];
      } else {
        sampleSurface(materials.siding, u, v, fp, albedo);
        normal = target === 'front' ? [0, 0, -1] : [1, 0, 0];
      }
      const facing = Math.max(0, (normal[0] * h.sun[0] + normal[1] * h.sun[1] + normal[2] * h.sun[2]) / sunLen);
      let sun = facing;
      if (target === 'ground' && inHouseShadow(h, p[0], 0.01, p[2])) sun = 0;
      if (target === 'front') sun *= 1 - 0.85 * smoothstep(body.eave - 0.85, body.eave - 0.7, v);
      const sky = target === 'ground' ? 0.55 : 0.42;
      for (let c = 0; c < 3; c++) out[i + c] = exposure(((albedo[c] ?? 0) / 255) * (sky + 1.05 * sun * ([1.0, 0.95, 0.84][c] ?? 1)));
    }
  }
  return out;
}
