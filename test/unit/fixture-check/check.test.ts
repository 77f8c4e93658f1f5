/**
 * The fixture check's rules on a drawn room (#30): a plain wall with a framed window. Repainting
 * the wall or laying boards over it passes; filling the window with wall, moving it or adding a
 * door is flagged, with the region outlined where the change is.
 */
import { describe, expect, it } from 'vitest';
import { checkFixtures } from '../../../lib/fixture-check/check';
import type { FractionBox, PixelImage } from '../../../lib/fixture-check/types';

const W = 480;
const H = 320;

type Paint = (x: number, y: number) => number | undefined;

/** A grey RGB image: each painter in turn may claim a pixel. */
function draw(...painters: Paint[]): PixelImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let v = 0;
      for (const paint of painters) v = paint(x, y) ?? v;
      data.fill(v, (y * W + x) * 3, (y * W + x) * 3 + 3);
    }
  }
  return { data, width: W, height: H };
}

const wall = (grey: number): Paint => (x, y) => (y < 40 ? 235 : y > 230 ? 150 : grey + ((x * 7 + y * 13) % 3));
/** A window: a light frame with bars round a busy view (trees against the sky). */
const window = (left: number, top = 60, w = 110, h = 150): Paint => (x, y) => {
  if (x < left || x >= left + w || y < top || y >= top + h) return undefined;
  const fx = x - left;
  const fy = y - top;
  if (fx < 5 || fx >= w - 5 || fy < 5 || fy >= h - 5 || Math.abs(fx - w / 2) < 2 || Math.abs(fy - h * 0.6) < 2) return 245;
  return fy < h * 0.35 + 12 * Math.sin(fx / 6) ? 205 : 70 + ((fx * fx + fy * 3) % 53);
};
/** A panelled door with its architrave, standing on the floor line. */
const door: Paint = (x, y) => {
  if (x < 330 || x >= 400 || y < 90 || y > 230) return undefined;
  const fx = x - 330;
  const fy = y - 90;
  if (fx < 2 || fx >= 68 || fy < 2) return 120;
  if (fx < 8 || fx >= 62 || fy < 8) return 238;
  const panel = (fy > 15 && fy < 65) || (fy > 78 && fy < 135);
  return panel && (fx === 14 || fx === 56 || fy === 16 || fy === 64 || fy === 79 || fy === 134) ? 150 : 225;
};
/** Shiplap: level boards across the whole wall. */
const boards: Paint = (x, y) => (y >= 40 && y <= 230 && y % 12 === 0 ? 150 : undefined);

const overlaps = (box: FractionBox, x0: number, x1: number): boolean => box.x < x1 / W && box.x + box.w > x0 / W;

describe('checkFixtures', () => {
  const original = draw(wall(200), window(60));

  it('passes a repaint and boards laid over the wall: finishes, not fixtures', () => {
    expect(checkFixtures(original, draw(wall(170), window(60)), 'finishes').flagged).toBe(false);
    expect(checkFixtures(original, draw(wall(185), boards, window(60)), 'finishes').flagged).toBe(false);
    expect(checkFixtures(original, original, 'finishes').findings).toEqual([]);
  });

  it('passes boards laid over a narrow, door-shaped stretch of wall between two corners', () => {
    const corners: Paint = (x, y) => (y >= 40 && y <= 230 && (x === 300 || x === 301 || x === 380 || x === 381) ? 120 : undefined);
    const strip: Paint = (x, y) => (x > 302 && x < 380 ? boards(x, y) : undefined);
    const before = draw(wall(200), corners, window(60));
    expect(checkFixtures(before, draw(wall(200), strip, corners, window(60)), 'finishes').flagged).toBe(false);
  });

  it('flags a window filled with wall, outlined where the window was', () => {
    const report = checkFixtures(original, draw(wall(200)), 'finishes');
    expect(report.flagged).toBe(true);
    expect(report.findings[0]?.kind).toBe('opening-removed');
    expect(overlaps(report.findings[0]?.box ?? { x: 0, y: 0, w: 0, h: 0 }, 60, 170)).toBe(true);
  });

  it('flags a window moved along the wall as moved, outlining both places', () => {
    const report = checkFixtures(original, draw(wall(200), window(200)), 'finishes');
    expect(report.flagged).toBe(true);
    const box = report.findings[0]?.box ?? { x: 0, y: 0, w: 0, h: 0 };
    expect(report.findings[0]?.kind).toBe('opening-moved');
    expect(overlaps(box, 60, 100) && overlaps(box, 250, 310)).toBe(true);
  });

  it('flags a door added to the wall, also on a staged result (it rises above the furniture)', () => {
    for (const allowance of ['finishes', 'furnishing'] as const) {
      const report = checkFixtures(original, draw(wall(200), window(60), door), allowance);
      expect(report.findings.map((f) => f.kind), allowance).toEqual(['opening-added']);
      expect(overlaps(report.findings[0]?.box ?? { x: 0, y: 0, w: 0, h: 0 }, 330, 400)).toBe(true);
    }
  });

  it('does not compare a cropped result cell by cell', () => {
    const cropped: PixelImage = { data: new Uint8Array(300 * 300 * 3), width: 300, height: 300 };
    expect(checkFixtures(original, cropped, 'finishes').flagged).toBe(false);
  });

  it("draws the original's frame edges as upright lines for the overlay", () => {
    const { lines } = checkFixtures(original, original, 'finishes');
    const upright = lines.filter((l) => l.x0 === l.x1).map((l) => l.x0 * W);
    expect(upright.some((x) => Math.abs(x - 60) < 3)).toBe(true);
    expect(upright.some((x) => Math.abs(x - 170) < 3)).toBe(true);
  });
});
