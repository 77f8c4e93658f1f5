/**
 * Creative upscale: a real 2x Lanczos (lanczos3) enlargement, then unsharp masking whose
 * strength grows with creativity (0 = plain resize, 1 = strongly crisped "added detail").
 */
import sharp from 'sharp';
import { JPEG_QUALITY } from './raw';

/** Longest input side for an upscale, so the 2x output stays within the 4096 px every other output keeps to. */
export const MAX_UPSCALE_INPUT_SIDE = 2048;

/** An upscaled image. */
export interface UpscaledImage {
  readonly jpeg: Buffer;
  readonly width: number;
  readonly height: number;
}

/** Doubles both sides of `input` (already normalized) and sharpens by `creativity` (0..1). */
export async function upscaleImage(input: Buffer, creativity: number): Promise<UpscaledImage> {
  const { width = 1, height = 1 } = await sharp(input).metadata();
  let pipeline = sharp(input).resize(width * 2, height * 2, { kernel: 'lanczos3', fit: 'fill' });
  if (creativity > 0) pipeline = pipeline.sharpen({ sigma: 0.5 + 1.5 * creativity, m1: 0.5 + creativity, m2: 1 + 4 * creativity });
  const { data, info } = await pipeline.jpeg({ quality: JPEG_QUALITY }).toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}
