/**
 * From lost and gained structure to findings: strong evidence only, and only what the result
 * may not change. Every rule below was measured against the emulator's altered renders of the
 * demo rooms (test/unit/fixture-check/rates.test.ts); the comments say what each one excludes.
 */
import type { Blob } from './blobs';
import type { CellGrid } from './cells';
import type { Evidence } from './evidence';
import { surfaceCoverage, uprightShare } from './surface';
import type { FixtureAllowance, FixtureFinding, FractionBox } from './types';

/** Lost structure weighing this much (cells, each up to 1) is a fixture gone. */
export const LOST_WEIGHT = 5;
/** Gained structure weighing this much, door-shaped, is a fixture added. */
export const GAINED_WEIGHT = 6;
/** Gained structure beside a lost opening weighing this much: the opening moved. */
const MOVED_WEIGHT = 2.5;
/** Below this row share the photo shows floor: finishes and furniture change it freely. */
const FLOOR_FROM = 0.6;
/** Staged furniture stays below eye level; a new door rises above it (a level camera's horizon sits near the middle). */
const STAGED_TOP_BELOW = 0.36;
/** A finish covers the surface it is laid on; a door covers part of it. */
const FINISH_COVERAGE = 0.78;
/** A door's edges run upright; brick courses and boards run level. */
const DOOR_UPRIGHT = 0.42;

const rowsOf = (b: Blob): number => b.r1 - b.r0 + 1;
const columnsOf = (b: Blob): number => b.c1 - b.c0 + 1;

/** An area, not a line: a wall meeting the ceiling that lost its edge is one row of cells. */
function isArea(blob: Blob): boolean {
  return rowsOf(blob) >= 3 && columnsOf(blob) >= 2;
}

/** Above the floor: the floor's finish and what stands on it are the result's to change. */
function aboveFloor(blob: Blob, grid: CellGrid): boolean {
  return blob.r0 < grid.rows * FLOOR_FROM;
}

/** Tall and narrow like a door, at least a fifth of the photo high. */
function doorShaped(blob: Blob, grid: CellGrid): boolean {
  return rowsOf(blob) / columnsOf(blob) >= 1.4 && columnsOf(blob) <= grid.columns * 0.25 && rowsOf(blob) >= grid.rows * 0.2;
}

/** The box of some cells' blobs, in fractions of the grid. */
function boxOf(blobs: readonly Blob[], grid: CellGrid): FractionBox {
  const c0 = Math.min(...blobs.map((b) => b.c0));
  const c1 = Math.max(...blobs.map((b) => b.c1));
  const r0 = Math.min(...blobs.map((b) => b.r0));
  const r1 = Math.max(...blobs.map((b) => b.r1));
  return { x: c0 / grid.columns, y: r0 / grid.rows, w: (c1 - c0 + 1) / grid.columns, h: (r1 - r0 + 1) / grid.rows };
}

const strengthOf = (weight: number, threshold: number): number => Math.min(1, weight / (threshold * 4));

/** True when `gained` sits beside `lost` on the same rows: the opening moved rather than went. */
function besides(lost: Blob, gained: Blob): boolean {
  const shared = Math.min(lost.r1, gained.r1) - Math.max(lost.r0, gained.r0) + 1;
  const gap = Math.max(gained.c0 - lost.c1, lost.c0 - gained.c1);
  return shared >= 0.5 * Math.min(rowsOf(lost), rowsOf(gained)) && gap <= Math.max(3, columnsOf(lost));
}

/** The findings for one result. `original` and `result` are the two cell grids. */
export function findingsOf(evidence: readonly Evidence[], original: CellGrid, result: CellGrid, allowance: FixtureAllowance): FixtureFinding[] {
  const candidates = evidence.filter((e) => isArea(e.blob) && aboveFloor(e.blob, original));
  const gainedCells = new Set(evidence.filter((e) => e.change === 'gained').flatMap((e) => e.blob.cells));
  const lost = candidates.filter((e) => e.change === 'lost' && e.weight >= LOST_WEIGHT);
  const added = candidates.filter(
    (e) =>
      e.change === 'gained' &&
      e.weight >= GAINED_WEIGHT &&
      doorShaped(e.blob, original) &&
      (allowance !== 'furnishing' || e.blob.r0 < original.rows * STAGED_TOP_BELOW) &&
      uprightShare(result, e.blob) >= DOOR_UPRIGHT &&
      surfaceCoverage(original, e.blob, gainedCells) < FINISH_COVERAGE,
  );
  const findings: FixtureFinding[] = [];
  const usedGained = new Set<Evidence>();
  for (const gone of lost) {
    // The opening's new place often shows in pieces (behind curtains, cut by furniture): the pieces count together.
    const beside = evidence.filter((e) => e.change === 'gained' && aboveFloor(e.blob, original) && besides(gone.blob, e.blob));
    const moved = beside.reduce((sum, e) => sum + e.weight, 0) >= MOVED_WEIGHT;
    if (moved) for (const e of beside) usedGained.add(e);
    findings.push({ kind: moved ? 'opening-moved' : 'opening-removed', box: boxOf([gone.blob, ...(moved ? beside.map((e) => e.blob) : [])], original), strength: strengthOf(gone.weight, LOST_WEIGHT) });
  }
  for (const door of added) if (!usedGained.has(door)) findings.push({ kind: 'opening-added', box: boxOf([door.blob], original), strength: strengthOf(door.weight, GAINED_WEIGHT) });
  return findings.sort((a, b) => b.strength - a.strength);
}
