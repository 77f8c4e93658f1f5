/**
 * How exported images are encoded (pure: the encoder is passed in, so Node tests drive it with a
 * stub and the panel with a canvas). This is the one place the JPEG quality of an export is chosen.
 *
 * MLS and portal upload forms refuse a photo over a per-photo size; {@link PORTAL_BYTE_CAP} (4 MB,
 * issue #13) is taken as safely under the limits common on those forms. Measured in
 * Chromium, a 2048×2048 photo of pure noise (the worst case) is 3.5 MB at 0.92 and 4.1 MB at 0.95,
 * so an MLS-size (2048 px) export starts at 0.92 and fits the cap on the first encoding; the steps
 * down matter for *Original size*, where a 24-megapixel photo can be far bigger.
 */

/** The largest an exported image may be, in bytes (4 MB). */
export const PORTAL_BYTE_CAP = 4_000_000;

/**
 * The JPEG qualities tried, best first: each step costs one more encoding, so there are at most
 * five. 0.92 looks the same as the source at listing sizes; 0.64 is still clean on a phone or a
 * portal's gallery, and below it artefacts show on walls and skies.
 */
export const JPEG_QUALITY_STEPS: readonly number[] = [0.92, 0.86, 0.8, 0.72, 0.64];

/** The quality of a JPEG encoded once, with no cap to meet (a single download): the first step. */
export const JPEG_QUALITY: number = JPEG_QUALITY_STEPS[0] ?? 0.92;

/** An encoding and the quality it was made at. */
export interface Encoded<T> {
  readonly encoded: T;
  readonly quality: number;
  /** False when even the lowest step is over the cap (then `encoded` is that smallest one). */
  readonly withinCap: boolean;
}

/**
 * Encodes at the first quality of `steps` whose result is at most `cap` bytes, stepping down one
 * step at a time (never more encodings than steps). When none fits, the last (smallest) encoding
 * is answered with `withinCap: false`: the pixels are the user's choice (*Original size*), and an
 * image is never silently shrunk.
 */
export async function encodeWithinCap<T extends { readonly size: number }>(
  encode: (quality: number) => Promise<T>,
  cap: number = PORTAL_BYTE_CAP,
  steps: readonly number[] = JPEG_QUALITY_STEPS,
): Promise<Encoded<T>> {
  if (steps.length === 0) throw new Error('No JPEG quality to try.');
  let last: Encoded<T> | undefined;
  for (const quality of steps) {
    const encoded = await encode(quality);
    if (encoded.size <= cap) return { encoded, quality, withinCap: true };
    last = { encoded, quality, withinCap: false };
  }
  if (!last) throw new Error('No JPEG quality to try.');
  return last;
}

/**
 * Whether a fetched image must be drawn and encoded again for the export. An image goes out byte
 * for byte (an original stays exactly what the listing published) unless it is resized, labelled,
 * or, at a capped size (MLS, web), it would be over {@link PORTAL_BYTE_CAP} as it is.
 */
export function mustReencode(image: { readonly resized: boolean; readonly labelled: boolean; readonly bytes: number; readonly sizeCapped: boolean }): boolean {
  return image.resized || image.labelled || (image.sizeCapped && image.bytes > PORTAL_BYTE_CAP);
}

/** The size an image is drawn at so its longest edge is at most `edge` (null: as it is); never enlarged. */
export function fittedSize(width: number, height: number, edge: number | null): { width: number; height: number; resized: boolean } {
  const scale = edge === null ? 1 : edge / Math.max(width, height);
  if (scale >= 1) return { width, height, resized: false };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), resized: true };
}
