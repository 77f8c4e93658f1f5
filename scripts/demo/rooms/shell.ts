/**
 * The room shell of a demo photo, ray-cast per pixel: floor, walls and ceiling with their
 * materials in perspective, lit by daylight from the windows (soft sky light falling off with
 * distance, a sun patch through each window, darker corners), and the view through the windows.
 * Furniture and frames are painted over it as SVG afterwards.
 */
import { castRoom, newHit, SURFACE, wallCoords, type WallRect } from '../../../emulator/images/scene/room';
import { BASEBOARD_HEIGHT, type RoomSpec } from '../../../emulator/images/scene/room-spec';
import { sampleSurface, type RgbOut, type SurfaceMaterial } from '../../../emulator/images/texture/surfaces';
import { smoothstep } from '../../../emulator/images/texture/noise';
import { outsideView } from './outside';

type V3 = readonly [number, number, number];

/** One window as a light source: centre, inward normal, area. */
interface Light {
  readonly rect: WallRect;
  readonly centre: V3;
  readonly normal: V3;
  readonly area: number;
}

function lightsOf(spec: RoomSpec): Light[] {
  const { room } = spec;
  return spec.windows.map((rect) => {
    const u = (rect.u0 + rect.u1) / 2;
    const v = (rect.v0 + rect.v1) / 2;
    const area = (rect.u1 - rect.u0) * (rect.v1 - rect.v0);
    if (rect.wall === 'back') return { rect, centre: [u, v, room.depth], normal: [0, 0, -1], area };
    if (rect.wall === 'left') return { rect, centre: [-room.left, v, u], normal: [1, 0, 0], area };
    return { rect, centre: [room.right, v, u], normal: [-1, 0, 0], area };
  });
}

/** How much sun reaches point p through `light`'s opening along `sun` (soft edges, mullion shadows). */
function sunThrough(spec: RoomSpec, light: Light, p: V3): number {
  const s = spec.sun;
  const { rect } = light;
  const axis = rect.wall === 'back' ? 2 : 0;
  const plane = rect.wall === 'back' ? spec.room.depth : rect.wall === 'left' ? -spec.room.left : spec.room.right;
  const sa = s[axis] ?? 0;
  if (Math.abs(sa) < 1e-6) return 0;
  const t = (plane - (p[axis] ?? 0)) / sa;
  if (t <= 0.01) return 0;
  const u = rect.wall === 'back' ? p[0] + s[0] * t : p[2] + s[2] * t;
  const v = p[1] + s[1] * t;
  const soft = 0.015 + t * 0.02;
  const inside = smoothstep(rect.u0 - soft, rect.u0 + soft, u) * (1 - smoothstep(rect.u1 - soft, rect.u1 + soft, u)) * smoothstep(rect.v0 - soft, rect.v0 + soft, v) * (1 - smoothstep(rect.v1 - soft, rect.v1 + soft, v));
  const midU = (rect.u0 + rect.u1) / 2;
  const barV = rect.v0 + (rect.v1 - rect.v0) * 0.62;
  const bars = Math.max(1 - smoothstep(0.03, 0.03 + soft, Math.abs(u - midU)), 1 - smoothstep(0.03, 0.03 + soft, Math.abs(v - barV)));
  return inside * (1 - 0.85 * bars);
}

/** Darkening toward the room's edges and corners (ambient occlusion), from distances to them. */
function occlusion(d1: number, d2: number): number {
  return (1 - 0.34 * Math.exp(-d1 / 0.2)) * (1 - 0.34 * Math.exp(-d2 / 0.2));
}

const exposure = (x: number): number => 255 * (1 - Math.exp(-2.1 * x));

/** A warm white balance, like a photo of a daylit room. */
const BALANCE = [1.03, 1.0, 0.955] as const;

function inRect(rect: WallRect, u: number, v: number): boolean {
  return u >= rect.u0 && u <= rect.u1 && v >= rect.v0 && v <= rect.v1;
}

/** Renders the shell: 8-bit RGB, `spec.width` x `spec.height`. */
export function renderShell(spec: RoomSpec): Uint8Array {
  const { camera, room, width, height, materials } = spec;
  const out = new Uint8Array(width * height * 3);
  const hit = newHit();
  const albedo: RgbOut = [0, 0, 0];
  const lights = lightsOf(spec);
  const sunColour: V3 = [1.0, 0.93, 0.8];
  const sunLen = Math.hypot(...spec.sun);
  const trimMaterial: SurfaceMaterial = { kind: 'paint', colour: materials.trim, seed: 3 };
  const ceilingMaterial: SurfaceMaterial = { kind: 'paint', colour: materials.ceiling, seed: 4 };
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      castRoom(camera, room, px + 0.5, py + 0.5, hit);
      const dx = (px + 0.5 - camera.cx) / camera.f;
      const dy = -(py + 0.5 - camera.cy) / camera.f;
      const length = Math.hypot(dx, dy, 1);
      const i = (py * width + px) * 3;
      const p: V3 = [hit.x, hit.y, hit.z];
      let normal: V3 = [0, 1, 0];
      let ao = 1;
      const wall = wallCoords(hit);
      if (hit.surface === SURFACE.floor || hit.surface === SURFACE.ceiling) {
        const fp = (hit.t * length) / camera.f / Math.max(0.05, Math.abs(dy) / length);
        if (hit.surface === SURFACE.floor) sampleSurface(materials.floor, hit.x, hit.z, fp, albedo);
        else {
          sampleSurface(ceilingMaterial, hit.x, hit.z, fp, albedo);
          normal = [0, -1, 0];
        }
        ao = occlusion(Math.min(hit.x + room.left, room.right - hit.x), room.depth - hit.z);
      } else if (wall) {
        if (spec.windows.some((w) => w.wall === wall.wall && inRect(w, wall.u, wall.v))) {
          outsideView(dx, dy, 1, camera.height, albedo);
          out[i] = albedo[0];
          out[i + 1] = albedo[1];
          out[i + 2] = albedo[2];
          continue;
        }
        const fp = (hit.t * length) / camera.f;
        const material = wall.v < BASEBOARD_HEIGHT ? trimMaterial : spec.backsplash.some((b) => b.wall === wall.wall && inRect(b, wall.u, wall.v)) ? (materials.backsplash ?? materials.walls) : materials.walls;
        sampleSurface(material, wall.u, wall.v, fp, albedo);
        if (Math.abs(wall.v - BASEBOARD_HEIGHT) < fp * 1.5) albedo.forEach((c, k) => (albedo[k] = c * 0.8));
        normal = wall.wall === 'back' ? [0, 0, -1] : wall.wall === 'left' ? [1, 0, 0] : [-1, 0, 0];
        const side = wall.wall === 'back' ? Math.min(hit.x + room.left, room.right - hit.x) : room.depth - hit.z;
        ao = occlusion(Math.min(hit.y, room.ceiling - hit.y), side);
      }
      let sky = 0;
      let sun = 0;
      for (const light of lights) {
        const lx = light.centre[0] - p[0];
        const ly = light.centre[1] - p[1];
        const lz = light.centre[2] - p[2];
        const dist = Math.hypot(lx, ly, lz);
        const cosP = Math.max(0, (normal[0] * lx + normal[1] * ly + normal[2] * lz) / dist);
        const cosW = Math.max(0, -(light.normal[0] * lx + light.normal[1] * ly + light.normal[2] * lz) / dist);
        sky += (light.area * cosP * (0.25 + cosW)) / (Math.PI * (dist * dist + 0.4));
        const facing = (normal[0] * spec.sun[0] + normal[1] * spec.sun[1] + normal[2] * spec.sun[2]) / sunLen;
        if (facing > 0) sun += facing * sunThrough(spec, light, p);
      }
      const ambient = 0.74 * ao + 1.1 * sky * Math.sqrt(ao);
      for (let c = 0; c < 3; c++) out[i + c] = exposure(((albedo[c] ?? 0) / 255) * (ambient + 1.3 * sun * (sunColour[c] ?? 1)) * (BALANCE[c] ?? 1));
    }
  }
  return out;
}
