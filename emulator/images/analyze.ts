/**
 * The analyzer's heuristic, on the analysis copy (longest side 256). Documented in the README:
 *
 * 1. Exterior when at least SKY_SHARE of the top quarter's pixels are sky blue
 *    (blue >= 110, blue >= red + 20, blue >= green). Exterior type `garden` when at least
 *    GRASS_SHARE of the bottom quarter is green (green >= red + 10 and green >= blue + 10),
 *    else `facade`.
 * 2. Otherwise interior, room type by the first rule that holds:
 *    `kitchen` (the cabinet finder's rule, see cabinets.ts); `bathroom` (mean luma >= 190 and
 *    mean saturation < 0.15: white tiles); `bedroom` (mean red - mean blue >= 25: warm light);
 *    else `living_room`.
 * 3. Suggested styles: the service styles of the same kind whose palette mid colour is nearest
 *    (RGB distance) to the photo's mean colour, 3 for `normal`, 5 for `advanced`.
 *
 * A demo listing photo the emulator knows (scene/known-scenes.ts) is classified by its map
 * instead: the demo's bathroom is a bathroom whatever its light.
 */
import { RENOVATION_STYLES } from '../service-styles/renovation-styles';
import { findCabinets } from './cabinets';
import { luma, saturation, type Rgb } from '../../demo-scenes/color';
import type { RgbImage } from './raw';
import { recogniseScene } from '../../demo-scenes/scene/known-scenes';

/** Share of sky-blue pixels in the top quarter that makes a photo an exterior. */
export const SKY_SHARE = 0.35;

/** Share of green pixels in the bottom quarter that makes an exterior a garden view. */
export const GRASS_SHARE = 0.3;

/** The analysis types. */
export const ANALYSIS_TYPES = ['normal', 'advanced'] as const;

/** One analysis type. */
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** What the heuristic concludes; the field names are the API's. */
export interface SceneFindings {
  readonly classification: 'interior' | 'exterior';
  /** A staging room type id for interiors, '' for exteriors. */
  readonly room_type: string;
  /** `facade` or `garden` for exteriors, '' for interiors. */
  readonly exterior_type: string;
  readonly renovation_styles: readonly string[];
}

/** True for an analysis type. */
export function isAnalysisType(value: string): value is AnalysisType {
  return (ANALYSIS_TYPES as readonly string[]).includes(value);
}

/** Share of pixels in rows [fromRow, toRow) for which `test` holds. */
function shareOfRows(view: RgbImage, fromRow: number, toRow: number, test: (r: number, g: number, b: number) => boolean): number {
  let hits = 0;
  let total = 0;
  for (let y = fromRow; y < toRow; y++) {
    for (let x = 0; x < view.width; x++) {
      const i = (y * view.width + x) * 3;
      if (test(view.data[i] ?? 0, view.data[i + 1] ?? 0, view.data[i + 2] ?? 0)) hits++;
      total++;
    }
  }
  return total === 0 ? 0 : hits / total;
}

const isSky = (r: number, g: number, b: number): boolean => b >= 110 && b >= r + 20 && b >= g;
const isGrass = (r: number, g: number, b: number): boolean => g >= r + 10 && g >= b + 10;

/** Mean colour, mean luma and mean saturation of the whole view. */
function averages(view: RgbImage): { mean: Rgb; luma: number; saturation: number } {
  let r = 0;
  let g = 0;
  let b = 0;
  let sat = 0;
  const n = view.width * view.height;
  for (let i = 0; i < view.data.length; i += 3) {
    const pr = view.data[i] ?? 0;
    const pg = view.data[i + 1] ?? 0;
    const pb = view.data[i + 2] ?? 0;
    r += pr;
    g += pg;
    b += pb;
    sat += saturation(pr, pg, pb);
  }
  const mean: Rgb = [r / n, g / n, b / n];
  return { mean, luma: luma(mean[0], mean[1], mean[2]), saturation: sat / n };
}

/** Style ids of `kind`, nearest palette mid colour to `mean` first. */
function nearestStyles(kind: 'interior' | 'exterior', mean: Rgb, count: number): string[] {
  const distance = (c: Rgb): number => (c[0] - mean[0]) ** 2 + (c[1] - mean[1]) ** 2 + (c[2] - mean[2]) ** 2;
  return RENOVATION_STYLES.filter((s) => s.kind === kind)
    .map((s) => ({ id: s.id, d: distance(s.palette.mid) }))
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id))
    .slice(0, count)
    .map((s) => s.id);
}

/** True when the view shows sky across its top quarter. */
export function isExterior(view: RgbImage): boolean {
  return shareOfRows(view, 0, Math.ceil(view.height / 4), isSky) >= SKY_SHARE;
}

/** Applies the heuristic to the analysis copy. Pure and deterministic. */
export function classifyScene(view: RgbImage, analysisType: AnalysisType): SceneFindings {
  const stats = averages(view);
  const styleCount = analysisType === 'advanced' ? 5 : 3;
  const known = recogniseScene(view);
  if (known) {
    const exterior = known.kind === 'exterior';
    return { classification: known.kind, room_type: exterior ? '' : known.roomType, exterior_type: exterior ? known.roomType : '', renovation_styles: nearestStyles(known.kind, stats.mean, styleCount) };
  }
  if (isExterior(view)) {
    const garden = shareOfRows(view, Math.floor((view.height * 3) / 4), view.height, isGrass) >= GRASS_SHARE;
    return { classification: 'exterior', room_type: '', exterior_type: garden ? 'garden' : 'facade', renovation_styles: nearestStyles('exterior', stats.mean, styleCount) };
  }
  const roomType =
    findCabinets(view).bands.length > 0
      ? 'kitchen'
      : stats.luma >= 190 && stats.saturation < 0.15
        ? 'bathroom'
        : stats.mean[0] - stats.mean[2] >= 25
          ? 'bedroom'
          : 'living_room';
  return { classification: 'interior', room_type: roomType, exterior_type: '', renovation_styles: nearestStyles('interior', stats.mean, styleCount) };
}
