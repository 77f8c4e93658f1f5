/**
 * A scene map: where each surface of a photo is (walls, floor, ceiling, cabinets, siding,
 * roof...) as image polygons in painting order, which plane each lies on, and the camera. The
 * emulator keeps one for each demo listing photo; renders use it to recolour only walls, lay a
 * floor in perspective, put furniture on the floor, restyle only the cabinets.
 */
import type { Camera, Polygon } from './camera';
import type { Plane } from './plane';
import type { RoomBox } from './room';

/** The regions renders work on. */
export const REGIONS = ['ceiling', 'walls', 'floor', 'window', 'door', 'trim', 'backsplash', 'cabinets', 'countertops', 'object', 'siding', 'roof', 'ground', 'sky', 'plants'] as const;

/** One region. */
export type Region = (typeof REGIONS)[number];

/** A layer: a region and, for textured surfaces, the plane its pixels lie on. */
export interface Layer {
  readonly region: Region;
  readonly plane?: Plane;
}

/** A polygon painted with one layer's label. */
export interface Shape {
  readonly layer: number;
  readonly polygon: Polygon;
}

/** Where furniture can stand: a floor rectangle, metres (x across, z away; back is the far wall). */
export interface Stage {
  readonly left: number;
  readonly right: number;
  readonly near: number;
  readonly back: number;
  readonly ceiling: number;
}

/** Everything renders know about one photo. */
export interface SceneMap {
  readonly id: string;
  readonly kind: 'interior' | 'exterior';
  /** Staging room type id (interiors) or exterior type (`facade`, `garden`). */
  readonly roomType: string;
  readonly width: number;
  readonly height: number;
  readonly camera: Camera;
  /** Index 0 is "nothing known". */
  readonly layers: readonly Layer[];
  /** Painted in order; later shapes cover earlier ones. */
  readonly shapes: readonly Shape[];
  /** The room box, for interiors (used to place furniture against walls). */
  readonly room?: RoomBox;
  readonly stage?: Stage;
}

/** Builds layers and shapes: `add` returns the layer id for a region/plane pair (one id per distinct pair). */
export class MapBuilder {
  readonly layers: Layer[] = [{ region: 'object' }];
  readonly shapes: Shape[] = [];
  private readonly ids = new Map<string, number>();

  /** The label for `region` on `plane` (key names the plane, e.g. "walls:left"). */
  layer(region: Region, key: string = region, plane?: Plane): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.layers.length;
      this.layers.push(plane ? { region, plane } : { region });
      this.ids.set(key, id);
    }
    return id;
  }

  /** Paints `polygon` (if visible) with `layer`. */
  paint(layer: number, polygon: Polygon): void {
    if (polygon.length >= 3) this.shapes.push({ layer, polygon });
  }
}
