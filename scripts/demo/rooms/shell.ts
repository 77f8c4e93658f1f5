/**
 * The room shell of a demo photo, ray-cast per pixel: floor, walls and ceiling with their
 * materials in perspective, lit by daylight from the windows (soft sky light falling off with
 * distance, a sun patch through each window, darker corners), and the view through the windows.
 * Furniture and frames are painted over it as SVG afterwards. Written without allocations in
 * the pixel loop: it runs 1.1 million times a photo.
 */
import { castRoom, newHit, SURFACE, type RoomHit, type WallId, type WallRect } from '../../../demo-scenes/scene/room';
import { BASEBOARD_HEIGHT, type RoomSpec } from '../../../demo-scenes/scene/room-spec';
import { sampleSurface, type RgbOut, type SurfaceMaterial } from '../../../demo-scenes/texture/surfaces';
import { smoothstep } from '../../../demo-scenes/texture/noise';
import { outsideView } from './outside';

/** One window as a light source: centre, inward normal, area. */
interface Light {
  readonly rect: WallRect;
  readonly cx: number;
  readonly cy: number;
  readonly cz: number;
  readonly nx: number;
  readonly nz: number;
  readonly area: number;
}

function lightsOf(spec: RoomSpec): Light[] {
  const { room } = spec;
  return spec.windows.map((rect) => {
    const u = (rect.u0 + rect.u1) / 2;
    const v = (rect.v0 + rect.v1) / 2;
    const area = (rect.u1 - rect.u0) * (rect.v1 - rect.v0);
    if (rect.wall === 'back') return { rect, cx: u, cy: v, cz: room.depth, nx: 0, nz: -1, area };
    if (rect.wall === 'left') return { rect, cx: -room.left, cy: v, cz: u, nx: 1, nz: 0, area };
    return { rect, cx: room.right, cy: v, cz: u, nx: -1, nz: 0, area };
  });
}

/** How much sun reaches (px, py, pz) through `light`'s opening (soft edges, glazing-bar shadows). */
function sunThrough(spec: RoomSpec, light: Light, px: number, py: number, pz: number): number {
  const [sx, sy, sz] = spec.sun;
  const { rect } = light;
  const back = rect.wall === 'back';
  const plane = back ? spec.room.depth : rect.wall === 'left' ? -spec.room.left : spec.room.right;
  const sa = back ? sz : sx;
  if (Math.abs(sa) < 1e-6) return 0;
  const t = (plane - (back ? pz : px)) / sa;
  if (t <= 0.01) return 0;
  const u = back ? px + sx * t : pz + sz * t;
  const v = py + sy * t;
  const soft = 0.015 + t * 0.02;
  const inside = smoothstep(rect.u0 - soft, rect.u0 + soft, u) * (1 - smoothstep(rect.u1 - soft, rect.u1 + soft, u)) * smoothstep(rect.v0 - soft, rect.v0 + soft, v) * (1 - smoothstep(rect.v1 - soft, rect.v1 + soft, v));
  if (inside === 0) return 0;
  const midU = (rect.u0 + rect.u1) / 2;
  const barV = rect.v0 + (rect.v1 - rect.v0) * 0.62;
  const bars = Math.max(1 - smoothstep(0.03, 0.03 + soft, Math.abs(u - midU)), 1 - smoothstep(0.03, 0.03 + soft, Math.abs(v - barV)));
  return inside * (1 - 0.85 * bars);
}

/** Darkening toward the room's edges and corners (ambient occlusion), from distances to them. */
const occlusion = (d1: number, d2: number): number => (1 - 0.34 * Math.exp(-d1 / 0.2)) * (1 - 0.34 * Math.exp(-d2 / 0.2));

const exposure = (x: number): number => 255 * (1 - Math.exp(-2.1 * x));

/** A warm white balance, like a photo of a daylit room. */
const BALANCE = [1.03, 1.0, 0.955] as const;
const SUN_COLOUR = [1.0, 0.93, 0.8] as const;

const inRect = (rect: WallRect, u: number, v: number): boolean => u >= rect.u0 && u <= rect.u1 && v >= rect.v0 && v <= rect.v1;

/** Everything the pixel loop needs, computed once. */
interface ShellContext {
  readonly spec: RoomSpec;
  readonly lights: readonly Light[];
  readonly windowsOn: Readonly<Record<WallId, readonly WallRect[]>>;
  readonly splashOn: Readonly<Record<WallId, readonly WallRect[]>>;
  readonly trim: SurfaceMaterial;
  readonly ceiling: SurfaceMaterial;
  readonly sunLength: number;
  readonly hit: RoomHit;
  readonly albedo: RgbOut;
}

/** Daylight on a point with normal (nx, ny, nz) and occlusion ao: [diffuse, sun]. */
function daylight(ctx: ShellContext, px: number, py: number, pz: number, nx: number, ny: number, nz: number, ao: number, out: [number, number]): void {
  const { spec } = ctx;
  let sky = 0;
  let sun = 0;
  const facing = (nx * spec.sun[0] + ny * spec.sun[1] + nz * spec.sun[2]) / ctx.sunLength;
  for (const light of ctx.lights) {
    const lx = light.cx - px;
    const ly = light.cy - py;
    const lz = light.cz - pz;
    const dist = Math.hypot(lx, ly, lz);
    const cosP = Math.max(0, (nx * lx + ny * ly + nz * lz) / dist);
    const cosW = Math.max(0, -(light.nx * lx + light.nz * lz) / dist);
    sky += (light.area * cosP * (0.25 + cosW)) / (Math.PI * (dist * dist + 0.4));
    if (facing > 0) sun += facing * sunThrough(spec, light, px, py, pz);
  }
  out[0] = 0.74 * ao + 1.1 * sky * Math.sqrt(ao);
  out[1] = 1.3 * sun;
}

const WALL_OF: Readonly<Record<number, WallId>> = { [SURFACE.back]: 'back', [SURFACE.left]: 'left', [SURFACE.right]: 'right' };
const light: [number, number] = [0, 0];

/** Shades one pixel into `out` at `i`. */
function shadePixel(ctx: ShellContext, px: number, py: number, out: Uint8Array, i: number): void {
  const { spec, hit, albedo } = ctx;
  const { camera, room, materials } = spec;
  castRoom(camera, room, px, py, hit);
  const dx = (px - camera.cx) / camera.f;
  const dy = -(py - camera.cy) / camera.f;
  const length = Math.hypot(dx, dy, 1);
  let nx = 0;
  let ny = 1;
  let nz = 0;
  let ao: number;
  const wall = WALL_OF[hit.surface];
  if (wall === undefined) {
    const fp = (hit.t * length) / camera.f / Math.max(0.05, Math.abs(dy) / length);
    if (hit.surface === SURFACE.floor) sampleSurface(materials.floor, hit.x, hit.z, fp, albedo);
    else {
      sampleSurface(ctx.ceiling, hit.x, hit.z, fp, albedo);
      ny = -1;
    }
    ao = occlusion(Math.min(hit.x + room.left, room.right - hit.x), room.depth - hit.z);
  } else {
    const u = wall === 'back' ? hit.x : hit.z;
    const v = hit.y;
    for (const w of ctx.windowsOn[wall]) {
      if (!inRect(w, u, v)) continue;
      outsideView(dx, dy, 1, camera.height, albedo);
      out[i] = albedo[0];
      out[i + 1] = albedo[1];
      out[i + 2] = albedo[2];
      return;
    }
    const fp = (hit.t * length) / camera.f;
    const splash = ctx.splashOn[wall].some((b) => inRect(b, u, v));
    sampleSurface(v < BASEBOARD_HEIGHT ? ctx.trim : splash ? (materials.backsplash ?? materials.walls) : materials.walls, u, v, fp, albedo);
    if (Math.abs(v - BASEBOARD_HEIGHT) < fp * 1.5) for (let c = 0; c < 3; c++) albedo[c] = (albedo[c] ?? 0) * 0.8;
    nx = wall === 'left' ? 1 : wall === 'right' ? -1 : 0;
    ny = 0;
    nz = wall === 'back' ? -1 : 0;
    ao = occlusion(Math.min(hit.y, room.ceiling - hit.y), wall === 'back' ? Math.min(hit.x + room.left, room.right - hit.x) : room.depth - hit.z);
  }
  daylight(ctx, hit.x, hit.y, hit.z, nx, ny, nz, ao, light);
  for (let c = 0; c < 3; c++) out[i + c] = exposure(((albedo[c] ?? 0) / 255) * (light[0] + light[1] * (SUN_COLOUR[c] ?? 1)) * (BALANCE[c] ?? 1));
}

/** Renders the shell: 8-bit RGB, `spec.width` x `spec.height`. */
export function renderShell(spec: RoomSpec): Uint8Array {
  const on = (list: readonly WallRect[]): Record<WallId, WallRect[]> => ({ back: list.filter((w) => w.wall === 'back'), left: list.filter((w) => w.wall === 'left'), right: list.filter((w) => w.wall === 'right') });
  const ctx: ShellContext = {
    spec,
    lights: lightsOf(spec),
    windowsOn: on(spec.windows),
    splashOn: on(spec.backsplash),
    trim: { kind: 'paint', colour: spec.materials.trim, seed: 3 },
    ceiling: { kind: 'paint', colour: spec.materials.ceiling, seed: 4 },
    sunLength: Math.hypot(...spec.sun),
    hit: newHit(),
    albedo: [0, 0, 0],
  };
  const out = new Uint8Array(spec.width * spec.height * 3);
  for (let py = 0; py < spec.height; py++) {
    for (let px = 0; px < spec.width; px++) shadePixel(ctx, px + 0.5, py + 0.5, out, (py * spec.width + px) * 3);
  }
  return out;
}
