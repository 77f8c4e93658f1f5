/**
 * An image as raw pixels, the form scenes are recognised in and every render works on. Declared
 * here, not with the emulator's decoder, because the scenes must not import the emulator.
 */

/** An image as tightly packed 8-bit RGB, row by row. */
export interface RgbImage {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}
