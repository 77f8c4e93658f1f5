/**
 * A room as the demo photos are built from it, and the map a render reads back from it: the
 * box, camera, openings, furniture and the materials it was drawn in. One description serves
 * both, so the emulator knows exactly where the demo photo's walls and floor are.
 */
import type { Rgb } from '../color';
import type { Part } from '../furniture/model';
import type { SurfaceMaterial } from '../texture/surfaces';
import type { Camera, Vec3 } from './camera';
import type { RoomBox, WallRect } from './room';

/** Which materials and colours the demo photo draws the room in. */
export interface RoomMaterials {
  readonly floor: SurfaceMaterial;
  readonly walls: SurfaceMaterial;
  readonly ceiling: Rgb;
  readonly trim: Rgb;
  readonly backsplash?: SurfaceMaterial;
}

/** One demo room. */
export interface RoomSpec {
  readonly id: string;
  /** Staging room type id the analyzer reports for it. */
  readonly roomType: string;
  readonly width: number;
  readonly height: number;
  readonly camera: Camera;
  readonly room: RoomBox;
  readonly windows: readonly WallRect[];
  readonly doors: readonly WallRect[];
  readonly backsplash: readonly WallRect[];
  /** Furniture, cabinets and fittings, in the world. */
  readonly parts: readonly Part[];
  readonly materials: RoomMaterials;
  /** Direction toward the sun (through the windows), for the light patches. */
  readonly sun: Vec3;
}

/** Skirting boards: 9 cm high along each wall's foot. */
export const BASEBOARD_HEIGHT = 0.09;
