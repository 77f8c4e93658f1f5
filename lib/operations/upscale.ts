import { z } from '../zod';
import { CREATIVITY } from '../api/limits';
import { refusalMemo, uploadBlob, urlOrBytes } from '../acquisition/acquisition';
import type { OperationDefinition } from './types';
import { creativitySummary } from './words';

/** Creative upscale: an optional creativity within the bounds of lib/api/limits.ts. */
export const UpscaleParams = z.object({ creativity: z.optional(z.number().check(z.gte(CREATIVITY.min), z.lte(CREATIVITY.max))) });
export type UpscaleParams = z.infer<typeof UpscaleParams>;
export const UpscaleRequest = z.object({ operation: z.literal('upscale'), params: UpscaleParams });

export const upscale = {
  id: 'upscale',
  request: UpscaleRequest,
  words: { name: 'operation.upscale', file: 'file.operation.upscale' },
  formerNames: ['creative_upscale'],
  result: 'image',
  outbound: {
    upscale: { endpoint: 'POST /creative_upscale', fields: { image: 'photo', image_url: 'photoUrl', creativity: 'choices' }, purpose: 'Upscale the photo you picked' },
  },
  defaults: { creativity: CREATIVITY.default },
  slug: 'upscale',
  disclosure: 'digitally-altered',
  credits: { kind: 'renovation', perRun: 1 },
  summarize: (params, _names, locale = 'en') => (typeof params.creativity === 'number' ? [creativitySummary(params.creativity, locale)] : []),
  async run(ctx, photo, params) {
    const o = { signal: ctx.signal };
    const creativity = params.creativity !== undefined ? { creativity: params.creativity } : {};
    const result = await urlOrBytes(
      photo.publicUrl,
      () => ctx.api.creativeUpscale({ image_url: photo.url, ...creativity }, o),
      async () => ctx.api.creativeUpscale({ image: await uploadBlob(photo, ctx.resizer), ...creativity }, o),
      refusalMemo(ctx, 'creative_upscale', photo.url),
    );
    return { imageUrl: result.upscaled_image_url };
  },
} satisfies OperationDefinition<'upscale', UpscaleParams, { readonly creativity: number }>;
