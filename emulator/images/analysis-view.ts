/**
 * The small copy of an image the heuristics (analyzer, cabinet finder) look at. A fixed width
 * makes their thresholds independent of the photo's resolution.
 */
import { decodeRgb, type RgbImage } from './raw';

/** Longest side of the analysis copy. */
export const ANALYSIS_SIDE = 256;

/** Decodes `bytes` into the analysis copy (fits within 256x256, aspect kept). */
export async function loadAnalysisView(bytes: Buffer): Promise<RgbImage> {
  return decodeRgb(bytes, ANALYSIS_SIDE);
}
