/**
 * A level pinhole camera, the way property photos are taken: no tilt, so vertical lines stay
 * vertical and the horizon is one image row. Demo photos are drawn through it and the emulator
 * maps photo pixels back onto floors and walls with it, so both agree on where surfaces are.
 *
 * World axes: X to the right, Y up (the floor is Y = 0), Z forward, in metres.
 */

/** A point in the world, metres. */
export type Vec3 = readonly [number, number, number];

/** A point in the image, pixels. */
export type Point = readonly [number, number];

/** A polygon in the image, pixels. */
export type Polygon = readonly Point[];

/** Camera intrinsics in pixels of one image size, plus where the camera stands. */
export interface Camera {
  /** Principal point column. */
  readonly cx: number;
  /** Horizon row (the camera is level). */
  readonly cy: number;
  /** Focal length, pixels. */
  readonly f: number;
  /** Eye height above the floor, metres. */
  readonly height: number;
  /** Turn to the right, radians (0 looks along +Z). */
  readonly yaw?: number;
  /** Camera position on the floor plane (default 0, 0). */
  readonly x?: number;
  readonly z?: number;
}

/** The camera for the same view at `scale` times the pixel size (photos arrive resized). */
export function scaleCamera(camera: Camera, scale: number): Camera {
  return { ...camera, cx: camera.cx * scale, cy: camera.cy * scale, f: camera.f * scale };
}

/** Writes the world direction of the ray through pixel (px, py) into `out` (not normalised; camera-space z = 1). */
export function rayDirection(camera: Camera, px: number, py: number, out: [number, number, number]): void {
  const dx = (px - camera.cx) / camera.f;
  const dy = -(py - camera.cy) / camera.f;
  const yaw = camera.yaw ?? 0;
  if (yaw === 0) {
    out[0] = dx;
    out[1] = dy;
    out[2] = 1;
    return;
  }
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  out[0] = dx * c + s;
  out[1] = dy;
  out[2] = -dx * s + c;
}

/** A world point in camera space: [right, up from the eye, forward]. */
function toCameraSpace(camera: Camera, [x, y, z]: Vec3): Vec3 {
  const rx = x - (camera.x ?? 0);
  const rz = z - (camera.z ?? 0);
  const yaw = camera.yaw ?? 0;
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  return [rx * c - rz * s, y - camera.height, rx * s + rz * c];
}

/** How far in front of the camera a world point is (camera-space depth, metres; at least 0.2). */
export function cameraDepth(camera: Camera, point: Vec3): number {
  return Math.max(0.2, toCameraSpace(camera, point)[2]);
}

/** Image position of a world point in front of the camera. */
export function project(camera: Camera, point: Vec3): Point {
  const [x, y, z] = toCameraSpace(camera, point);
  return [camera.cx + (camera.f * x) / z, camera.cy - (camera.f * y) / z];
}

// Points closer than this (camera space, metres) are clipped away: they would project to infinity.
const NEAR = 0.05;

/** Clips a camera-space polygon to z >= NEAR (Sutherland-Hodgman against one plane). */
function clipNear(points: readonly Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec3;
    const b = points[(i + 1) % points.length] as Vec3;
    const aIn = a[2] >= NEAR;
    const bIn = b[2] >= NEAR;
    if (aIn) out.push(a);
    if (aIn !== bIn) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out;
}

/** Clips an image polygon to one half-plane: keep points where `inside` holds; `cross` finds the edge crossing. */
function clipEdge(points: readonly Point[], inside: (p: Point) => boolean, cross: (a: Point, b: Point) => Point): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % points.length] as Point;
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) out.push(cross(a, b));
  }
  return out;
}

const atX = (a: Point, b: Point, x: number): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
const atY = (a: Point, b: Point, y: number): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];

/** Clips an image polygon to the rectangle [0, width] x [0, height]. */
export function clipToImage(points: readonly Point[], width: number, height: number): Point[] {
  let out = clipEdge(points, (p) => p[0] >= 0, (a, b) => atX(a, b, 0));
  out = clipEdge(out, (p) => p[0] <= width, (a, b) => atX(a, b, width));
  out = clipEdge(out, (p) => p[1] >= 0, (a, b) => atY(a, b, 0));
  return clipEdge(out, (p) => p[1] <= height, (a, b) => atY(a, b, height));
}

/** The image polygon a flat world polygon covers, clipped to the image; empty when it is out of view. */
export function projectPolygon(camera: Camera, points: readonly Vec3[], width: number, height: number): Polygon {
  const near = clipNear(points.map((p) => toCameraSpace(camera, p)));
  if (near.length < 3) return [];
  const flat = near.map(([x, y, z]): Point => [camera.cx + (camera.f * x) / z, camera.cy - (camera.f * y) / z]);
  const clipped = clipToImage(flat, width, height);
  return clipped.length < 3 ? [] : clipped;
}
