import { z } from '../zod';
import { MAX_MATERIALS } from '../api/limits';
import { Material } from '../api/schemas';
import { refusalMemo, urlOrBytes, withAsset, type FetchedPhoto } from '../acquisition/acquisition';
import { AppError } from '../errors';
import { materialsSummary } from './words';
import { RENOVATION_DEFAULTS, RENOVATION_OUTBOUND_FIELDS, renovationBody, RenovationFields, summarizeRenovation, withStyleOrGuidance } from './renovation-fields';
import type { OperationContext, OperationDefinition, OperationOutput } from './types';

/** Renovate: a style and/or guidance, an intensity, optional catalog materials (POST /renovate). */
export const RenovateParams = withStyleOrGuidance(z.extend(RenovationFields, { materials: z.optional(z.array(Material).check(z.maxLength(MAX_MATERIALS))) }));
export type RenovateParams = z.infer<typeof RenovateParams>;
export const RenovateRequest = z.object({ operation: z.literal('renovate'), params: RenovateParams });

/**
 * Only the URL variant takes materials: a public photo goes by its URL; a private one by its
 * uploaded asset's hosted preview URL, which the service can download. Without materials a
 * private photo goes by asset id. A photo URL the service refused before goes by the asset at
 * once (`urlOrBytes`' memo): both variants share the memo, since what it refused is the download.
 */
async function run(ctx: OperationContext, photo: FetchedPhoto, params: RenovateParams): Promise<OperationOutput> {
  const o = { signal: ctx.signal };
  const fields = renovationBody(params);
  const materials = params.materials ?? [];
  if (materials.length > 0) {
    const byAssetPreview = () =>
      withAsset(ctx, photo, async (asset) => {
        if (!asset.previewUrl) throw new AppError('bad_request', 'Materials need a photo the service can download, and this one has no public copy.');
        return ctx.api.renovate({ image_url: asset.previewUrl, ...fields, materials }, o);
      });
    const result = await urlOrBytes(photo.publicUrl, () => ctx.api.renovate({ image_url: photo.url, ...fields, materials }, o), byAssetPreview, refusalMemo(ctx, 'renovate', photo.url));
    return { imageUrl: result.renovated_image_url };
  }
  const result = await urlOrBytes(
    photo.publicUrl,
    () => ctx.api.renovate({ image_url: photo.url, ...fields }, o),
    () => withAsset(ctx, photo, (asset) => ctx.api.renovate({ asset_id: asset.id, ...fields }, o)),
    refusalMemo(ctx, 'renovate', photo.url),
  );
  return { imageUrl: result.renovated_image_url };
}

export const renovate = {
  id: 'renovate',
  request: RenovateRequest,
  words: { name: 'operation.renovate', file: 'file.operation.renovate' },
  result: 'image',
  outbound: {
    renovate: {
      endpoint: 'POST /renovate',
      fields: { asset_id: 'serviceIds', ...RENOVATION_OUTBOUND_FIELDS, image_url: 'photoUrl', materials: 'materials' },
      purpose: 'Renovate the photo you picked',
    },
  },
  defaults: RENOVATION_DEFAULTS,
  slug: 'renovate',
  disclosure: 'digitally-altered',
  credits: { kind: 'renovation', perRun: 1 },
  summarize(params, names, locale = 'en') {
    const parts = summarizeRenovation(params, names, locale);
    const count = Array.isArray(params.materials) ? params.materials.length : 0;
    if (count > 0) parts.push(materialsSummary(count, locale));
    return parts;
  },
  run,
} satisfies OperationDefinition<'renovate', RenovateParams, typeof RENOVATION_DEFAULTS>;
