/**
 * Axis-aligned boxes, the shapes furniture and cabinets are built from, and the faces of a box a
 * camera sees, projected into the image and ordered far to near for painting.
 */
import { projectPolygon, type Camera, type Polygon, type Vec3 } from './camera';

/** A box, metres: x0 < x1 (left to right), y0 < y1 (up), z0 < z1 (away). */
export interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly z0: number;
  readonly z1: number;
}

/** Which way a face looks. */
export type FaceSide = 'top' | 'bottom' | 'front' | 'back' | 'left' | 'right';

/** One visible face in the image. */
export interface Face {
  readonly side: FaceSide;
  readonly polygon: Polygon;
  /** Distance from the camera to the face centre, for painter's ordering. */
  readonly distance: number;
}

function corners(b: Box, side: FaceSide): Vec3[] {
  switch (side) {
    case 'top': return [[b.x0, b.y1, b.z0], [b.x1, b.y1, b.z0], [b.x1, b.y1, b.z1], [b.x0, b.y1, b.z1]];
    case 'bottom': return [[b.x0, b.y0, b.z0], [b.x1, b.y0, b.z0], [b.x1, b.y0, b.z1], [b.x0, b.y0, b.z1]];
    case 'front': return [[b.x0, b.y0, b.z0], [b.x1, b.y0, b.z0], [b.x1, b.y1, b.z0], [b.x0, b.y1, b.z0]];
    case 'back': return [[b.x0, b.y0, b.z1], [b.x1, b.y0, b.z1], [b.x1, b.y1, b.z1], [b.x0, b.y1, b.z1]];
    case 'left': return [[b.x0, b.y0, b.z0], [b.x0, b.y0, b.z1], [b.x0, b.y1, b.z1], [b.x0, b.y1, b.z0]];
    case 'right': return [[b.x1, b.y0, b.z0], [b.x1, b.y0, b.z1], [b.x1, b.y1, b.z1], [b.x1, b.y1, b.z0]];
  }
}

/** The sides of `box` that face the camera (a level camera without yaw). */
function sidesSeen(camera: Camera, b: Box): FaceSide[] {
  const cx = camera.x ?? 0;
  const cz = camera.z ?? 0;
  const sides: FaceSide[] = [];
  if (camera.height > b.y1) sides.push('top');
  if (camera.height < b.y0) sides.push('bottom');
  if (cz < b.z0) sides.push('front');
  if (cz > b.z1) sides.push('back');
  if (cx < b.x0) sides.push('left');
  if (cx > b.x1) sides.push('right');
  return sides;
}

/** The visible faces of `box` in an image of `width` x `height`. */
export function visibleFaces(camera: Camera, box: Box, width: number, height: number): Face[] {
  const cx = camera.x ?? 0;
  const cz = camera.z ?? 0;
  return sidesSeen(camera, box)
    .map((side) => {
      const points = corners(box, side);
      const centre = points.reduce((a, p) => [a[0] + p[0] / 4, a[1] + p[1] / 4, a[2] + p[2] / 4], [0, 0, 0]);
      const distance = Math.hypot(centre[0] - cx, centre[1] - camera.height, centre[2] - cz);
      return { side, polygon: projectPolygon(camera, points, width, height), distance };
    })
    .filter((face) => face.polygon.length >= 3);
}

/** Distance from the camera to a box's centre. */
export function boxDistance(camera: Camera, b: Box): number {
  return Math.hypot((b.x0 + b.x1) / 2 - (camera.x ?? 0), (b.y0 + b.y1) / 2 - camera.height, (b.z0 + b.z1) / 2 - (camera.z ?? 0));
}

/** The box's floor footprint as world corners (y = 0), grown by `margin` metres, for shadows. */
export function footprint(b: Box, margin: number): Vec3[] {
  return [[b.x0 - margin, 0, b.z0 - margin], [b.x1 + margin, 0, b.z0 - margin], [b.x1 + margin, 0, b.z1 + margin], [b.x0 - margin, 0, b.z1 + margin]];
}
