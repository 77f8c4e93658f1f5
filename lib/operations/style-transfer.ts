import { z } from '../zod';
import { declareCall } from '../api/declare';
import { parseWith } from '../api/parse';
import { appendSource, fileOrUrl, requireId } from '../api/requests';
import { ResultUrl, SuccessStatus } from '../api/schemas';
import { isPublicPhotoUrl, photoBlob, refusalMemo, urlOrBytes, withAsset } from '../acquisition/acquisition';
import { AppError } from '../errors';
import { decodeDataUrl } from '../images/data-url';
import { inspectPhoto } from '../images/inspect';
import { truncate } from '../format/text';
import type { OperationContext, OperationDefinition } from './types';
import { styleSourceSummary } from './words';
import { styleSourceField } from './fields/style-source';
import { noteField } from './fields/shown';

/** Where a style-transfer's style comes from: a photo URL, or a file the user picked (as a data URL). */
export const StyleSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('url'), url: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('file'), dataUrl: z.string().check(z.startsWith('data:')), name: z.optional(z.string()) }),
]);
export type StyleSource = z.infer<typeof StyleSource>;

export const StyleTransferParams = z.object({ style: StyleSource });
export type StyleTransferParams = z.infer<typeof StyleTransferParams>;
export const StyleTransferRequest = z.object({ operation: z.literal('styleTransfer'), params: StyleTransferParams });

/** Input of POST /style_transfer: the photo's asset, and exactly one of `style_image` or `style_image_url`. */
export interface StyleTransferInput {
  readonly asset_id: string;
  readonly style_image?: Blob;
  readonly style_image_url?: string;
}

/** Result of POST /style_transfer. */
export const StyleTransferResult = z.object({
  status: SuccessStatus,
  renovated_image_url: ResultUrl,
});
export type StyleTransferResult = z.infer<typeof StyleTransferResult>;

/** POST /style_transfer (multipart): the asset in the style of another photo. Spends credits. */
export const styleTransferCall = declareCall('POST /style_transfer', (input: StyleTransferInput) => {
  const assetId = requireId(input.asset_id, 'asset_id');
  const source = fileOrUrl(input.style_image, input.style_image_url, 'style_image', 'style_image_url');
  const form = new FormData();
  form.append('asset_id', assetId);
  appendSource(form, source, 'style_image', 'style_image_url', 'style');
  return { body: form, parse: (body: unknown) => parseWith(StyleTransferResult, body) };
});

/** A style image as bytes: decoded from the picked file, or downloaded. */
async function styleImageBlob(ctx: OperationContext, style: StyleSource): Promise<Blob> {
  if (style.kind === 'url') return photoBlob(await ctx.fetchStyleImage(style.url));
  const decoded = decodeDataUrl(style.dataUrl);
  if (!decoded) throw new AppError('not_an_image', 'The style file could not be read.');
  const inspection = inspectPhoto(decoded.bytes, 0);
  if (!inspection.ok) throw new AppError(inspection.code, inspection.message);
  return photoBlob({ bytes: decoded.bytes, type: inspection.type });
}

export const styleTransfer = {
  id: 'styleTransfer',
  request: StyleTransferRequest,
  words: { name: 'operation.styleTransfer', file: 'file.operation.styleTransfer' },
  formerNames: ['style_transfer'],
  result: 'image',
  outbound: {
    'style-transfer': {
      call: styleTransferCall,
      fields: { asset_id: 'serviceIds', style_image: 'photo', style_image_url: 'photoUrl' },
      purpose: 'Give the photo you picked the style of another photo you chose',
    },
  },
  defaults: {},
  slug: 'style-transfer',
  disclosure: 'digitally-altered',
  credits: { kind: 'renovation', perRun: 1 },
  goal: {
    order: 3,
    words: { tab: 'goal.styleTransfer', action: 'action.styleTransfer', group: 'match.group', blocked: 'action.blocked.styleTransfer' },
    fields: [noteField('match.intro'), styleSourceField()],
  },
  summarize(params, _names, locale = 'en') {
    const style = params.style as { kind?: unknown; url?: unknown; name?: unknown } | undefined;
    if (style?.kind === 'url' && typeof style.url === 'string') return [styleSourceSummary({ url: truncate(style.url, 50) }, locale)];
    if (style?.kind === 'file') return [styleSourceSummary({ fileName: typeof style.name === 'string' ? style.name : undefined }, locale)];
    return [];
  },
  // A style FILE is summarised: its data URL can be megabytes and is nothing to search or show.
  historyParams: (params) => (params.style.kind === 'file' ? { style: { kind: 'file', name: params.style.name ?? 'style image' } } : { ...params }),
  async run(ctx, photo, { style }) {
    const o = { signal: ctx.signal };
    const styleUrlIsPublic = style.kind === 'url' && isPublicPhotoUrl(style.url);
    const result = await withAsset(ctx, photo, (asset) =>
      urlOrBytes(
        styleUrlIsPublic,
        () => ctx.api.send(styleTransferCall, { asset_id: asset.id, style_image_url: style.kind === 'url' ? style.url : '' }, o),
        async () => ctx.api.send(styleTransferCall, { asset_id: asset.id, style_image: await styleImageBlob(ctx, style) }, o),
        style.kind === 'url' ? refusalMemo(ctx, 'style_transfer.style', style.url) : undefined,
      ),
    );
    return { imageUrl: result.renovated_image_url };
  },
} satisfies OperationDefinition<'styleTransfer', StyleTransferParams>;
