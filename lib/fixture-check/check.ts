/**
 * The fixture check (#30): does a result change the home itself — a window gone or moved, a
 * door added — rather than its finishes and furniture? Pure TypeScript on decoded pixels, so
 * the panel runs it in a worker and the tests run it in Node on the emulator's renders.
 */
import { analysisHeight, ANALYSIS_WIDTH, greyView } from './analysis-view';
import { cellGrid, typicalSpread } from './cells';
import { evidenceOf } from './evidence';
import { findingsOf } from './findings';
import { structureLines } from './structure-lines';
import type { FixtureAllowance, FixtureReport, PixelImage } from './types';

/** Results whose shape differs more than this from the original's were cropped or reframed: not comparable cell by cell. */
const ASPECT_TOLERANCE = 0.03;

/** The check's verdict on `result`, rendered from `original` with what `allowance` lets it change. */
export function checkFixtures(original: PixelImage, result: PixelImage, allowance: FixtureAllowance): FixtureReport {
  const width = ANALYSIS_WIDTH;
  const height = analysisHeight(original);
  const before = greyView(original, width, height);
  const lines = structureLines(before);
  const aspect = (image: PixelImage): number => image.width / image.height;
  if (Math.abs(aspect(result) / aspect(original) - 1) > ASPECT_TOLERANCE) return { flagged: false, findings: [], lines };
  const a = cellGrid(before);
  const b = cellGrid(greyView(result, width, height));
  // A regrade that flattens or sharpens everything is not structure lost or gained.
  const contrast = Math.min(2, Math.max(0.5, typicalSpread(b, 3) / typicalSpread(a, 3)));
  const findings = findingsOf(evidenceOf(a, b, contrast), a, b, allowance);
  return { flagged: findings.length > 0, findings, lines };
}
