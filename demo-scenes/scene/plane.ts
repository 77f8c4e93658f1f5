/**
 * Flat surfaces in the world with their own (u, v) coordinates, and the ray-plane intersection
 * that maps an image pixel onto them. Any surface of a scene (a wall, the floor, a roof slope,
 * a facade) is one of these, so textures can be laid on it in perspective.
 */
import { rayDirection, type Camera, type Vec3 } from './camera';

/** A plane: point = origin + u * uAxis + v * vAxis (axes unit length, at right angles). */
export interface Plane {
  readonly origin: Vec3;
  readonly uAxis: Vec3;
  readonly vAxis: Vec3;
}

/** Where a pixel's ray meets a plane: surface coordinates and metres per pixel there. */
export interface PlaneHit {
  u: number;
  v: number;
  /** Size of one pixel on the surface, metres (grows with distance and grazing angle). */
  footprint: number;
  /** Distance along the ray (camera-space depth for a level camera); Infinity when missed. */
  t: number;
}

const dir: [number, number, number] = [0, 0, 0];

/** A new hit record to reuse. */
export function newPlaneHit(): PlaneHit {
  return { u: 0, v: 0, footprint: 0, t: Infinity };
}

/** Intersects the ray through pixel (px, py) with `plane`; fills `hit` (t = Infinity when parallel or behind). */
export function castPlane(camera: Camera, plane: Plane, px: number, py: number, hit: PlaneHit): void {
  rayDirection(camera, px, py, dir);
  const [ux, uy, uz] = plane.uAxis;
  const [vx, vy, vz] = plane.vAxis;
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const denominator = dir[0] * nx + dir[1] * ny + dir[2] * nz;
  const ox = plane.origin[0] - (camera.x ?? 0);
  const oy = plane.origin[1] - camera.height;
  const oz = plane.origin[2] - (camera.z ?? 0);
  const t = Math.abs(denominator) < 1e-9 ? Infinity : (ox * nx + oy * ny + oz * nz) / denominator;
  if (!(t > 0) || !Number.isFinite(t)) {
    hit.t = Infinity;
    return;
  }
  const px3 = dir[0] * t - ox;
  const py3 = dir[1] * t - oy;
  const pz3 = dir[2] * t - oz;
  hit.u = px3 * ux + py3 * uy + pz3 * uz;
  hit.v = px3 * vx + py3 * vy + pz3 * vz;
  hit.t = t;
  const length = Math.hypot(dir[0], dir[1], dir[2]);
  const grazing = Math.abs(denominator) / length;
  hit.footprint = (t * length) / camera.f / Math.max(0.08, grazing);
}

/** The floor (u = X, v = Z). */
export const FLOOR_PLANE: Plane = { origin: [0, 0, 0], uAxis: [1, 0, 0], vAxis: [0, 0, 1] };

/** A wall facing the camera at depth z (u = X, v = height). */
export function backWallPlane(z: number): Plane {
  return { origin: [0, 0, z], uAxis: [1, 0, 0], vAxis: [0, 1, 0] };
}

/** A side wall at x (u = Z, v = height). */
export function sideWallPlane(x: number): Plane {
  return { origin: [x, 0, 0], uAxis: [0, 0, 1], vAxis: [0, 1, 0] };
}

/** The ceiling at height y (u = X, v = Z). */
export function ceilingPlane(y: number): Plane {
  return { origin: [0, y, 0], uAxis: [1, 0, 0], vAxis: [0, 0, 1] };
}
