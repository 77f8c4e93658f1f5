/**
 * A room as a box seen from inside: floor, ceiling, back wall and two side walls, plus
 * rectangles on those walls (windows, doors, cabinet fronts). Casting a pixel's ray into the box
 * says which surface the pixel shows and where on it, so textures land in perspective.
 */
import { projectPolygon, rayDirection, type Camera, type Polygon, type Vec3 } from './camera';

/** The room box, metres: X from -left to right, the back wall at Z = depth, ceiling height. */
export interface RoomBox {
  readonly left: number;
  readonly right: number;
  readonly depth: number;
  readonly ceiling: number;
}

/** Surfaces a ray can hit. */
export const SURFACE = { none: 0, floor: 1, ceiling: 2, back: 3, left: 4, right: 5 } as const;

/** Which surface, the hit point and the ray distance (the camera-space depth, for pixel footprints). */
export interface RoomHit {
  surface: number;
  x: number;
  y: number;
  z: number;
  t: number;
}

/** A wall. */
export type WallId = 'back' | 'left' | 'right';

/** A rectangle on a wall: u runs along it (X on the back wall, Z on side walls), v is height. */
export interface WallRect {
  readonly wall: WallId;
  readonly u0: number;
  readonly u1: number;
  readonly v0: number;
  readonly v1: number;
}

/** A new, empty hit record to reuse across pixels (no allocation per pixel). */
export function newHit(): RoomHit {
  return { surface: SURFACE.none, x: 0, y: 0, z: 0, t: 0 };
}

const scratch: [number, number, number] = [0, 0, 0];

/** Casts the ray through pixel (px, py) into `room`; fills `hit`. */
export function castRoom(camera: Camera, room: RoomBox, px: number, py: number, hit: RoomHit): void {
  rayDirection(camera, px, py, scratch);
  const [dx, dy, dz] = scratch;
  const ox = camera.x ?? 0;
  const oz = camera.z ?? 0;
  // Written out plane by plane (no closure): this runs for every pixel of a photo.
  let best = Infinity;
  let surface: number = SURFACE.none;
  let t = dy < 0 ? -camera.height / dy : -1;
  if (t > 0 && t < best) {
    best = t;
    surface = SURFACE.floor;
  }
  t = dy > 0 ? (room.ceiling - camera.height) / dy : -1;
  if (t > 0 && t < best) {
    best = t;
    surface = SURFACE.ceiling;
  }
  t = dz > 0 ? (room.depth - oz) / dz : -1;
  if (t > 0 && t < best) {
    best = t;
    surface = SURFACE.back;
  }
  t = dx < 0 ? (-room.left - ox) / dx : -1;
  if (t > 0 && t < best) {
    best = t;
    surface = SURFACE.left;
  }
  t = dx > 0 ? (room.right - ox) / dx : -1;
  if (t > 0 && t < best) {
    best = t;
    surface = SURFACE.right;
  }
  hit.surface = surface;
  hit.t = best;
  hit.x = ox + dx * best;
  hit.y = camera.height + dy * best;
  hit.z = oz + dz * best;
}

/** The wall-local (u, v) of a hit on a wall, or undefined for floor and ceiling. */
export function wallCoords(hit: RoomHit): { wall: WallId; u: number; v: number } | undefined {
  if (hit.surface === SURFACE.back) return { wall: 'back', u: hit.x, v: hit.y };
  if (hit.surface === SURFACE.left) return { wall: 'left', u: hit.z, v: hit.y };
  if (hit.surface === SURFACE.right) return { wall: 'right', u: hit.z, v: hit.y };
  return undefined;
}

/** The world corners of a wall rectangle, lifted `offset` metres off the wall into the room. */
export function wallRectCorners(room: RoomBox, rect: WallRect, offset = 0): Vec3[] {
  const { u0, u1, v0, v1 } = rect;
  if (rect.wall === 'back') {
    const z = room.depth - offset;
    return [[u0, v0, z], [u1, v0, z], [u1, v1, z], [u0, v1, z]];
  }
  const x = rect.wall === 'left' ? -room.left + offset : room.right - offset;
  return [[x, v0, u0], [x, v0, u1], [x, v1, u1], [x, v1, u0]];
}

/** The image polygon of a wall rectangle. */
export function projectWallRect(camera: Camera, room: RoomBox, rect: WallRect, width: number, height: number): Polygon {
  return projectPolygon(camera, wallRectCorners(room, rect), width, height);
}

// Far enough behind the camera that every wall and the floor reach the image's near edge.
const BEHIND = -20;

/** The image polygons of the room's surfaces (each clipped to the image). */
export function roomPolygons(camera: Camera, room: RoomBox, width: number, height: number): Record<'floor' | 'ceiling' | 'back' | 'left' | 'right', Polygon> {
  const { left: l, right: r, depth: d, ceiling: c } = room;
  const poly = (points: Vec3[]): Polygon => projectPolygon(camera, points, width, height);
  return {
    floor: poly([[-l, 0, BEHIND], [r, 0, BEHIND], [r, 0, d], [-l, 0, d]]),
    ceiling: poly([[-l, c, d], [r, c, d], [r, c, BEHIND], [-l, c, BEHIND]]),
    back: poly([[-l, 0, d], [r, 0, d], [r, c, d], [-l, c, d]]),
    left: poly([[-l, 0, BEHIND], [-l, 0, d], [-l, c, d], [-l, c, BEHIND]]),
    right: poly([[r, 0, d], [r, 0, BEHIND], [r, c, BEHIND], [r, c, d]]),
  };
}
