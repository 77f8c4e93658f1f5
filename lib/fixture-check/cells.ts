/**
 * The analysis copy cut into small square cells, each summarised by how much structure it holds:
 * the spread of its grey levels. A plain stretch of wall has almost none; a window (frame, bars,
 * the view) or a door (architrave, panels) has plenty. Comparing the two images cell by cell
 * says where structure was lost or gained, whatever the colours did.
 */
import type { GreyImage } from './analysis-view';

/** Cell side, analysis pixels. */
export const CELL = 8;

/** Per-cell structure of one image. */
export interface CellGrid {
  readonly columns: number;
  readonly rows: number;
  /** Standard deviation of grey within each cell, row by row. */
  readonly spread: Float32Array;
  /** Mean grey of each cell. */
  readonly mean: Float32Array;
  /** Of each cell's edge strength, the share across columns (vertical edges: door and window sides), 0..1. */
  readonly upright: Float32Array;
}

/** The cells of `image` (partial cells at the right and bottom edges are dropped). */
export function cellGrid(image: GreyImage): CellGrid {
  const columns = Math.floor(image.width / CELL);
  const rows = Math.floor(image.height / CELL);
  const spread = new Float32Array(columns * rows);
  const mean = new Float32Array(columns * rows);
  const upright = new Float32Array(columns * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      let sum = 0;
      let squares = 0;
      let across = 0;
      let down = 0;
      for (let y = r * CELL; y < (r + 1) * CELL; y++) {
        for (let x = c * CELL; x < (c + 1) * CELL; x++) {
          const p = y * image.width + x;
          const v = image.data[p] ?? 0;
          sum += v;
          squares += v * v;
          if (x + 1 < image.width) across += Math.abs((image.data[p + 1] ?? 0) - v);
          if (y + 1 < image.height) down += Math.abs((image.data[p + image.width] ?? 0) - v);
        }
      }
      upright[r * columns + c] = across / Math.max(1e-6, across + down);
      const n = CELL * CELL;
      const m = sum / n;
      mean[r * columns + c] = m;
      spread[r * columns + c] = Math.sqrt(Math.max(0, squares / n - m * m));
    }
  }
  return { columns, rows, spread, mean, upright };
}

/** The median of the spreads above `floor`: how contrasty this image's structure is overall. */
export function typicalSpread(grid: CellGrid, floor: number): number {
  const values = Array.from(grid.spread).filter((v) => v > floor).sort((a, b) => a - b);
  return values[values.length >> 1] ?? floor;
}
