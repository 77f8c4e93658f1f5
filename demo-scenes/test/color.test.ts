/** The colour arithmetic the scenes are drawn with and the emulator's style transfer converts through. */
import { describe, expect, it } from 'vitest';
import { labToRgb, rgbToLab } from '../color';

describe('Lab conversion', () => {
  it('round-trips sRGB colours within one step', () => {
    const colours: readonly (readonly [number, number, number])[] = [
      [0, 0, 0],
      [255, 255, 255],
      [200, 30, 90],
      [12, 180, 240],
    ];
    for (const colour of colours) {
      const lab = rgbToLab(...colour);
      const back = labToRgb(...lab);
      back.forEach((c, i) => expect(Math.abs(c - (colour[i] ?? 0))).toBeLessThan(1));
    }
  });

  it('gives L=100 for white and L=0 for black', () => {
    expect(rgbToLab(255, 255, 255)[0]).toBeCloseTo(100, 1);
    expect(rgbToLab(0, 0, 0)[0]).toBeCloseTo(0, 5);
  });
});
