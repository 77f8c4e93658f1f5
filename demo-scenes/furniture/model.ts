/**
 * What furniture is made of, in world metres: boxes (seats, frames, table tops, legs),
 * upright cylinders (lamp shades, pots, round tables) and a few drawn extras (foliage, art,
 * lamp glow). Pieces are plain lists of these, so staging and the demo photos can place them
 * anywhere on a floor and one painter draws them all.
 */
import type { Rgb } from '../color';
import type { Box } from '../scene/boxes';

/** A box part, with its colour and how soft its edges look. */
export interface BoxPart {
  readonly type: 'box';
  readonly box: Box;
  readonly colour: Rgb;
  /** Corner rounding, metres (upholstery is soft, tables are crisp). */
  readonly soft: number;
  /** Casts a floor shadow (legs and raised parts do not need their own). */
  readonly shadow?: boolean;
  /** What a region map calls it: cabinet fronts and countertops are regions of their own. */
  readonly role?: 'cabinet' | 'countertop';
}

/** An upright cylinder or cone frustum standing at (x, z). */
export interface CylinderPart {
  readonly type: 'cylinder';
  readonly x: number;
  readonly z: number;
  readonly y0: number;
  readonly y1: number;
  readonly r0: number;
  readonly r1: number;
  readonly colour: Rgb;
  /** Light passes through (lamp shades glow a little). */
  readonly glow?: boolean;
  readonly shadow?: boolean;
}

/** A leafy plant crown centred at (x, y, z) with radius r. */
export interface FoliagePart {
  readonly type: 'foliage';
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly r: number;
  readonly seed: number;
}

/** A framed picture flat on the back wall (z), x0..x1, y0..y1. */
export interface ArtPart {
  readonly type: 'art';
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly z: number;
  readonly colours: readonly Rgb[];
  readonly frame: Rgb;
  readonly seed: number;
}

/** One part of a piece. */
export type Part = BoxPart | CylinderPart | FoliagePart | ArtPart;

/** The colours a style gives furniture (the staging style's). */
export interface PieceColours {
  readonly fabric: Rgb;
  readonly wood: Rgb;
  readonly accent: Rgb;
  readonly trim: Rgb;
}

/** A box part from its extents. */
export function box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, colour: Rgb, soft = 0.004, shadow = false): BoxPart {
  return { type: 'box', box: { x0, x1, y0, y1, z0, z1 }, colour, soft, shadow };
}

/** Four square legs under a rectangle, `size` thick, from the floor to `top`. */
export function legs(x0: number, x1: number, z0: number, z1: number, top: number, size: number, colour: Rgb, inset = 0.03): BoxPart[] {
  const xs = [x0 + inset, x1 - inset - size];
  const zs = [z0 + inset, z1 - inset - size];
  return xs.flatMap((x) => zs.map((z) => box(x, x + size, 0, top, z, z + size, colour)));
}

/** Scales a colour's brightness (clamped). */
export function shade(colour: Rgb, k: number): Rgb {
  return [Math.min(255, colour[0] * k), Math.min(255, colour[1] * k), Math.min(255, colour[2] * k)];
}

/** Mixes two colours. */
export function tone(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const WHITE_LINEN: Rgb = [238, 235, 228];
export const DARK_METAL: Rgb = [38, 36, 34];
export const TERRACOTTA: Rgb = [176, 106, 72];

/**
 * Turns parts a quarter around (cx, cz): `quarter` 1 turns their front (which faces the camera)
 * to the left, -1 to the right, so a chair can face the room's centre. Art is left as it is.
 */
export function turn(parts: readonly Part[], cx: number, cz: number, quarter: 1 | -1): Part[] {
  const x = (px: number, pz: number): number => cx + quarter * (pz - cz);
  const z = (px: number): number => cz - quarter * (px - cx);
  return parts.map((part): Part => {
    if (part.type === 'box') {
      const b = part.box;
      const xs = [x(b.x0, b.z0), x(b.x0, b.z1)];
      const zs = [z(b.x0), z(b.x1)];
      return { ...part, box: { ...b, x0: Math.min(...xs), x1: Math.max(...xs), z0: Math.min(...zs), z1: Math.max(...zs) } };
    }
    if (part.type === 'cylinder' || part.type === 'foliage') return { ...part, x: x(part.x, part.z), z: z(part.x) };
    return part;
  });
}
