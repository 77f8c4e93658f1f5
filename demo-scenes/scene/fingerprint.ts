/**
 * Recognising a known photo at any size and after re-encoding: a 16 x 12 grid of mean
 * brightness, compared by correlation (so a brighter or darker copy, a resize or a JPEG round
 * trip still match, while any other photo does not). Stored as hex, one byte per cell.
 */
import { luma } from '../color';
import type { RgbImage } from '../rgb-image';

export const GRID_COLUMNS = 16;
export const GRID_ROWS = 12;

/** Correlation a photo needs with a stored fingerprint to count as that photo. */
export const MATCH_CORRELATION = 0.985;

/** The mean luma of each grid cell, row by row. */
export function fingerprintOf(image: RgbImage): number[] {
  const cells: number[] = [];
  for (let row = 0; row < GRID_ROWS; row++) {
    const y0 = Math.floor((row * image.height) / GRID_ROWS);
    const y1 = Math.max(y0 + 1, Math.floor(((row + 1) * image.height) / GRID_ROWS));
    for (let col = 0; col < GRID_COLUMNS; col++) {
      const x0 = Math.floor((col * image.width) / GRID_COLUMNS);
      const x1 = Math.max(x0 + 1, Math.floor(((col + 1) * image.width) / GRID_COLUMNS));
      let sum = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * image.width + x) * 3;
          sum += luma(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0);
        }
      }
      cells.push(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return cells;
}

/** A fingerprint as stored: two hex digits per cell. */
export function encodeFingerprint(cells: readonly number[]): string {
  return cells.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('');
}

/** The cells of a stored fingerprint. */
export function decodeFingerprint(hex: string): number[] {
  return Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

/** Pearson correlation of two equally long lists (0 when either is flat). */
export function correlation(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i] ?? 0;
    mb += b[i] ?? 0;
  }
  ma /= n;
  mb /= n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - ma;
    const db = (b[i] ?? 0) - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa === 0 || bb === 0 ? 0 : ab / Math.sqrt(aa * bb);
}
