import { z } from '../zod';
import { declareCall } from '../api/declare';
import { CREATIVITY, isCreativityInRange } from '../api/limits';
import { parseWith } from '../api/parse';
import { appendSource, badInput, fileOrUrl } from '../api/requests';
import { echoField, ResultUrl } from '../api/schemas';
import { refusalMemo, uploadBlob, urlOrBytes } from '../acquisition/acquisition';
import type { OperationDefinition } from './types';
import { creativitySummary } from './words';
import { creativityField } from './fields/choices';
import { noteField } from './fields/shown';

/** Creative upscale: an optional creativity within the bounds of lib/api/limits.ts. */
export const UpscaleParams = z.object({ creativity: z.optional(z.number().check(z.gte(CREATIVITY.min), z.lte(CREATIVITY.max))) });
export type UpscaleParams = z.infer<typeof UpscaleParams>;
export const UpscaleRequest = z.object({ operation: z.literal('upscale'), params: UpscaleParams });

/** Input of POST /creative_upscale: exactly one of `image` or `image_url`. */
export interface UpscaleInput {
  readonly image?: Blob;
  readonly image_url?: string;
  /** From `CREATIVITY.min` to `CREATIVITY.max` (lib/api/limits.ts); omitted lets the server choose. */
  readonly creativity?: number;
}

/** Result of POST /creative_upscale. */
export const UpscaleResult = z.object({
  upscaled_image_url: ResultUrl,
  creativity: echoField(z.number()),
});
export type UpscaleResult = z.infer<typeof UpscaleResult>;

/** Multipart body of POST /creative_upscale; `creativity` goes as a decimal string field. */
function upscaleForm(input: UpscaleInput): FormData {
  const source = fileOrUrl(input.image, input.image_url, 'image', 'image_url');
  const { creativity } = input;
  if (creativity !== undefined && !isCreativityInRange(creativity)) {
    throw badInput('creativity', `must be a number from ${CREATIVITY.min} to ${CREATIVITY.max}`);
  }
  const form = new FormData();
  appendSource(form, source, 'image', 'image_url', 'photo');
  if (creativity !== undefined) form.append('creativity', String(creativity));
  return form;
}

/** POST /creative_upscale (multipart): the photo as a file or by URL. Spends credits. */
export const creativeUpscaleCall = declareCall('POST /creative_upscale', (input: UpscaleInput) => ({
  body: upscaleForm(input),
  parse: (body: unknown) => parseWith(UpscaleResult, body),
}));

export const upscale = {
  id: 'upscale',
  request: UpscaleRequest,
  words: { name: 'operation.upscale', file: 'file.operation.upscale' },
  formerNames: ['creative_upscale'],
  result: 'image',
  outbound: {
    upscale: { call: creativeUpscaleCall, fields: { image: 'photo', image_url: 'photoUrl', creativity: 'choices' }, purpose: 'Upscale the photo you picked' },
  },
  defaults: { creativity: CREATIVITY.default },
  slug: 'upscale',
  disclosure: 'digitally-altered',
  credits: { kind: 'renovation', perRun: 1 },
  // Creativity is clamped, never missing: an upscale is always ready.
  goal: {
    order: 4,
    words: { tab: 'goal.upscale', action: 'action.upscale', group: 'upscale.group', blocked: null },
    fields: [noteField('upscale.intro'), creativityField(CREATIVITY.default)],
  },
  summarize: (params, _names, locale = 'en') => (typeof params.creativity === 'number' ? [creativitySummary(params.creativity, locale)] : []),
  async run(ctx, photo, params) {
    const o = { signal: ctx.signal };
    const creativity = params.creativity !== undefined ? { creativity: params.creativity } : {};
    const result = await urlOrBytes(
      photo.publicUrl,
      () => ctx.api.send(creativeUpscaleCall, { image_url: photo.url, ...creativity }, o),
      async () => ctx.api.send(creativeUpscaleCall, { image: await uploadBlob(photo, ctx.resizer), ...creativity }, o),
      refusalMemo(ctx, 'creative_upscale', photo.url),
    );
    return { imageUrl: result.upscaled_image_url };
  },
} satisfies OperationDefinition<'upscale', UpscaleParams, { readonly creativity: number }>;
