import { describe, expect, it } from 'vitest';
import { encodeWithinCap, fittedSize, JPEG_QUALITY, JPEG_QUALITY_STEPS, mustReencode, PORTAL_BYTE_CAP } from '../../../lib/export/encoding';

/** A stub encoder: the size each quality gives (bigger at higher quality), and the qualities it was asked for. */
function encoder(sizeAt: (quality: number) => number): { encode: (quality: number) => Promise<{ size: number; quality: number }>; asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    encode: (quality) => {
      asked.push(quality);
      return Promise.resolve({ size: sizeAt(quality), quality });
    },
  };
}

describe('encodeWithinCap', () => {
  it('keeps the first, highest quality when it is within the cap (one encoding)', async () => {
    const { encode, asked } = encoder(() => 2_500_000);
    const result = await encodeWithinCap(encode);
    expect(result).toMatchObject({ quality: JPEG_QUALITY, withinCap: true });
    expect(asked).toEqual([0.92]);
  });

  it('steps down until the encoding fits the 4 MB cap', async () => {
    const sizes = new Map([[0.92, 9_000_000], [0.86, 6_100_000], [0.8, 3_900_000], [0.72, 2_800_000]]);
    const { encode, asked } = encoder((q) => sizes.get(q) ?? 0);
    const result = await encodeWithinCap(encode);
    expect(asked).toEqual([0.92, 0.86, 0.8]);
    expect(result.quality).toBe(0.8);
    expect(result.encoded.size).toBeLessThanOrEqual(PORTAL_BYTE_CAP);
    expect(result.withinCap).toBe(true);
  });

  it('accepts exactly the cap', async () => {
    const { encode } = encoder(() => PORTAL_BYTE_CAP);
    expect((await encodeWithinCap(encode)).withinCap).toBe(true);
  });

  it('stops after the last step, answering the smallest encoding and saying it is over the cap', async () => {
    const { encode, asked } = encoder((q) => 20_000_000 * q);
    const result = await encodeWithinCap(encode);
    expect(asked).toEqual([...JPEG_QUALITY_STEPS]);
    expect(asked.length).toBeLessThanOrEqual(5);
    expect(result).toMatchObject({ quality: 0.64, withinCap: false });
    expect(result.encoded.size).toBe(Math.min(...asked.map((q) => 20_000_000 * q)));
  });

  it('takes another cap and other steps', async () => {
    const { encode, asked } = encoder((q) => q * 1000);
    expect((await encodeWithinCap(encode, 500, [0.9, 0.5, 0.3])).quality).toBe(0.5);
    expect(asked).toEqual([0.9, 0.5]);
    await expect(encodeWithinCap(encode, 500, [])).rejects.toThrow('No JPEG quality');
  });

  it('steps from high to low, starting at the quality single downloads use', () => {
    expect(JPEG_QUALITY_STEPS[0]).toBe(JPEG_QUALITY);
    expect([...JPEG_QUALITY_STEPS].sort((a, b) => b - a)).toEqual(JPEG_QUALITY_STEPS);
    expect(PORTAL_BYTE_CAP).toBe(4_000_000);
  });
});

describe('mustReencode', () => {
  const image = { resized: false, labelled: false, bytes: 1_000_000, sizeCapped: true };

  it('keeps an image byte for byte when it is neither resized, labelled nor over the cap', () => {
    expect(mustReencode(image)).toBe(false);
    expect(mustReencode({ ...image, sizeCapped: false, bytes: 30_000_000 })).toBe(false);
  });

  it('re-encodes a resized or labelled image, or one over the cap at a capped size', () => {
    expect(mustReencode({ ...image, resized: true })).toBe(true);
    expect(mustReencode({ ...image, labelled: true })).toBe(true);
    expect(mustReencode({ ...image, bytes: PORTAL_BYTE_CAP + 1 })).toBe(true);
  });
});

describe('fittedSize', () => {
  it('caps the longest edge, keeping the aspect, and never enlarges', () => {
    expect(fittedSize(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536, resized: true });
    expect(fittedSize(3000, 4000, 1280)).toEqual({ width: 960, height: 1280, resized: true });
    expect(fittedSize(1200, 900, 2048)).toEqual({ width: 1200, height: 900, resized: false });
    expect(fittedSize(2048, 100, 2048)).toEqual({ width: 2048, height: 100, resized: false });
    expect(fittedSize(5000, 3000, null)).toEqual({ width: 5000, height: 3000, resized: false });
  });
});
