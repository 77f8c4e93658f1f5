/**
 * Admission of an input image: format check by magic bytes, size cap, full decode (so a
 * truncated file is caught here, not mid-render) and conversion to the hosted JPEG form.
 */
import sharp from 'sharp';
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

/**
 * Checks and converts an input image. EXIF orientation is applied and alpha flattened onto
 * white so stored pixels look like what a browser shows. Throws InvalidImageError with a
 * message fit for the caller, phrased to follow a field name (`image: is empty`).
 */
export async function normalizeImage(bytes: Buffer, limits: NormalizeLimits): Promise<NormalizedImage> {
  if (bytes.length === 0) throw new InvalidImageError('is empty');
  if (bytes.length > limits.maxBytes) throw new InvalidImageError(`is larger than ${limits.maxBytes} bytes`);
  if (sniffImageFormat(bytes) === undefined) throw new InvalidImageError('is not a supported image (expected JPEG, PNG or WebP)');
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    // sharp's own messages ("VipsJpeg: Premature end of JPEG file") help the caller see why.
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'unknown decoder error';
    throw new InvalidImageError(`could not be decoded (${reason ?? 'unknown decoder error'})`);
  }
}
