/**
 * The fixture check's vocabulary (#30): what it reads (decoded pixels), what it reports (regions
 * where a fixture of the home seems changed) and the structure overlay's lines.
 */

/** Decoded pixels, row by row: RGBA (canvas ImageData) or RGB (sharp in Node); channels follow from the length. */
export interface PixelImage {
  readonly data: ArrayLike<number>;
  readonly width: number;
  readonly height: number;
}

/**
 * What the result may change besides finishes: `furnishing` for a virtually staged result
 * (furniture stands in the room, up to eye level), `finishes` for every other (paint, materials,
 * colours, detail). Derived from the result's disclosure, so no operation is named here.
 */
export type FixtureAllowance = 'finishes' | 'furnishing';

/** What seems changed. */
export type FindingKind = 'opening-removed' | 'opening-moved' | 'opening-added';

/** A rectangle in fractions of the image (0..1), so it outlines the region at any display size. */
export interface FractionBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** One region where a fixture seems changed. */
export interface FixtureFinding {
  readonly kind: FindingKind;
  readonly box: FractionBox;
  /** How strong the evidence is, 0..1 (only findings above the check's threshold are reported). */
  readonly strength: number;
}

/** A straight structural line of the original, in fractions of the image. */
export interface StructureLine {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The check's verdict on one result. */
export interface FixtureReport {
  /** True when at least one finding is strong enough to hold the result back from export. */
  readonly flagged: boolean;
  readonly findings: readonly FixtureFinding[];
  /** The original's long straight edges, for the structure overlay. */
  readonly lines: readonly StructureLine[];
}
