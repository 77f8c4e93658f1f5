/** POST /creative_upscale: multipart `image` or `image_url`, optional `creativity` (bounds and default in `../limits`). */
import { Hono } from 'hono';
import { fileUrl, type EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { formFile, formText, requireMultipart } from '../http/fields';
import { badRequest } from '../http/http-error';
import { MAX_UPSCALE_INPUT_SIDE, upscaleImage } from '../images/upscale';
import { CREATIVITY } from '../limits';
import { imageFromFile, imageFromUrl } from './image-input';
import { requestSeed, runRender } from './render';

// Plain decimals only: Number() would also take "0x1", "Infinity" and "" (as 0).
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Parses `creativity`: absent means the default; otherwise a number within the bounds. */
export function parseCreativity(raw: string | undefined): number {
  if (raw === undefined) return CREATIVITY.default;
  const value = Number(raw.trim());
  if (!DECIMAL.test(raw.trim()) || !Number.isFinite(value) || value < CREATIVITY.min || value > CREATIVITY.max) {
    throw badRequest(`creativity must be a number from ${CREATIVITY.min} to ${CREATIVITY.max}`);
  }
  return value;
}

/** The upscale route. */
export function upscaleRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/creative_upscale', async (c) => {
    const form = requireMultipart(c.var.body);
    const file = formFile(form, 'image');
    const imageUrl = formText(form, 'image_url');
    const creativity = parseCreativity(formText(form, 'creativity'));
    if (file === undefined && imageUrl === undefined) throw badRequest('image (file) or image_url is required');
    if (file !== undefined && imageUrl !== undefined) throw badRequest('send image or image_url, not both');
    const signal = c.req.raw.signal;
    const fileId = await runRender(ctx, {
      credit: 'renovation',
      seed: requestSeed(c.req.path, c.var.body),
      signal,
      work: async () => {
        const input = file !== undefined ? await imageFromFile(ctx, 'image', file, MAX_UPSCALE_INPUT_SIDE) : await imageFromUrl(ctx, 'image_url', imageUrl ?? '', signal, MAX_UPSCALE_INPUT_SIDE);
        return (await upscaleImage(input.jpeg, creativity)).jpeg;
      },
    });
    return c.json({ upscaled_image_url: fileUrl(ctx, fileId), creativity }, 200);
  });
}
