/**
 * Where structure was lost or gained between the original and the result, cell by cell, and
 * grouped into candidate regions with their evidence. Colours are free to change (a renovation
 * repaints, a style transfer regrades); what counts is a cell that held a fixture's structure
 * (frame, bars, the view, panels) going plain, or plain wall gaining it.
 */
import { blobsOf, type Blob } from './blobs';
import type { CellGrid } from './cells';

/** Thresholds on a cell's grey spread (analysis grey levels). */
export const STRUCTURED = 7;
export const PLAIN = 4.5;

/** A candidate region: lost or gained structure, its cells and how strong the change is. */
export interface Evidence {
  readonly change: 'lost' | 'gained';
  readonly blob: Blob;
  /** Sum over the region's cells of each cell's change, capped at 1 a cell. */
  readonly weight: number;
}

/** How much a cell went from structured (`before`) to plain (`after`), 0..1. */
function drop(before: number, after: number): number {
  if (before < STRUCTURED || after > PLAIN || after * 3 > before) return 0;
  return Math.min(1, (before - after * 2) / 16);
}

/**
 * The lost and gained regions between grids `a` (original) and `b` (result). `contrast` is the
 * result's overall structure relative to the original's: a regrade that flattens everything
 * must not read as structure lost.
 */
export function evidenceOf(a: CellGrid, b: CellGrid, contrast: number): Evidence[] {
  const lost = new Float32Array(a.spread.length);
  const gained = new Float32Array(a.spread.length);
  for (let i = 0; i < lost.length; i++) {
    const before = a.spread[i] ?? 0;
    const after = (b.spread[i] ?? 0) / contrast;
    lost[i] = drop(before, after);
    gained[i] = drop(after, before);
  }
  const regions = (weights: Float32Array, change: Evidence['change']): Evidence[] =>
    blobsOf(Uint8Array.from(weights, (w) => (w > 0 ? 1 : 0)), a.columns).map((blob) => ({ change, blob, weight: blob.cells.reduce((sum, cell) => sum + (weights[cell] ?? 0), 0) }));
  return [...regions(lost, 'lost'), ...regions(gained, 'gained')];
}
