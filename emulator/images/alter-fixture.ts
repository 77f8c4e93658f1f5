/**
 * The `alter` fault's work: a render that changed the home itself, the way generative renders
 * sometimes do. On a room the emulator knows (a demo room) it fills a window with wall, shifts
 * a window along its wall, or adds a panelled door to a free stretch of wall, all through the
 * room's camera so the change sits in perspective and behind whatever stands in front of it.
 * Photos it does not know get a door on the band fallback's back wall; window faults need a
 * known window and leave them unchanged.
 */
import { DEMO_ROOMS } from '../../demo-scenes/scene/demo-rooms';
import { project } from '../../demo-scenes/scene/camera';
import { castRoom, newHit, wallCoords, wallRectCorners, type RoomBox, type WallId, type WallRect } from '../../demo-scenes/scene/room';
import type { Region } from '../../demo-scenes/scene/scene-map';
import type { Rgb } from '../../demo-scenes/color';
import type { RgbImage } from './raw';
import type { ResolvedScene } from './resolve-scene';
import { doorColour, trimColour } from './alter-door';

/** The fixture changes the fault can make. */
export const FIXTURE_ALTERATIONS = ['window-removed', 'window-moved', 'door-added'] as const;

/** One fixture change. */
export type FixtureAlteration = (typeof FIXTURE_ALTERATIONS)[number];

/** True for a known alteration name. */
export function isFixtureAlteration(value: unknown): value is FixtureAlteration {
  return typeof value === 'string' && (FIXTURE_ALTERATIONS as readonly string[]).includes(value);
}

interface Room {
  readonly box: RoomBox;
  readonly windows: readonly WallRect[];
  readonly doors: readonly WallRect[];
  readonly backsplash: readonly WallRect[];
}

function roomOf(scene: ResolvedScene): Room | undefined {
  const spec = DEMO_ROOMS.find((r) => r.id === scene.map?.id);
  if (spec !== undefined) return { box: spec.room, windows: spec.windows, doors: spec.doors, backsplash: spec.backsplash };
  if (scene.map !== undefined) return undefined;
  // The band fallback's room: its stage is the floor between its walls.
  const { stage } = scene;
  return { box: { left: -stage.left, right: stage.right, depth: stage.back, ceiling: stage.ceiling }, windows: [], doors: [], backsplash: [] };
}

/** A pixel's place on a wall, or undefined when it shows floor, ceiling or nothing. */
function wallPoint(scene: ResolvedScene, room: RoomBox, x: number, y: number): { wall: WallId; u: number; v: number } | undefined {
  const hit = newHit();
  castRoom(scene.camera, room, x + 0.5, y + 0.5, hit);
  return wallCoords(hit);
}

const inside = (r: WallRect, wall: WallId, u: number, v: number): boolean => r.wall === wall && u >= r.u0 && u <= r.u1 && v >= r.v0 && v <= r.v1;

/** The pixel bounding box of a wall rectangle (clamped to the image). */
function pixelBox(scene: ResolvedScene, room: RoomBox, rect: WallRect): { x0: number; x1: number; y0: number; y1: number } {
  const points = wallRectCorners(room, rect).map((p) => project(scene.camera, p));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const clampX = (v: number): number => Math.max(0, Math.min(scene.width - 1, Math.round(v)));
  const clampY = (v: number): number => Math.max(0, Math.min(scene.height - 1, Math.round(v)));
  return { x0: clampX(Math.min(...xs) - 1), x1: clampX(Math.max(...xs) + 1), y0: clampY(Math.min(...ys) - 1), y1: clampY(Math.max(...ys) + 1) };
}

function regionAt(scene: ResolvedScene, p: number): Region | undefined {
  return scene.layers[scene.label[p] ?? 0]?.region;
}

/** Pixels a fixture change may repaint: the wall and its openings, never what stands in front. */
const REPAINTABLE = new Set<Region | undefined>(['walls', 'window', 'door', 'trim']);

function copyPixel(from: RgbImage, p: number, to: RgbImage, q: number): void {
  to.data[q * 3] = from.data[p * 3] ?? 0;
  to.data[q * 3 + 1] = from.data[p * 3 + 1] ?? 0;
  to.data[q * 3 + 2] = from.data[p * 3 + 2] ?? 0;
}

/** The image pixel showing wall point (u, v), if it is on the image. */
function pixelOf(scene: ResolvedScene, room: RoomBox, wall: WallId, u: number, v: number): number | undefined {
  const [corner] = wallRectCorners(room, { wall, u0: u, u1: u, v0: v, v1: v });
  if (corner === undefined) return undefined;
  const [x, y] = project(scene.camera, corner);
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= scene.width || py >= scene.height) return undefined;
  return py * scene.width + px;
}

/** The window with its frame and sill, as the scene map draws it (plus a little margin). */
const framed = (r: WallRect): WallRect => ({ ...r, u0: r.u0 - 0.12, u1: r.u1 + 0.12, v0: r.v0 - 0.09, v1: r.v1 + 0.05 });

/** Where a wall ends on the side past `u1` (side walls meet the back wall at the room's depth). */
function wallEnd(room: RoomBox, wall: WallId): number {
  return wall === 'back' ? room.right : room.depth;
}

/** Solves the 3x3 system `m`·x = `v` (Cramer's rule; the fits here are small and well posed). */
function solve3(m: readonly number[], v: readonly number[]): [number, number, number] {
  const det = (a: readonly number[]): number => (a[0] ?? 0) * ((a[4] ?? 0) * (a[8] ?? 0) - (a[5] ?? 0) * (a[7] ?? 0)) - (a[1] ?? 0) * ((a[3] ?? 0) * (a[8] ?? 0) - (a[5] ?? 0) * (a[6] ?? 0)) + (a[2] ?? 0) * ((a[3] ?? 0) * (a[7] ?? 0) - (a[4] ?? 0) * (a[6] ?? 0));
  const d = det(m) || 1;
  const column = (c: number): number[] => m.map((value, i) => (i % 3 === c ? (v[Math.floor(i / 3)] ?? 0) : value));
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d];
}

/**
 * The wall's colour as a plane over image position, per channel, fitted to the bare wall
 * around `rect`: walls darken smoothly with distance from the light, so a flat fill would show.
 */
function wallShading(source: RgbImage, scene: ResolvedScene, room: RoomBox, rect: WallRect): (x: number, y: number) => Rgb {
  const box = pixelBox(scene, room, rect);
  const mx = Math.round((box.x1 - box.x0) * 0.4) + 10;
  const my = Math.round((box.y1 - box.y0) * 0.2) + 10;
  const m = new Array<number>(9).fill(0);
  const v = [new Array<number>(3).fill(0), new Array<number>(3).fill(0), new Array<number>(3).fill(0)];
  for (let y = Math.max(0, box.y0 - my); y <= Math.min(scene.height - 1, box.y1 + my); y += 2) {
    for (let x = Math.max(0, box.x0 - mx); x <= Math.min(scene.width - 1, box.x1 + mx); x += 2) {
      const p = y * scene.width + x;
      const at = regionAt(scene, p) === 'walls' ? wallPoint(scene, room, x, y) : undefined;
      if (at === undefined || at.wall !== rect.wall || inside(rect, at.wall, at.u, at.v)) continue;
      const basis = [1, x / scene.width, y / scene.height];
      for (let i = 0; i < 9; i++) m[i] = (m[i] ?? 0) + (basis[Math.floor(i / 3)] ?? 0) * (basis[i % 3] ?? 0);
      for (let c = 0; c < 3; c++) for (let i = 0; i < 3; i++) (v[c] as number[])[i] = (v[c]?.[i] ?? 0) + (basis[i] ?? 0) * (source.data[p * 3 + c] ?? 0);
    }
  }
  const fits = v.map((channel) => solve3(m, channel));
  return (x, y) => fits.map(([a, b, c]) => Math.max(0, Math.min(255, Math.round(a + (b * x) / scene.width + (c * y) / scene.height)))) as unknown as Rgb;
}

/**
 * Visits every pixel of `rect` (a rectangle on a wall) that the photo shows as something a
 * render may repaint (wall, not furniture in front of it): `paint(q, x, y, u, v)`, with `q` the
 * pixel's index and `u`, `v` where on the wall it lies.
 */
function eachWallPixel(scene: ResolvedScene, room: RoomBox, rect: WallRect, paint: (q: number, x: number, y: number, u: number, v: number) => void): void {
  const box = pixelBox(scene, room, rect);
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const q = y * scene.width + x;
      const at = wallPoint(scene, room, x, y);
      if (at !== undefined && inside(rect, at.wall, at.u, at.v) && REPAINTABLE.has(regionAt(scene, q))) paint(q, x, y, at.u, at.v);
    }
  }
}

function setPixel(out: RgbImage, q: number, [r, g, b]: Rgb): void {
  out.data[q * 3] = r;
  out.data[q * 3 + 1] = g;
  out.data[q * 3 + 2] = b;
}

/** Paints wall over `rect`, shaded like the wall around it. */
function fillWithWall(out: RgbImage, source: RgbImage, scene: ResolvedScene, room: RoomBox, rect: WallRect): void {
  const shading = wallShading(source, scene, room, rect);
  eachWallPixel(scene, room, rect, (q, x, y) => setPixel(out, q, shading(x, y)));
}

/** How far to shift a window: toward the end of its wall when there is room, else back. */
function shiftFor(room: RoomBox, rect: WallRect): number {
  const width = rect.u1 - rect.u0;
  const wanted = Math.max(0.6, 0.6 * width);
  const free = wallEnd(room, rect.wall) - framed(rect).u1 - 0.05;
  return free >= 0.5 ? Math.min(free, wanted) : -wanted;
}

function moveWindow(out: RgbImage, source: RgbImage, scene: ResolvedScene, room: Room, window: WallRect): void {
  const old = framed(window);
  fillWithWall(out, source, scene, room.box, old);
  const d = shiftFor(room.box, window);
  const moved = { ...old, u0: old.u0 + d, u1: old.u1 + d };
  eachWallPixel(scene, room.box, moved, (q, _x, _y, u, v) => {
    const from = pixelOf(scene, room.box, window.wall, u - d, v);
    if (from !== undefined) copyPixel(source, from, out, q);
  });
}

const overlaps = (a: WallRect, b: WallRect): boolean => a.wall === b.wall && a.u0 < b.u1 + 0.3 && b.u0 < a.u1 + 0.3 && a.v0 < b.v1 && b.v0 < a.v1;

/** How much of a wall rectangle shows as bare wall (0..1, sampled on a grid), or 0 unless it is wholly in the image. */
function bareShare(scene: ResolvedScene, room: RoomBox, rect: WallRect): number {
  const corners = wallRectCorners(room, rect).map((p) => project(scene.camera, p));
  if (corners.some(([x, y]) => x < 1 || y < 1 || x > scene.width - 2 || y > scene.height - 2)) return 0;
  let count = 0;
  for (let i = 0; i <= 10; i++) {
    for (let j = 0; j <= 10; j++) {
      const p = pixelOf(scene, room, rect.wall, rect.u0 + ((rect.u1 - rect.u0) * i) / 10, rect.v0 + 0.01 + ((rect.v1 - rect.v0 - 0.02) * j) / 10);
      if (p !== undefined && regionAt(scene, p) === 'walls') count++;
    }
  }
  return count / 121;
}

/** The free stretch of wall, wholly in view and mostly bare, where a new door shows largest (its architrave included). */
function doorPlace(scene: ResolvedScene, room: Room): WallRect | undefined {
  const known = placed.get(scene);
  if (known !== undefined) return known.rect;
  const rect = findDoorPlace(scene, room);
  placed.set(scene, { rect });
  return rect;
}

// Where the door goes depends on the scene alone: callers that reuse a scene for many renders pay for the search once.
const placed = new WeakMap<ResolvedScene, { rect: WallRect | undefined }>();

function findDoorPlace(scene: ResolvedScene, room: Room): WallRect | undefined {
  const taken = [...room.windows.map(framed), ...room.doors, ...room.backsplash];
  let best: { rect: WallRect; score: number } | undefined;
  for (const wall of ['back', 'left', 'right'] as const) {
    const start = wall === 'back' ? -room.box.left : 1;
    for (let u = start + 0.15; u + 1.2 <= wallEnd(room.box, wall) - 0.15; u += 0.1) {
      const rect: WallRect = { wall, u0: u, u1: u + 1.04, v0: 0, v1: 2.17 };
      if (taken.some((t) => overlaps(t, rect))) continue;
      const share = bareShare(scene, room.box, rect);
      const box = pixelBox(scene, room.box, rect);
      const score = share < 0.6 ? 0 : share * (box.x1 - box.x0) * (box.y1 - box.y0);
      if (score > (best?.score ?? 0)) best = { rect, score };
    }
  }
  return best?.rect;
}

function addDoor(out: RgbImage, source: RgbImage, scene: ResolvedScene, room: Room): void {
  const place = doorPlace(scene, room);
  if (place === undefined) return;
  const trim = trimColour(source, scene);
  eachWallPixel(scene, room.box, place, (q, _x, _y, u, v) => setPixel(out, q, doorColour(trim, place, u, v)));
}

/** `image` with one fixture changed; `scene` is the photo the render started from. Pure. */
export function alterFixture(image: RgbImage, scene: ResolvedScene, kind: FixtureAlteration): RgbImage {
  const out: RgbImage = { ...image, data: image.data.slice() };
  const room = roomOf(scene);
  if (room === undefined || scene.width !== image.width || scene.height !== image.height) return out;
  const window = room.windows[0];
  if (kind === 'door-added') addDoor(out, image, scene, room);
  else if (window !== undefined && kind === 'window-removed') fillWithWall(out, image, scene, room.box, framed(window));
  else if (window !== undefined) moveWindow(out, image, scene, room, window);
  return out;
}
