/**
 * The cabinet finder: the documented rule that decides whether a photo shows kitchen cabinets.
 *
 * Rule: cabinet doors make many sharp vertical edges (door gaps, handles) in a run along the
 * wall. In the analysis copy (longest side 256), count horizontally adjacent pixel pairs whose
 * luma differs by at least EDGE_STEP inside a cabinet band. A band holds cabinets when that
 * count is at least EDGE_DENSITY of the band's pairs. A photo is a kitchen when its lower band
 * (56%..85% of the height, 5%..95% of the width) holds cabinets and it is not an exterior.
 */
import { luma } from '../../demo-scenes/color';
import { LOWER_CABINET_BAND, UPPER_CABINET_BAND, toPixels, type FractionRect } from './regions';
import type { RgbImage } from './raw';

/** Luma step (0..255) that counts as a sharp edge. */
export const EDGE_STEP = 40;

/** Share of edge pairs a band needs to count as cabinets. */
export const EDGE_DENSITY = 0.03;

/** What the finder saw. */
export interface CabinetFindings {
  /** Edge density of the lower band (0..1). */
  readonly lowerDensity: number;
  /** Edge density of the upper band (0..1). */
  readonly upperDensity: number;
  /** Bands that hold cabinets, lower first; empty when there are none. */
  readonly bands: readonly FractionRect[];
}

/** Share of horizontally adjacent pixel pairs in `band` whose luma differs by at least EDGE_STEP. */
export function verticalEdgeDensity(view: RgbImage, band: FractionRect): number {
  const rect = toPixels(band, view.width, view.height);
  let edges = 0;
  let pairs = 0;
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    let i = (y * view.width + rect.left) * 3;
    let previous = luma(view.data[i] ?? 0, view.data[i + 1] ?? 0, view.data[i + 2] ?? 0);
    for (let x = 1; x < rect.width; x++) {
      i += 3;
      const current = luma(view.data[i] ?? 0, view.data[i + 1] ?? 0, view.data[i + 2] ?? 0);
      if (Math.abs(current - previous) >= EDGE_STEP) edges++;
      pairs++;
      previous = current;
    }
  }
  return pairs === 0 ? 0 : edges / pairs;
}

/**
 * Looks for cabinets in the analysis copy. The upper band only counts when the lower one does,
 * because wall cabinets without base cabinets are more likely shelves or windows.
 */
export function findCabinets(view: RgbImage): CabinetFindings {
  const lowerDensity = verticalEdgeDensity(view, LOWER_CABINET_BAND);
  const upperDensity = verticalEdgeDensity(view, UPPER_CABINET_BAND);
  const bands: FractionRect[] = [];
  if (lowerDensity >= EDGE_DENSITY) {
    bands.push(LOWER_CABINET_BAND);
    if (upperDensity >= EDGE_DENSITY) bands.push(UPPER_CABINET_BAND);
  }
  return { lowerDensity, upperDensity, bands };
}
