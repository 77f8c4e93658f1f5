/**
 * The scene map of a room: its surfaces, openings, skirting, then every furniture face far to
 * near, each painted with its region's label, so later (nearer) things cover earlier ones just
 * as they do in the photo.
 */
import { boxDistance, visibleFaces } from './boxes';
import { projectPolygon, type Camera, type Polygon } from './camera';
import { backWallPlane, ceilingPlane, FLOOR_PLANE, sideWallPlane, type Plane } from './plane';
import { projectWallRect, roomPolygons, type RoomBox, type WallRect } from './room';
import { BASEBOARD_HEIGHT, type RoomSpec } from './room-spec';
import { MapBuilder, type SceneMap } from './scene-map';
import { leafPolygon, leavesOf } from '../furniture/foliage';
import type { Part } from '../furniture/model';

const BEHIND = -20;

function wallPlane(room: RoomBox, wall: WallRect['wall']): Plane {
  return wall === 'back' ? backWallPlane(room.depth) : sideWallPlane(wall === 'left' ? -room.left : room.right);
}

/** The image polygons one part covers, each with the region it belongs to. */
function partShapes(camera: Camera, part: Part, width: number, height: number): { region: 'cabinets' | 'countertops' | 'object'; polygon: Polygon }[] {
  switch (part.type) {
    case 'box': {
      const region = part.role === 'cabinet' ? 'cabinets' : part.role === 'countertop' ? 'countertops' : 'object';
      return visibleFaces(camera, part.box, width, height).map((face) => ({ region, polygon: face.polygon }));
    }
    case 'cylinder':
      return [{ region: 'object', polygon: projectPolygon(camera, [[part.x - Math.max(part.r0, part.r1), part.y0, part.z], [part.x + Math.max(part.r0, part.r1), part.y0, part.z], [part.x + part.r1, part.y1, part.z], [part.x - part.r1, part.y1, part.z]], width, height) }];
    case 'foliage':
      return leavesOf(camera, part).map((leaf) => ({ region: 'object', polygon: leafPolygon(leaf) }));
    case 'art':
      return [{ region: 'object', polygon: projectPolygon(camera, [[part.x0, part.y0, part.z], [part.x1, part.y0, part.z], [part.x1, part.y1, part.z], [part.x0, part.y1, part.z]], width, height) }];
  }
}

function partDistance(camera: Camera, part: Part): number {
  if (part.type === 'box') return part.box.y1 <= 0.02 ? Infinity : boxDistance(camera, part.box);
  const [x, y, z] = part.type === 'art' ? [(part.x0 + part.x1) / 2, (part.y0 + part.y1) / 2, part.z] : [part.x, part.type === 'foliage' ? part.y : (part.y0 + part.y1) / 2, part.z];
  return Math.hypot(x - (camera.x ?? 0), y - camera.height, z - (camera.z ?? 0));
}

/** The scene map of `spec`. */
export function roomMap(spec: RoomSpec): SceneMap {
  const { camera, room, width, height } = spec;
  const b = new MapBuilder();
  const polygons = roomPolygons(camera, room, width, height);
  b.paint(b.layer('ceiling', 'ceiling', ceilingPlane(room.ceiling)), polygons.ceiling);
  for (const wall of ['back', 'left', 'right'] as const) b.paint(b.layer('walls', `walls:${wall}`, wallPlane(room, wall)), polygons[wall]);
  b.paint(b.layer('floor', 'floor', FLOOR_PLANE), polygons.floor);
  const trim = b.layer('trim');
  const skirting: WallRect[] = [
    { wall: 'back', u0: -room.left, u1: room.right, v0: 0, v1: BASEBOARD_HEIGHT },
    { wall: 'left', u0: BEHIND, u1: room.depth, v0: 0, v1: BASEBOARD_HEIGHT },
    { wall: 'right', u0: BEHIND, u1: room.depth, v0: 0, v1: BASEBOARD_HEIGHT },
  ];
  for (const rect of skirting) b.paint(trim, projectWallRect(camera, room, rect, width, height));
  for (const rect of spec.backsplash) b.paint(b.layer('backsplash', `backsplash:${rect.wall}`, wallPlane(room, rect.wall)), projectWallRect(camera, room, rect, width, height));
  // The frame (2 cm past the opening) and the sill belong to the window, not the wall.
  for (const rect of spec.windows) b.paint(b.layer('window'), projectWallRect(camera, room, { ...rect, u0: rect.u0 - 0.1, u1: rect.u1 + 0.1, v0: rect.v0 - 0.06, v1: rect.v1 + 0.025 }, width, height));
  for (const rect of spec.doors) b.paint(b.layer('door'), projectWallRect(camera, room, { ...rect, u0: rect.u0 - 0.07, u1: rect.u1 + 0.07, v1: rect.v1 + 0.07 }, width, height));
  const ordered = [...spec.parts].sort((p, q) => partDistance(camera, q) - partDistance(camera, p));
  for (const part of ordered) {
    for (const shape of partShapes(camera, part, width, height)) b.paint(b.layer(shape.region), shape.polygon);
  }
  return {
    id: spec.id,
    kind: 'interior',
    roomType: spec.roomType,
    width,
    height,
    camera,
    layers: b.layers,
    shapes: b.shapes,
    room,
    stage: { left: -room.left + 0.2, right: room.right - 0.2, near: 2.8, back: room.depth, ceiling: room.ceiling },
  };
}
