/**
 * The demo listing's front photo: a two-storey house with a gable roof seen from the front
 * left of the drive, described once for the demo photo and for the emulator's map of it
 * (siding, roof, trim, door, windows, lawn, sky), so exterior styles restyle exactly the house.
 */
import type { Rgb } from '../color';
import type { FoliagePart } from '../furniture/model';
import type { SurfaceMaterial } from '../texture/surfaces';
import { leafPolygon, leavesOf } from '../furniture/foliage';
import { projectPolygon, type Camera, type Polygon, type Vec3 } from './camera';
import { FLOOR_PLANE, type Plane } from './plane';
import { MapBuilder, type SceneMap } from './scene-map';

/** A window or door on the front (u = X) or right side (u = Z) face. */
export interface FacadeOpening {
  readonly face: 'front' | 'side';
  readonly u0: number;
  readonly u1: number;
  readonly v0: number;
  readonly v1: number;
}

/** The house and its setting. */
export interface HouseSpec {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly camera: Camera;
  /** Body: x0..x1 across, z0 (front) .. z1, walls up to eave; the ridge runs along X at mid depth. */
  readonly body: { readonly x0: number; readonly x1: number; readonly z0: number; readonly z1: number; readonly eave: number; readonly ridge: number; readonly overhang: number };
  readonly windows: readonly FacadeOpening[];
  readonly door: FacadeOpening;
  /** Bushes and trees in front of and beside the house. */
  readonly plants: readonly FoliagePart[];
  readonly materials: { readonly siding: SurfaceMaterial; readonly roof: SurfaceMaterial; readonly trim: Rgb; readonly door: Rgb; readonly lawn: SurfaceMaterial; readonly drive: SurfaceMaterial };
  /** Toward the sun. */
  readonly sun: Vec3;
}

/** The front face's plane (u = X, v = height). */
export function frontPlane(h: HouseSpec): Plane {
  return { origin: [0, 0, h.body.z0], uAxis: [1, 0, 0], vAxis: [0, 1, 0] };
}

/** The right side face's plane (u = Z, v = height). */
export function sidePlane(h: HouseSpec): Plane {
  return { origin: [h.body.x1, 0, 0], uAxis: [0, 0, 1], vAxis: [0, 1, 0] };
}

/** The front roof slope's plane (u = X, v = up the slope from the eave). */
export function roofPlane(h: HouseSpec): Plane {
  const { z0, z1, eave, ridge, overhang } = h.body;
  const run = (z1 - z0) / 2 + overhang;
  const rise = (ridge - eave) * (run / ((z1 - z0) / 2));
  const length = Math.hypot(run, rise);
  return { origin: [0, eave - (ridge - eave) * (overhang / ((z1 - z0) / 2)), z0 - overhang], uAxis: [1, 0, 0], vAxis: [0, rise / length, run / length] };
}

/** World corners of an opening. */
export function openingCorners(h: HouseSpec, o: FacadeOpening, lift = 0): Vec3[] {
  if (o.face === 'front') {
    const z = h.body.z0 - lift;
    return [[o.u0, o.v0, z], [o.u1, o.v0, z], [o.u1, o.v1, z], [o.u0, o.v1, z]];
  }
  const x = h.body.x1 + lift;
  return [[x, o.v0, o.u0], [x, o.v0, o.u1], [x, o.v1, o.u1], [x, o.v1, o.u0]];
}

/** The image polygons of the house's faces. */
export function housePolygons(h: HouseSpec): { front: Polygon; side: Polygon; roof: Polygon; gable: Polygon } {
  const { camera, width, height } = h;
  const { x0, x1, z0, z1, eave, ridge, overhang } = h.body;
  const mid = (z0 + z1) / 2;
  const roof = roofPlane(h);
  const edge = (x: number, v: number): Vec3 => [x, roof.origin[1] + roof.vAxis[1] * v, roof.origin[2] + roof.vAxis[2] * v];
  const top = Math.hypot(mid - roof.origin[2], ridge - roof.origin[1]);
  return {
    front: projectPolygon(camera, [[x0, 0, z0], [x1, 0, z0], [x1, eave, z0], [x0, eave, z0]], width, height),
    side: projectPolygon(camera, [[x1, 0, z0], [x1, 0, z1], [x1, eave, z1], [x1, ridge, mid], [x1, eave, z0]], width, height),
    gable: projectPolygon(camera, [[x1, eave, z0], [x1, eave, z1], [x1, ridge, mid]], width, height),
    roof: projectPolygon(camera, [edge(x0 - overhang, 0), edge(x1 + overhang, 0), edge(x1 + overhang, top), edge(x0 - overhang, top)], width, height),
  };
}

/** The demo house. */
export const DEMO_HOUSE: HouseSpec = {
  id: 'demo-exterior',
  width: 1280,
  height: 853,
  camera: { cx: 640, cy: 470, f: 900, height: 1.6, x: 5.2, z: 0, yaw: -0.3 },
  body: { x0: -6, x1: 3, z0: 13, z1: 21, eave: 5.6, ridge: 8.3, overhang: 0.45 },
  windows: [
    { face: 'front', u0: -5.2, u1: -3.8, v0: 0.9, v1: 2.4 },
    { face: 'front', u0: -3.2, u1: -1.8, v0: 0.9, v1: 2.4 },
    { face: 'front', u0: 0.8, u1: 2.2, v0: 0.9, v1: 2.4 },
    { face: 'front', u0: -5.2, u1: -3.8, v0: 3.5, v1: 4.9 },
    { face: 'front', u0: -2.2, u1: -0.8, v0: 3.5, v1: 4.9 },
    { face: 'front', u0: 0.8, u1: 2.2, v0: 3.5, v1: 4.9 },
    { face: 'side', u0: 15.0, u1: 16.2, v0: 3.5, v1: 4.9 },
    { face: 'side', u0: 17.5, u1: 18.7, v0: 0.9, v1: 2.4 },
  ],
  door: { face: 'front', u0: -1.0, u1: 0.0, v0: 0.15, v1: 2.35 },
  plants: [
    ...[-5.4, -4.2, -3.0, -2.0].map((x, i): FoliagePart => ({ type: 'foliage', x, y: 0.55, z: 12.4, r: 0.62, seed: 80 + i })),
    ...[1.0, 2.2].map((x, i): FoliagePart => ({ type: 'foliage', x, y: 0.55, z: 12.4, r: 0.6, seed: 90 + i })),
    { type: 'foliage', x: -10.5, y: 5.2, z: 16, r: 3.4, seed: 95 },
  ],
  materials: {
    siding: { kind: 'lap_siding', colour: [214, 204, 184], seed: 71 },
    roof: { kind: 'roof_shingles', colour: [88, 80, 76], seed: 72 },
    trim: [244, 242, 236],
    door: [92, 44, 36],
    lawn: { kind: 'grass', colour: [98, 130, 68], seed: 73 },
    drive: { kind: 'paving', colour: [176, 170, 160], seed: 74 },
  },
  sun: [-0.55, 0.72, -0.42],
};

/** Where the shutters beside a front window are (u ranges): drawn in the photo, trim in the map. */
export const SHUTTERS = (o: FacadeOpening): readonly (readonly [number, number])[] => [[o.u0 - 0.58, o.u0 - 0.14], [o.u1 + 0.14, o.u1 + 0.58]];

/** The scene map of the house photo. */
export function houseMap(h: HouseSpec): SceneMap {
  const b = new MapBuilder();
  const { width, height, camera } = h;
  b.paint(b.layer('sky'), [[0, 0], [width, 0], [width, height], [0, height]]);
  b.paint(b.layer('ground', 'ground', FLOOR_PLANE), projectPolygon(camera, [[-60, 0, 1], [60, 0, 1], [60, 0, 80], [-60, 0, 80]], width, height));
  const faces = housePolygons(h);
  b.paint(b.layer('siding', 'siding:side', sidePlane(h)), faces.side);
  b.paint(b.layer('siding', 'siding:front', frontPlane(h)), faces.front);
  b.paint(b.layer('roof', 'roof', roofPlane(h)), faces.roof);
  const trim = b.layer('trim');
  const glass = b.layer('window');
  for (const o of h.windows) {
    b.paint(trim, projectPolygon(camera, openingCorners(h, { ...o, u0: o.u0 - 0.1, u1: o.u1 + 0.1, v0: o.v0 - 0.12, v1: o.v1 + 0.1 }), width, height));
    b.paint(glass, projectPolygon(camera, openingCorners(h, o), width, height));
    if (o.face === 'front') for (const [u0, u1] of SHUTTERS(o)) b.paint(trim, projectPolygon(camera, openingCorners(h, { ...o, u0, u1 }), width, height));
  }
  const d = h.door;
  b.paint(trim, projectPolygon(camera, openingCorners(h, { ...d, u0: d.u0 - 0.15, u1: d.u1 + 0.15, v1: d.v1 + 0.15 }), width, height));
  b.paint(b.layer('door'), projectPolygon(camera, openingCorners(h, d), width, height));
  const plants = b.layer('plants');
  for (const p of h.plants) for (const leaf of leavesOf(camera, p)) b.paint(plants, leafPolygon(leaf));
  return { id: h.id, kind: 'exterior', roomType: 'facade', width, height, camera, layers: b.layers, shapes: b.shapes };
}
