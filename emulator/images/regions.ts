/**
 * Where in a photo each installation location is assumed to be. Real photos vary; a fixed,
 * documented layout (straight-on shot, ceiling at the top, floor at the bottom) keeps the
 * emulator deterministic and lets test images be drawn to match.
 */

/** The installation locations the spec lists for materials. */
export const INSTALLATION_LOCATIONS = ['FLOORS', 'KITCHEN_CABINETS', 'COUNTERTOPS', 'BACKSPLASH', 'WALLS', 'EXTERIOR_SIDING', 'CEILING'] as const;

/** One installation location. */
export type InstallationLocation = (typeof INSTALLATION_LOCATIONS)[number];

/** A rectangle as fractions of the image (0..1), top-left inclusive, bottom-right exclusive. */
export interface FractionRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A rectangle in pixels. */
export interface PixelRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The lower cabinet run of a kitchen shot: where cabinets are looked for and recoloured. */
export const LOWER_CABINET_BAND: FractionRect = { x0: 0.05, y0: 0.56, x1: 0.95, y1: 0.85 };

/** Wall cabinets above the counter, recoloured too when they show cabinet evidence. */
export const UPPER_CABINET_BAND: FractionRect = { x0: 0.05, y0: 0.12, x1: 0.95, y1: 0.38 };

/** The band each material location covers. */
export const LOCATION_BANDS: Readonly<Record<InstallationLocation, FractionRect>> = {
  CEILING: { x0: 0, y0: 0, x1: 1, y1: 0.15 },
  WALLS: { x0: 0, y0: 0.15, x1: 1, y1: 0.42 },
  BACKSPLASH: { x0: 0.05, y0: 0.42, x1: 0.95, y1: 0.52 },
  COUNTERTOPS: { x0: 0.05, y0: 0.52, x1: 0.95, y1: 0.56 },
  KITCHEN_CABINETS: LOWER_CABINET_BAND,
  FLOORS: { x0: 0, y0: 0.78, x1: 1, y1: 1 },
  EXTERIOR_SIDING: { x0: 0.1, y0: 0.3, x1: 0.9, y1: 0.8 },
};

/** True for a known installation location. */
export function isInstallationLocation(value: string): value is InstallationLocation {
  return (INSTALLATION_LOCATIONS as readonly string[]).includes(value);
}

/** A fraction rectangle in pixels of a `width` x `height` image, at least one pixel each way. */
export function toPixels(rect: FractionRect, width: number, height: number): PixelRect {
  const left = Math.min(width - 1, Math.floor(rect.x0 * width));
  const top = Math.min(height - 1, Math.floor(rect.y0 * height));
  const right = Math.max(left + 1, Math.min(width, Math.ceil(rect.x1 * width)));
  const bottom = Math.max(top + 1, Math.min(height, Math.ceil(rect.y1 * height)));
  return { left, top, width: right - left, height: bottom - top };
}
