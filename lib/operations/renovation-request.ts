import { z } from '../zod';
import { GUIDANCE, hasStyleOrGuidance, presentText } from '../api/limits';
import { parseWith } from '../api/parse';
import { badInput, requireId, requireText, validate, type JsonBody } from '../api/requests';
import { echoField, NonEmpty, RenovationSpectrum, ResultUrl } from '../api/schemas';

/**
 * What renovate and kitchen cabinets send and read (spec section 4): the request on an uploaded
 * asset, its body built after the spec's rule (a style or guidance) and the limits of
 * lib/api/limits.ts, and the render's result. Everything here runs before anything is sent, so a
 * request that cannot succeed spends no credit.
 */

/**
 * Request of POST /renovate and POST /kitchen_cabinets on an uploaded asset. The spec's
 * cross-field rule (at least one of `style_id` or `guidance`) is checked by the body's builder,
 * which reports it as `bad_request` before any credit is spent.
 */
export const RenovateByAssetRequest = z.object({
  asset_id: NonEmpty,
  style_id: z.optional(z.string()),
  renovation_spectrum: z.optional(RenovationSpectrum),
  guidance: z.optional(z.string()),
});
export type RenovateByAssetRequest = z.infer<typeof RenovateByAssetRequest>;

/**
 * Result of POST /renovate (both variants) and POST /kitchen_cabinets. Only the rendered URL is
 * required: `style_id` and `renovation_spectrum` are echoes of what we sent (see `echoField`).
 */
export const RenovationResult = z.object({
  renovated_image_url: ResultUrl,
  style_id: echoField(z.string()),
  renovation_spectrum: echoField(z.string()),
});
export type RenovationResult = z.infer<typeof RenovationResult>;

/** Reads a render's answer (the asset variant's and kitchen cabinets': the spec's strict shape). */
export function readRenovationResult(body: unknown): RenovationResult {
  return parseWith(RenovationResult, body);
}

/**
 * Copies the optional renovation fields that carry a value, after the spec's rule (a style or
 * guidance) and the length limits. Blank style ids and guidance are not sent.
 */
export function renovationOptions(input: { style_id?: string; guidance?: string; renovation_spectrum?: string }): JsonBody {
  if (!hasStyleOrGuidance(input)) throw badInput('style_id', 'at least one of style_id or guidance is required');
  const body: JsonBody = {};
  if (presentText(input.style_id) !== undefined) body.style_id = requireId(input.style_id, 'style_id');
  if (input.renovation_spectrum !== undefined) body.renovation_spectrum = input.renovation_spectrum;
  if (presentText(input.guidance) !== undefined) body.guidance = requireText(input.guidance, 'guidance', GUIDANCE.maxLength);
  return body;
}

/** JSON body of POST /renovate or /kitchen_cabinets on an asset. */
export function renovateByAssetBody(input: RenovateByAssetRequest): JsonBody {
  const valid = validate(RenovateByAssetRequest, input);
  const assetId = requireId(valid.asset_id, 'asset_id');
  return { asset_id: assetId, ...renovationOptions(valid) };
}
