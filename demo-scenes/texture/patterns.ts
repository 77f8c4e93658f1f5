/**
 * Building blocks of procedural surfaces, all in surface coordinates (metres) so the same
 * pattern is right at any distance: anti-aliased grout and gap lines, running-bond grids and
 * per-cell tone variation.
 */
import { hash2, smoothstep } from './noise';

/** How much of a line of half-width `halfWidth` covers a pixel whose centre is `distance` from it (pixel size `footprint`). */
export function lineCoverage(distance: number, halfWidth: number, footprint: number): number {
  const soft = Math.max(footprint * 0.75, 1e-4);
  return 1 - smoothstep(halfWidth - soft, halfWidth + soft, distance);
}

/** A cell of a grid whose rows may be offset (running bond): its indices and the position inside it. */
export interface Cell {
  i: number;
  j: number;
  /** Position inside the cell, 0..cellWidth and 0..cellHeight. */
  lu: number;
  lv: number;
  /** Distance to the nearest cell edge, metres. */
  edge: number;
}

/** Locates (u, v) in a grid of `w` x `h` cells, each row shifted by `shift` (fraction of w) per row. */
export function gridCell(u: number, v: number, w: number, h: number, shift: number, out: Cell): Cell {
  const j = Math.floor(v / h);
  const su = u + j * shift * w;
  const i = Math.floor(su / w);
  out.i = i;
  out.j = j;
  out.lu = su - i * w;
  out.lv = v - j * h;
  out.edge = Math.min(out.lu, w - out.lu, out.lv, h - out.lv);
  return out;
}

/** A new cell record to reuse. */
export function newCell(): Cell {
  return { i: 0, j: 0, lu: 0, lv: 0, edge: 0 };
}

/** A per-cell tone multiplier around 1 (spread `amount`), stable for the cell. */
export function cellTone(cell: Cell, seed: number, amount: number): number {
  return 1 + (hash2(cell.i, cell.j, seed) - 0.5) * 2 * amount;
}

/** Mixes `value` toward `flat` as the pixel footprint grows past `detail` metres: fine patterns fade out instead of aliasing. */
export function fadeDetail(value: number, flat: number, footprint: number, detail: number): number {
  const keep = 1 - smoothstep(detail * 0.5, detail * 2, footprint);
  return flat + (value - flat) * keep;
}
