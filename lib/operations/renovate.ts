import { z } from '../zod';
import { declareCall } from '../api/declare';
import { MAX_MATERIALS } from '../api/limits';
import { badInput, requireHttpUrl, validate, type JsonBody } from '../api/requests';
import { Material, NonEmpty, RenovationSpectrum } from '../api/schemas';
import { refusalMemo, urlOrBytes, withAsset, type FetchedPhoto } from '../acquisition/acquisition';
import { AppError } from '../errors';
import { materialsSummary } from './words';
import { RENOVATION_DEFAULTS, RENOVATION_OUTBOUND_FIELDS, renovationBody, RenovationFields, summarizeRenovation, withStyleOrGuidance } from './renovation-fields';
import { readRenovationResult, renovateByAssetBody, renovationOptions, type RenovateByAssetRequest } from './renovation-request';
import { normalizeRenovationUrlResult } from './renovate-url-result';
import type { OperationContext, OperationDefinition, OperationOutput } from './types';
import { guidanceField, spectrumField, styleCardsField } from './fields/style';
import { materialsField, runsField } from './fields/choices';
import { listingBatchField } from './fields/shown';

/** Renovate: a style and/or guidance, an intensity, optional catalog materials (POST /renovate). */
export const RenovateParams = withStyleOrGuidance(z.extend(RenovationFields, { materials: z.optional(z.array(Material).check(z.maxLength(MAX_MATERIALS))) }));
export type RenovateParams = z.infer<typeof RenovateParams>;
export const RenovateRequest = z.object({ operation: z.literal('renovate'), params: RenovateParams });

/**
 * Request of the URL variant of POST /renovate: the photo by URL, optionally with catalog
 * materials. Required fields are not shown in the spec; the body's builder requires `image_url`
 * and at least one of `style_id` or `guidance`, and keeps to the limits of lib/api/limits.ts
 * (materials, guidance and identifier lengths), all checked before sending.
 */
export const RenovateByUrlRequest = z.object({
  image_url: NonEmpty,
  style_id: z.optional(z.string()),
  guidance: z.optional(z.string()),
  renovation_spectrum: z.optional(RenovationSpectrum),
  materials: z.optional(z.array(Material)),
});
export type RenovateByUrlRequest = z.infer<typeof RenovateByUrlRequest>;

/**
 * JSON body of the URL variant of POST /renovate. The spec's rule (a style or guidance) is kept
 * for this shape too: materials say *what* to apply, guidance says how, and a request the
 * service may refuse must not leave the client.
 */
function renovateByUrlBody(input: RenovateByUrlRequest): JsonBody {
  const valid = validate(RenovateByUrlRequest, input);
  const imageUrl = requireHttpUrl(valid.image_url, 'image_url');
  const materials = valid.materials ?? [];
  if (materials.length > MAX_MATERIALS) throw badInput('materials', `at most ${MAX_MATERIALS} materials per render`);
  materials.forEach((material, index) => requireHttpUrl(material.image_url, `materials[${index}].image_url`));
  const body: JsonBody = { image_url: imageUrl, ...renovationOptions(valid) };
  if (materials.length > 0) body.materials = materials;
  return body;
}

/** True when the input names an asset (first shape of POST /renovate), false for the URL shape. */
function isAssetRenovation(input: RenovateByAssetRequest | RenovateByUrlRequest): input is RenovateByAssetRequest {
  const record = input as { asset_id?: unknown; image_url?: unknown };
  const hasAsset = record.asset_id !== undefined;
  const hasUrl = record.image_url !== undefined;
  if (hasAsset && hasUrl) throw badInput('asset_id', 'give asset_id or image_url, not both');
  if (!hasAsset && !hasUrl) throw badInput('asset_id', 'asset_id or image_url is required');
  return hasAsset;
}

/**
 * POST /renovate in the shape the input names: on an asset (`asset_id`; the spec's strict
 * answer) or on a photo URL (`image_url`, optional `materials`; an answer the spec does not show,
 * read leniently). Needs `style_id` or `guidance`. Spends credits.
 */
export const renovateCall = declareCall('POST /renovate', (input: RenovateByAssetRequest | RenovateByUrlRequest) => {
  if (isAssetRenovation(input)) return { body: renovateByAssetBody(input), parse: readRenovationResult };
  const body = renovateByUrlBody(input);
  const imageUrl = typeof body.image_url === 'string' ? body.image_url : undefined;
  return { body, parse: (answer: unknown) => normalizeRenovationUrlResult(answer, imageUrl) };
});

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
        return ctx.api.send(renovateCall, { image_url: asset.previewUrl, ...fields, materials }, o);
      });
    const result = await urlOrBytes(photo.publicUrl, () => ctx.api.send(renovateCall, { image_url: photo.url, ...fields, materials }, o), byAssetPreview, refusalMemo(ctx, 'renovate', photo.url));
    return { imageUrl: result.renovated_image_url };
  }
  const result = await urlOrBytes(
    photo.publicUrl,
    () => ctx.api.send(renovateCall, { image_url: photo.url, ...fields }, o),
    () => withAsset(ctx, photo, (asset) => ctx.api.send(renovateCall, { asset_id: asset.id, ...fields }, o)),
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
      call: renovateCall,
      fields: { asset_id: 'serviceIds', ...RENOVATION_OUTBOUND_FIELDS, image_url: 'photoUrl', materials: 'materials' },
      purpose: 'Renovate the photo you picked',
    },
  },
  defaults: RENOVATION_DEFAULTS,
  slug: 'renovate',
  disclosure: 'digitally-altered',
  credits: { kind: 'renovation', perRun: 1 },
  // The first tab. "Only the kitchen cabinets" runs kitchenCabinets with the same inputs (it takes no materials).
  goal: {
    order: 1,
    words: { tab: 'goal.renovate', action: 'action.renovate', group: 'renovate.group', blocked: 'action.blocked.renovate' },
    fields: [
      styleCardsField(),
      spectrumField(RENOVATION_DEFAULTS.renovation_spectrum),
      guidanceField({ kitchenCabinets: 'renovate.cabinets.placeholder' }),
      runsField('cabinetsOnly', 'kitchenCabinets', { label: 'renovate.cabinets', on: 'renovate.cabinets.on', off: 'renovate.cabinets.off', blocked: 'action.blocked.cabinets' }),
      materialsField('renovate'),
      listingBatchField(),
    ],
  },
  summarize(params, names, locale = 'en') {
    const parts = summarizeRenovation(params, names, locale);
    const count = Array.isArray(params.materials) ? params.materials.length : 0;
    if (count > 0) parts.push(materialsSummary(count, locale));
    return parts;
  },
  run,
} satisfies OperationDefinition<'renovate', RenovateParams, typeof RENOVATION_DEFAULTS>;
