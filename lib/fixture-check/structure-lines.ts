/**
 * The structure overlay's lines: the original's long straight edges, upright and level (window
 * and door frames, wall corners, ceiling lines seen straight on). A level camera keeps upright
 * lines upright, so runs of strong edge along one column (or row) are the lines the overlay
 * draws over the result, where a moved frame shows at a glance.
 */
import type { GreyImage } from './analysis-view';
import type { StructureLine } from './types';

/** An edge step of at least this many grey levels across two pixels. */
const EDGE = 14;
/** A line spans at least this share of the photo's height (upright) or width (level). */
const MIN_SPAN = 0.1;
/** At most this many lines: the overlay stays readable. */
const MAX_LINES = 60;

interface Run {
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

/** Runs of edge along each line of `length` cells; `edgeAt(line, i)` says whether cell i of that line is an edge. */
function runs(lines: number, length: number, minSpan: number, edgeAt: (line: number, i: number) => boolean): Run[] {
  const found: Run[] = [];
  for (let line = 0; line < lines; line++) {
    let start = -1;
    let gap = 0;
    for (let i = 0; i <= length; i++) {
      const edge = i < length && edgeAt(line, i);
      if (edge) {
        if (start < 0) start = i;
        gap = 0;
        continue;
      }
      // A pixel or two missing (a handle, JPEG noise) does not break a frame.
      if (start >= 0 && i < length && ++gap <= 2) continue;
      if (start >= 0 && i - gap - start >= minSpan) found.push({ at: line, from: start, to: i - gap });
      start = -1;
      gap = 0;
    }
  }
  return found;
}

/** Keeps the longest of runs on neighbouring lines that overlap (one edge, seen on two pixel columns). */
function distinct(found: readonly Run[]): Run[] {
  const kept: Run[] = [];
  for (const run of [...found].sort((a, b) => b.to - b.from - (a.to - a.from))) {
    if (kept.some((k) => Math.abs(k.at - run.at) <= 2 && k.from < run.to && run.from < k.to)) continue;
    kept.push(run);
  }
  return kept;
}

/** The long upright and level edges of `image`, in fractions of it, longest first. */
export function structureLines(image: GreyImage): StructureLine[] {
  const { data, width, height } = image;
  const at = (x: number, y: number): number => data[y * width + x] ?? 0;
  const across = (x: number, y: number): number => (x > 0 && x < width - 1 ? Math.abs(at(x + 1, y) - at(x - 1, y)) : 0);
  const down = (x: number, y: number): number => (y > 0 && y < height - 1 ? Math.abs(at(x, y + 1) - at(x, y - 1)) : 0);
  const upright = runs(width, height, height * MIN_SPAN, (x, y) => across(x, y) >= EDGE && across(x, y) > 1.5 * down(x, y));
  const level = runs(height, width, width * MIN_SPAN, (y, x) => down(x, y) >= EDGE && down(x, y) > 1.5 * across(x, y));
  const lines = [
    ...distinct(upright).map((r) => ({ x0: (r.at + 0.5) / width, y0: r.from / height, x1: (r.at + 0.5) / width, y1: r.to / height, length: (r.to - r.from) / height })),
    ...distinct(level).map((r) => ({ x0: r.from / width, y0: (r.at + 0.5) / height, x1: r.to / width, y1: (r.at + 0.5) / height, length: (r.to - r.from) / width })),
  ];
  return lines
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_LINES)
    .map(({ x0, y0, x1, y1 }) => ({ x0, y0, x1, y1 }));
}
