/**
 * Admission of an input image: format check by magic bytes, size cap, full decode (so a
 * truncated file is caught here, not mid-render) and conversion to the hosted JPEG form.
 */
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../limits';
import { InvalidImageError } from './invalid-image';
import { sniffImageFormat } from './magic';
import { JPEG_QUALITY } from './raw';

/** Longest side an input keeps; larger images are scaled down so every operation stays fast. */
export const MAX_INPUT_SIDE = 4096;

/** An input image ready to store and render from. */
export interface NormalizedImage {
  readonly jpeg: Buffer;
  readonly width: number;
  readonly height: number;
}

/** Limits for one admission. */
export interface NormalizeLimits {
  readonly maxBytes: number;
  readonly maxSide: number;
}

/** sharp's first line of an error ("VipsJpeg: Premature end of JPEG file"): it helps the caller see why. */
function decoderReason(error: unknown): string {
  return (error instanceof Error ? error.message.split('\n')[0] : undefined) || 'unknown decoder error';
}

/**
 * Refuses an image whose header declares more than `MAX_INPUT_PIXELS`, before anything is
 * decoded: a PNG of a few kilobytes can declare 16000 x 16000 pixels.
 */
async function checkPixels(bytes: Buffer): Promise<void> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(bytes).metadata();
  } catch (error) {
    throw new InvalidImageError(`could not be decoded (${decoderReason(error)})`);
  }
  const { width = 0, height = 0 } = size;
  if (width * height > MAX_INPUT_PIXELS) throw new InvalidImageError(`is ${width} x ${height} pixels, more than the ${MAX_INPUT_PIXELS} the emulator decodes`);
}

/**
 * Checks and converts an input image. EXIF orientation is applied and alpha flattened onto
 * white so stored pixels look like what a browser shows. Throws InvalidImageError with a
 * message fit for the caller, phrased to follow a field name (`image: is empty`).
 */
export async function normalizeImage(bytes: Buffer, limits: NormalizeLimits): Promise<NormalizedImage> {
  if (bytes.length === 0) throw new InvalidImageError('is empty');
  if (bytes.length > limits.maxBytes) throw new InvalidImageError(`is larger than ${limits.maxBytes} bytes`);
  if (sniffImageFormat(bytes) === undefined) throw new InvalidImageError('is not a supported image (expected JPEG, PNG or WebP)');
  await checkPixels(bytes);
  try {
    // The decoder's own limit as well, should the data ever disagree with the header read above.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidImageError(`could not be decoded (${decoderReason(error)})`);
  }
}
