/**
 * Bedroom, dining, office, bath and patio pieces, built like the living-room ones: boxes and
 * cylinders around a centre (cx, cz), facing the camera.
 */
import { box, DARK_METAL, legs, shade, tone, WHITE_LINEN, type Part, type PieceColours } from './model';
import { tableLamp } from './pieces';

/** A bed `w` wide (1.6 = queen) with its headboard against the wall at `wallZ`. */
export function bed(cx: number, wallZ: number, w: number, c: PieceColours): Part[] {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const z1 = wallZ - 0.04;
  const z0 = z1 - 2.1;
  const duvet = tone(c.fabric, WHITE_LINEN, 0.25);
  return [
    box(x0 - 0.05, x1 + 0.05, 0, 1.15, z1 - 0.08, z1, shade(c.wood, 0.95), 0.02),
    box(x0, x1, 0.06, 0.32, z0, z1 - 0.08, shade(c.wood, 0.85), 0.01, true),
    box(x0 + 0.02, x1 - 0.02, 0.32, 0.56, z0 + 0.02, z1 - 0.1, WHITE_LINEN, 0.04),
    box(x0 + 0.08, cx - 0.04, 0.56, 0.74, z1 - 0.55, z1 - 0.12, shade(WHITE_LINEN, 1.02), 0.06),
    box(cx + 0.04, x1 - 0.08, 0.56, 0.74, z1 - 0.55, z1 - 0.12, shade(WHITE_LINEN, 1.02), 0.06),
    box(cx - 0.3, cx + 0.3, 0.58, 0.78, z1 - 0.68, z1 - 0.56, c.accent, 0.07),
    box(x0 - 0.03, x1 + 0.03, 0.3, 0.62, z0 - 0.02, z1 - 0.62, duvet, 0.05),
    box(x0 - 0.04, x1 + 0.04, 0.28, 0.64, z0 - 0.03, z0 + 0.5, shade(c.accent, 0.95), 0.05),
  ];
}

/** A nightstand with a drawer and a lamp on it. */
export function nightstand(cx: number, wallZ: number, c: PieceColours): Part[] {
  const z1 = wallZ - 0.03;
  const z0 = z1 - 0.42;
  return [
    ...legs(cx - 0.25, cx + 0.25, z0, z1, 0.12, 0.035, shade(c.wood, 0.7)),
    box(cx - 0.25, cx + 0.25, 0.12, 0.56, z0, z1, c.wood, 0.006, true),
    box(cx - 0.21, cx + 0.21, 0.36, 0.37, z0 - 0.004, z0, shade(c.wood, 0.7)),
    box(cx - 0.05, cx + 0.05, 0.44, 0.455, z0 - 0.02, z0, c.trim),
    ...tableLamp(cx, 0.56, (z0 + z1) / 2 + 0.05, c),
  ];
}

/** A dining table. */
export function diningTable(cx: number, cz: number, w: number, d: number, c: PieceColours): Part[] {
  const x0 = cx - w / 2;
  const z0 = cz - d / 2;
  return [...legs(x0, x0 + w, z0, z0 + d, 0.72, 0.06, shade(c.wood, 0.85), 0.08), box(x0, x0 + w, 0.72, 0.77, z0, z0 + d, c.wood, 0.006, true)];
}

/** A dining chair; `backFar` puts the backrest on the far side (chairs on the near side of a table). */
export function chair(cx: number, cz: number, c: PieceColours, backFar: boolean): Part[] {
  const x0 = cx - 0.23;
  const z0 = cz - 0.23;
  const backZ = backFar ? [cz + 0.18, cz + 0.23] : [cz - 0.23, cz - 0.18];
  return [
    ...legs(x0, x0 + 0.46, z0, z0 + 0.46, 0.45, 0.035, shade(c.wood, 0.8), 0.01),
    box(x0, x0 + 0.46, 0.45, 0.5, z0, z0 + 0.46, c.fabric, 0.02, true),
    box(x0 + 0.01, x0 + 0.45, 0.5, 0.92, backZ[0] ?? 0, backZ[1] ?? 0, shade(c.fabric, 0.95), 0.02),
  ];
}

/** A pendant lamp hanging from the ceiling at `ceiling` over (x, z). */
export function pendant(x: number, z: number, ceiling: number, c: PieceColours): Part[] {
  return [
    box(x - 0.004, x + 0.004, ceiling - 0.75, ceiling, z - 0.004, z + 0.004, DARK_METAL),
    { type: 'cylinder', x, z, y0: ceiling - 0.98, y1: ceiling - 0.72, r0: 0.26, r1: 0.1, colour: shade(c.accent, 0.9), glow: true },
  ];
}

/** A desk with a monitor and a chair in front. */
export function desk(cx: number, wallZ: number, c: PieceColours): Part[] {
  const z1 = wallZ - 0.05;
  const z0 = z1 - 0.7;
  return [
    ...legs(cx - 0.7, cx + 0.7, z0, z1, 0.72, 0.045, c.trim, 0.04),
    box(cx - 0.7, cx + 0.7, 0.72, 0.76, z0, z1, c.wood, 0.005, true),
    box(cx - 0.04, cx + 0.04, 0.76, 0.95, z1 - 0.22, z1 - 0.16, DARK_METAL),
    box(cx - 0.32, cx + 0.32, 0.92, 1.28, z1 - 0.2, z1 - 0.17, [28, 30, 34], 0.006),
    box(cx - 0.3, cx + 0.3, 0.94, 1.26, z1 - 0.205, z1 - 0.2, [52, 66, 84], 0.002),
    ...chair(cx, z0 - 0.15, c, false),
  ];
}

/** A bookshelf against the wall with shelves of books. */
export function bookshelf(cx: number, wallZ: number, c: PieceColours): Part[] {
  const z1 = wallZ - 0.02;
  const z0 = z1 - 0.34;
  const parts: Part[] = [box(cx - 0.45, cx + 0.45, 0, 1.9, z0, z1, c.wood, 0.004, true)];
  for (let s = 0; s < 4; s++) {
    const y = 0.1 + s * 0.45;
    parts.push(box(cx - 0.42, cx + 0.42, y + 0.02, y + 0.42, z0 + 0.02, z0 + 0.03, shade(c.wood, 0.55)));
    for (let b = 0; b < 9; b++) {
      const bx = cx - 0.4 + b * 0.06 + (s % 2) * 0.1;
      if (bx > cx + 0.36) break;
      const h = 0.24 + ((b * 7 + s * 3) % 5) * 0.025;
      parts.push(box(bx, bx + 0.045, y + 0.02, y + 0.02 + h, z0 - 0.005, z0 + 0.02, b % 3 === 0 ? c.accent : b % 3 === 1 ? shade(c.fabric, 0.8) : [200, 190, 170]));
    }
  }
  return parts;
}

/** A bar stool. */
export function stool(x: number, z: number, c: PieceColours): Part[] {
  return [
    ...legs(x - 0.17, x + 0.17, z - 0.17, z + 0.17, 0.66, 0.025, c.trim, 0.01),
    { type: 'cylinder', x, z, y0: 0.64, y1: 0.7, r0: 0.2, r1: 0.2, colour: c.fabric, shadow: true },
  ];
}

/** A patio lounge chair: low frame, cushion, raised back. */
export function loungeChair(cx: number, cz: number, c: PieceColours): Part[] {
  return [
    ...legs(cx - 0.35, cx + 0.35, cz - 0.9, cz + 0.9, 0.25, 0.05, c.wood, 0.02),
    box(cx - 0.35, cx + 0.35, 0.25, 0.3, cz - 0.9, cz + 0.9, c.wood, 0.01, true),
    box(cx - 0.32, cx + 0.32, 0.3, 0.38, cz - 0.88, cz + 0.5, c.fabric, 0.03),
    box(cx - 0.32, cx + 0.32, 0.3, 0.85, cz + 0.5, cz + 0.75, shade(c.fabric, 0.95), 0.03),
  ];
}

/** A patio umbrella over (x, z). */
export function umbrella(x: number, z: number, c: PieceColours): Part[] {
  return [
    box(x - 0.02, x + 0.02, 0, 2.2, z - 0.02, z + 0.02, c.trim),
    { type: 'cylinder', x, z, y0: 2.0, y1: 2.35, r0: 1.3, r1: 0.05, colour: c.accent },
  ];
}

/** A bath mat and a towel ladder for a bathroom. */
export function bathSet(cx: number, cz: number, c: PieceColours): Part[] {
  return [
    box(cx - 0.4, cx + 0.4, 0, 0.015, cz - 0.25, cz + 0.25, tone(c.accent, WHITE_LINEN, 0.4), 0.01),
    box(cx + 0.9, cx + 0.93, 0, 1.6, cz + 0.4, cz + 0.44, c.wood),
    box(cx + 1.37, cx + 1.4, 0, 1.6, cz + 0.4, cz + 0.44, c.wood),
    box(cx + 0.92, cx + 1.38, 0.9, 1.25, cz + 0.38, cz + 0.46, tone(c.fabric, WHITE_LINEN, 0.5), 0.02),
  ];
}
