/**
 * Living-room pieces, each built from boxes and cylinders around a centre (cx, cz) on the floor,
 * facing the camera (front at the smaller z). Proportions are real furniture's, in metres.
 */
import type { Rgb } from '../color';
import { hash2 } from '../texture/noise';
import { box, DARK_METAL, legs, shade, TERRACOTTA, tone, WHITE_LINEN, type Part, type PieceColours } from './model';

/** A sofa `w` wide with `seats` cushions: legs, base, seat and back cushions, arms, throw pillows. */
export function sofa(cx: number, cz: number, w: number, c: PieceColours, seats = 3): Part[] {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const z0 = cz - 0.47;
  const z1 = cz + 0.47;
  const arm = 0.17;
  const fabric = c.fabric;
  const seatW = (w - 2 * arm) / seats;
  const parts: Part[] = [...legs(x0 + 0.04, x1 - 0.04, z0 + 0.04, z1 - 0.04, 0.09, 0.045, c.trim), box(x0 + 0.02, x1 - 0.02, 0.09, 0.3, z0 + 0.02, z1, shade(fabric, 0.86), 0.02, true)];
  parts.push(box(x0 + arm - 0.02, x1 - arm + 0.02, 0.3, 0.86, z1 - 0.24, z1, shade(fabric, 0.92), 0.04));
  for (let i = 0; i < seats; i++) {
    const sx = x0 + arm + i * seatW;
    parts.push(box(sx + 0.01, sx + seatW - 0.01, 0.44, 0.78, z1 - 0.38, z1 - 0.2, shade(fabric, 1.02), 0.05));
    parts.push(box(sx + 0.008, sx + seatW - 0.008, 0.3, 0.46, z0 + 0.03, z1 - 0.2, fabric, 0.045));
  }
  parts.push(box(x0, x0 + arm, 0.09, 0.63, z0, z1, shade(fabric, 0.95), 0.05));
  parts.push(box(x1 - arm, x1, 0.09, 0.63, z0, z1, shade(fabric, 0.95), 0.05));
  if (seats === 1) return [...parts, box(cx - 0.2, cx + 0.2, 0.46, 0.82, z1 - 0.42, z1 - 0.3, c.accent, 0.07)];
  parts.push(box(x0 + arm + 0.06, x0 + arm + 0.5, 0.46, 0.86, z1 - 0.42, z1 - 0.3, c.accent, 0.07));
  parts.push(box(x1 - arm - 0.5, x1 - arm - 0.06, 0.46, 0.86, z1 - 0.42, z1 - 0.3, c.accent, 0.07));
  return parts;
}

/** A lounge armchair, 0.85 m wide. */
export function armchair(cx: number, cz: number, c: PieceColours): Part[] {
  return sofa(cx, cz, 0.85, c, 1);
}

/** A low coffee table: a thick top on four legs. */
export function coffeeTable(cx: number, cz: number, w: number, d: number, c: PieceColours): Part[] {
  const x0 = cx - w / 2;
  const z0 = cz - d / 2;
  return [...legs(x0, x0 + w, z0, z0 + d, 0.38, 0.04, shade(c.wood, 0.8), 0.05), box(x0, x0 + w, 0.36, 0.42, z0, z0 + d, c.wood, 0.006, true), box(cx - 0.12, cx + 0.1, 0.42, 0.47, cz - 0.08, cz + 0.1, shade(c.accent, 0.9), 0.01)];
}

/** A rug: a border in the accent, a field in a light tone of the fabric, a thin inner line. */
export function rug(x0: number, x1: number, z0: number, z1: number, c: PieceColours): Part[] {
  const field = tone(c.fabric, [236, 230, 220], 0.55);
  const border = tone(c.accent, field, 0.2);
  const inner = 0.12;
  return [
    box(x0, x1, 0, 0.008, z0, z1, border, 0.004),
    box(x0 + inner, x1 - inner, 0.008, 0.01, z0 + inner, z1 - inner, field, 0.002),
    box(x0 + inner + 0.1, x1 - inner - 0.1, 0.01, 0.011, z0 + inner + 0.1, z1 - inner - 0.1, shade(border, 1.08), 0.002),
    box(x0 + inner + 0.13, x1 - inner - 0.13, 0.011, 0.012, z0 + inner + 0.13, z1 - inner - 0.13, shade(field, 1.02), 0.002),
  ];
}

/** A floor lamp: a disc base, a thin pole and a drum shade that glows. */
export function floorLamp(x: number, z: number, c: PieceColours): Part[] {
  return [
    { type: 'cylinder', x, z, y0: 0, y1: 0.03, r0: 0.16, r1: 0.16, colour: c.trim, shadow: true },
    box(x - 0.012, x + 0.012, 0.03, 1.38, z - 0.012, z + 0.012, c.trim),
    { type: 'cylinder', x, z, y0: 1.32, y1: 1.62, r0: 0.22, r1: 0.18, colour: tone(c.accent, [250, 244, 228], 0.7), glow: true },
  ];
}

/** A table lamp standing on a surface at height y. */
export function tableLamp(x: number, y: number, z: number, c: PieceColours): Part[] {
  return [
    { type: 'cylinder', x, z, y0: y, y1: y + 0.26, r0: 0.07, r1: 0.05, colour: shade(c.accent, 0.9) },
    { type: 'cylinder', x, z, y0: y + 0.24, y1: y + 0.46, r0: 0.16, r1: 0.12, colour: [246, 240, 226], glow: true },
  ];
}

/** A potted plant, crown radius scaled by `size` (1 = a 1.3 m fiddle-leaf fig). */
export function plant(x: number, z: number, size: number, seed: number, pot: Rgb = TERRACOTTA): Part[] {
  const crown = 0.42 * size;
  return [
    { type: 'cylinder', x, z, y0: 0, y1: 0.38 * size, r0: 0.15 * size, r1: 0.19 * size, colour: pot, shadow: true },
    box(x - 0.015, x + 0.015, 0.35 * size, 0.8 * size, z - 0.015, z + 0.015, [92, 70, 48]),
    { type: 'foliage', x, y: 0.55 * size + crown, z, r: crown, seed },
  ];
}

/** A small round side table. */
export function sideTable(x: number, z: number, c: PieceColours): Part[] {
  return [
    { type: 'cylinder', x, z, y0: 0, y1: 0.5, r0: 0.05, r1: 0.05, colour: shade(c.wood, 0.8) },
    { type: 'cylinder', x, z, y0: 0.47, y1: 0.52, r0: 0.25, r1: 0.25, colour: c.wood, shadow: true },
    { type: 'cylinder', x, z, y0: 0, y1: 0.03, r0: 0.18, r1: 0.18, colour: shade(c.wood, 0.8) },
  ];
}

/** A framed abstract picture on the back wall at z, centred at (cx, cy). */
export function art(cx: number, cy: number, w: number, h: number, z: number, c: PieceColours, seed: number): Part[] {
  const hue = hash2(seed, 1, 3);
  const colours: Rgb[] = [tone(c.accent, WHITE_LINEN, 0.2 + hue * 0.3), tone(c.fabric, WHITE_LINEN, 0.5), tone(c.wood, [30, 30, 30], 0.2), [240, 236, 228]];
  return [{ type: 'art', x0: cx - w / 2, x1: cx + w / 2, y0: cy - h / 2, y1: cy + h / 2, z, colours, frame: shade(c.trim, 0.9), seed }];
}

/** A low media console against the wall. */
export function console(cx: number, cz: number, w: number, c: PieceColours): Part[] {
  const x0 = cx - w / 2;
  return [...legs(x0, x0 + w, cz - 0.2, cz + 0.2, 0.12, 0.04, DARK_METAL), box(x0, x0 + w, 0.12, 0.55, cz - 0.2, cz + 0.2, c.wood, 0.006, true), box(x0 + w / 2 - 0.005, x0 + w / 2 + 0.005, 0.15, 0.52, cz - 0.205, cz - 0.2, shade(c.wood, 0.6))];
}

/**
 * A pleated curtain hanging beside a window on a side wall at x (`wallX`, the wall's x; `inward`
 * +1 for the left wall, -1 for the right), from z0 to z1: strips in two shades read as folds.
 */
export function curtain(wallX: number, inward: 1 | -1, z0: number, z1: number, top: number, colour: Rgb): Part[] {
  const strips = 7;
  const w = (z1 - z0) / strips;
  return Array.from({ length: strips }, (_, i) => {
    const depth = i % 2 === 0 ? 0.12 : 0.08;
    const [x0, x1] = inward === 1 ? [wallX + 0.03, wallX + depth] : [wallX - depth, wallX - 0.03];
    return box(x0, x1, 0.03, top, z0 + i * w, z0 + (i + 1) * w, shade(colour, i % 2 === 0 ? 1.02 : 0.86), 0.01);
  });
}
