/** Deterministic numbers from text, so the same guidance or request always looks and waits the same. */
import { createHash } from 'node:crypto';
import { hslToRgb, type Rgb } from '../../demo-scenes/color';

/** A stable unsigned 32-bit number for any text. */
export function hash32(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The tint guidance text stands for: hue from its hash, fixed saturation and lightness. */
export function guidanceTint(guidance: string): Rgb {
  return hslToRgb(hash32(guidance.trim().toLowerCase()) % 360, 0.65, 0.5);
}
