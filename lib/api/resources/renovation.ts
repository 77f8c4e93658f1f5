import { z } from '../../zod';
import { echoField, NonEmpty, ResultUrl, SuccessStatus } from './fields';

/** AI Renovation Kit resources: styles, the renovation spectrum, materials, render requests and results. */

/** One interior or exterior style. */
export const Style = z.object({
  id: NonEmpty,
  name: z.string(),
  description: z.string(),
});
export type Style = z.infer<typeof Style>;

/** Body of GET /styles. */
export const StylesResponse = z.object({
  interior_styles: z.array(Style),
  exterior_styles: z.array(Style),
  total_found: z.int(),
});
export type StylesResponse = z.infer<typeof StylesResponse>;

/** Intensity of a renovation, from lightest to strongest. */
export const RenovationSpectrum = z.enum(['tweak', 'enhance', 'renovate', 'transform']);
export type RenovationSpectrum = z.infer<typeof RenovationSpectrum>;

/** Where a catalog material is applied. */
export const InstallationLocation = z.enum([
  'FLOORS',
  'KITCHEN_CABINETS',
  'COUNTERTOPS',
  'BACKSPLASH',
  'WALLS',
  'EXTERIOR_SIDING',
  'CEILING',
]);
export type InstallationLocation = z.infer<typeof InstallationLocation>;

/**
 * A catalog product to apply (URL variant of POST /renovate). The spec marks nothing required;
 * we require what makes a material usable at all: its id, its texture and where it goes.
 */
export const Material = z.object({
  material_id: NonEmpty,
  material_name: z.optional(z.string()),
  color_id: z.optional(z.string()),
  color_name: z.optional(z.string()),
  image_url: NonEmpty,
  installation_location: InstallationLocation,
  metadata: z.optional(z.record(z.string(), z.string())),
});
export type Material = z.infer<typeof Material>;

/**
 * Request of POST /renovate and POST /kitchen_cabinets on an uploaded asset. The spec's
 * cross-field rule (at least one of `style_id` or `guidance`) is checked by the client, which
 * reports it as `bad_request` before any credit is spent.
 */
export const RenovateByAssetRequest = z.object({
  asset_id: NonEmpty,
  style_id: z.optional(z.string()),
  renovation_spectrum: z.optional(RenovationSpectrum),
  guidance: z.optional(z.string()),
});
export type RenovateByAssetRequest = z.infer<typeof RenovateByAssetRequest>;

/**
 * Request of the URL variant of POST /renovate: the photo by URL, optionally with catalog
 * materials. Required fields are not shown in the spec; the client requires `image_url` and at
 * least one of `style_id` or `guidance`, and keeps to the limits of `../limits` (materials,
 * guidance and identifier lengths), all checked before sending.
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
 * Result of POST /renovate (both variants) and POST /kitchen_cabinets. Only the rendered URL is
 * required: `style_id` and `renovation_spectrum` are echoes of what we sent (see `echoField`).
 */
export const RenovationResult = z.object({
  renovated_image_url: ResultUrl,
  style_id: echoField(z.string()),
  renovation_spectrum: echoField(z.string()),
});
export type RenovationResult = z.infer<typeof RenovationResult>;

/** Result of POST /creative_upscale. */
export const UpscaleResult = z.object({
  upscaled_image_url: ResultUrl,
  creativity: echoField(z.number()),
});
export type UpscaleResult = z.infer<typeof UpscaleResult>;

/** Result of POST /style_transfer. */
export const StyleTransferResult = z.object({
  status: SuccessStatus,
  renovated_image_url: ResultUrl,
});
export type StyleTransferResult = z.infer<typeof StyleTransferResult>;
