/**
 * Finish or fixture: a renovation may lay brick, shiplap or panelling over a whole wall, which
 * gains structure as surely as a new door does. Two tells tell them apart: a door gains
 * upright edges (stiles, architrave) where a finish gains mostly level ones (courses, boards),
 * and a door covers part of the plain surface it stands on while a finish covers all of it.
 */
import type { Blob } from './blobs';
import type { CellGrid } from './cells';
import { PLAIN } from './evidence';

/** The share of the edge strength in the result's `blob` that runs upright, 0..1. */
export function uprightShare(result: CellGrid, blob: Blob): number {
  let upright = 0;
  let total = 0;
  for (const cell of blob.cells) {
    const weight = result.spread[cell] ?? 0;
    upright += (result.upright[cell] ?? 0) * weight;
    total += weight;
  }
  return total > 0 ? upright / total : 0;
}

/**
 * How much of the plain surface the original had around `blob` gained structure in the result
 * (0..1): the plain cells connected to the blob in the original, and of those the share in
 * `gained`.
 */
export function surfaceCoverage(original: CellGrid, blob: Blob, gained: ReadonlySet<number>): number {
  const seen = new Set<number>(blob.cells);
  const stack = [...blob.cells];
  const { columns } = original;
  while (stack.length > 0) {
    const cell = stack.pop() ?? 0;
    const column = cell % columns;
    for (const next of [column > 0 ? cell - 1 : -1, column < columns - 1 ? cell + 1 : -1, cell - columns, cell + columns]) {
      if (next < 0 || next >= original.spread.length || seen.has(next) || (original.spread[next] ?? Infinity) >= PLAIN) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  let covered = 0;
  for (const cell of seen) if (gained.has(cell)) covered++;
  return covered / seen.size;
}
