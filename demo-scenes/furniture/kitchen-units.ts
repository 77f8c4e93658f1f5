/**
 * Kitchen fittings: base and wall cabinet runs with shaker doors and handles, a countertop, a
 * range with a hood, a fridge and an island. Cabinet carcasses and doors carry the `cabinet`
 * role and tops the `countertop` role, so a kitchen's map knows exactly which pixels are cabinets.
 */
import type { Rgb } from '../color';
import { box, shade, type BoxPart, type Part } from './model';

const STEEL: Rgb = [178, 182, 184];
const HANDLE: Rgb = [58, 56, 54];

/** Shaker doors across a cabinet front at z, from x0 to x1, each about `doorW` wide. */
function doors(x0: number, x1: number, y0: number, y1: number, z: number, colour: Rgb, doorW: number): Part[] {
  const count = Math.max(1, Math.round((x1 - x0) / doorW));
  const w = (x1 - x0) / count;
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) {
    const a = x0 + i * w + 0.004;
    const b = a + w - 0.008;
    parts.push(cab(a, b, y0 + 0.004, y1 - 0.004, z - 0.02, z, colour));
    parts.push(cab(a + 0.07, b - 0.07, y0 + 0.08, y1 - 0.08, z - 0.024, z - 0.02, shade(colour, 0.94)));
    const hx = i % 2 === 0 ? b - 0.05 : a + 0.035;
    const [hy0, hy1] = y1 - y0 > 0.5 && y0 > 1 ? [y0 + 0.06, y0 + 0.2] : [y1 - 0.2, y1 - 0.06];
    parts.push(box(hx, hx + 0.014, hy0, hy1, z - 0.05, z - 0.024, HANDLE));
  }
  return parts;
}

const cab = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, colour: Rgb): BoxPart => ({ ...box(x0, x1, y0, y1, z0, z1, colour, 0.002), role: 'cabinet' });
const top = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, colour: Rgb): BoxPart => ({ ...box(x0, x1, y0, y1, z0, z1, colour, 0.002, true), role: 'countertop' });

/** Base cabinets against the wall at wallZ from x0 to x1, with a countertop; a gap for the range at rangeX (0.76 wide). */
export function baseRun(x0: number, x1: number, wallZ: number, colour: Rgb, counter: Rgb, rangeX: number): Part[] {
  const z0 = wallZ - 0.6;
  const parts: Part[] = [];
  const spans: [number, number][] = [[x0, rangeX - 0.38], [rangeX + 0.38, x1]];
  for (const [a, b] of spans) {
    if (b - a < 0.1) continue;
    parts.push(box(a, b, 0, 0.1, z0 + 0.06, wallZ, shade(colour, 0.35)));
    parts.push(cab(a, b, 0.1, 0.88, z0, wallZ, shade(colour, 0.92)));
    parts.push(...doors(a, b, 0.1, 0.88, z0, colour, 0.6));
    parts.push(top(a - 0.02, b + 0.02, 0.88, 0.92, z0 - 0.04, wallZ, counter));
  }
  return [...parts, ...range(rangeX, wallZ)];
}

/** A freestanding range: steel body, dark oven door, cooktop. */
function range(x: number, wallZ: number): Part[] {
  const z0 = wallZ - 0.64;
  return [
    box(x - 0.38, x + 0.38, 0, 0.91, z0, wallZ, STEEL, 0.003, true),
    box(x - 0.32, x + 0.32, 0.18, 0.66, z0 - 0.012, z0, [34, 34, 36], 0.004),
    box(x - 0.3, x + 0.3, 0.7, 0.73, z0 - 0.03, z0 - 0.012, [60, 60, 62]),
    box(x - 0.36, x + 0.36, 0.91, 0.93, z0 + 0.02, wallZ - 0.02, [28, 28, 30]),
  ];
}

/** Wall cabinets from x0 to x1 (leaving room for the hood over the range) and the hood. */
export function wallRun(x0: number, x1: number, wallZ: number, colour: Rgb, rangeX: number): Part[] {
  const z0 = wallZ - 0.34;
  const parts: Part[] = [];
  for (const [a, b] of [[x0, rangeX - 0.45], [rangeX + 0.45, x1]] as const) {
    if (b - a < 0.1) continue;
    parts.push(cab(a, b, 1.45, 2.2, z0, wallZ, shade(colour, 0.92)));
    parts.push(...doors(a, b, 1.45, 2.2, z0, colour, 0.5));
  }
  parts.push(box(rangeX - 0.45, rangeX + 0.45, 1.55, 1.72, wallZ - 0.5, wallZ, STEEL, 0.003));
  parts.push(box(rangeX - 0.16, rangeX + 0.16, 1.72, 2.3, wallZ - 0.3, wallZ, STEEL, 0.003));
  return parts;
}

/** A tall fridge standing against the wall at x. */
export function fridge(x: number, wallZ: number): Part[] {
  const z0 = wallZ - 0.7;
  return [
    box(x - 0.45, x + 0.45, 0, 1.95, z0, wallZ, STEEL, 0.004, true),
    box(x - 0.004, x + 0.004, 0.05, 1.9, z0 - 0.005, z0, [110, 112, 114]),
    box(x - 0.06, x - 0.045, 0.9, 1.5, z0 - 0.05, z0 - 0.005, [90, 92, 94]),
    box(x + 0.045, x + 0.06, 0.9, 1.5, z0 - 0.05, z0 - 0.005, [90, 92, 94]),
  ];
}

/** A kitchen island centred at (cx, cz): cabinet front facing the camera and a thick top. */
export function island(cx: number, cz: number, w: number, colour: Rgb, counter: Rgb): Part[] {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const z0 = cz - 0.45;
  return [
    box(x0 + 0.05, x1 - 0.05, 0, 0.1, z0 + 0.06, cz + 0.45, shade(colour, 0.35)),
    cab(x0, x1, 0.1, 0.88, z0, cz + 0.45, shade(colour, 0.92)),
    ...doors(x0, x1, 0.1, 0.88, z0, colour, 0.5),
    top(x0 - 0.06, x1 + 0.06, 0.88, 0.93, z0 - 0.1, cz + 0.5, counter),
  ];
}
