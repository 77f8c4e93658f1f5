import { z } from 'zod';

/**
 * Zod schemas for the Renovation Visualization API v1, one per resource of the spec
 * (`/work/shared/spec/renovation-api-v1.md`), field names exactly as on the wire (snake_case).
 *
 * Response schemas are deliberately non-strict: unknown fields are accepted and dropped, so a
 * server that adds fields never breaks the extension. Fields the caller relies on are required and
 * typed; a body that lacks one is rejected (the transport turns that into `invalid_response`).
 * See `lib/api/README.md` for which fields are required and why.
 */

/**
 * A field the server may send as `null`, omit, or fill. `null` becomes `undefined` so callers
 * deal with one "absent" value, while a present value of the wrong type is still rejected.
 */
function optionalField<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional();
}

/**
 * An echo of a request parameter on a credit-spending result (`creativity`, `style_id`...). The
 * render has been paid for by the time we read it, so a missing or malformed echo is dropped
 * rather than allowed to throw the paid result away.
 */
function echoField<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/**
 * `status: "success"` on style-transfer and staging results. The 2xx already says success, so an
 * absent status is read as success; any other value means the server contradicts itself, and its
 * URL can't be trusted, so that is rejected.
 */
const SuccessStatus = z.literal('success').default('success');

/** A string the caller must be able to use: an identifier or a result URL. Empty is useless. */
const NonEmpty = z.string().min(1);

// ---------------------------------------------------------------------------------------------
// Account

/** Plan details and remaining credits (object `plan` of GET /plan/details). */
export const Plan = z.object({
  business_name: z.string(),
  plan: z.string(),
  remaining_assets: z.number().int(),
  staging_credits: z.number().int(),
  renovation_credits: z.number().int(),
});
export type Plan = z.infer<typeof Plan>;

/** Body of GET /plan/details. */
export const PlanDetailsResponse = z.object({ plan: Plan });
export type PlanDetailsResponse = z.infer<typeof PlanDetailsResponse>;

// ---------------------------------------------------------------------------------------------
// Assets

/** An image stored on the account. */
export const Asset = z.object({
  id: NonEmpty,
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  preview_url: z.string(),
});
export type Asset = z.infer<typeof Asset>;

/** Body of GET /assets. */
export const AssetsResponse = z.object({ assets: z.array(Asset) });
export type AssetsResponse = z.infer<typeof AssetsResponse>;

/** Body of POST /assets/upload. */
export const UploadAssetResponse = z.object({ asset: Asset });
export type UploadAssetResponse = z.infer<typeof UploadAssetResponse>;

/** Body of POST /assets/delete. */
export const DeleteAssetResponse = z.object({ status: z.string(), asset_id: z.string() });
export type DeleteAssetResponse = z.infer<typeof DeleteAssetResponse>;

// ---------------------------------------------------------------------------------------------
// AI Renovation Kit

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
  total_found: z.number().int(),
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
  material_name: z.string().optional(),
  color_id: z.string().optional(),
  color_name: z.string().optional(),
  image_url: NonEmpty,
  installation_location: InstallationLocation,
  metadata: z.record(z.string(), z.string()).optional(),
});
export type Material = z.infer<typeof Material>;

/**
 * Request of POST /renovate and POST /kitchen_cabinets on an uploaded asset. The spec's
 * cross-field rule (at least one of `style_id` or `guidance`) is checked by the client, which
 * reports it as `bad_request` before any credit is spent.
 */
export const RenovateByAssetRequest = z.object({
  asset_id: NonEmpty,
  style_id: z.string().optional(),
  renovation_spectrum: RenovationSpectrum.optional(),
  guidance: z.string().optional(),
});
export type RenovateByAssetRequest = z.infer<typeof RenovateByAssetRequest>;

/**
 * Request of the URL variant of POST /renovate: the photo by URL, optionally with catalog
 * materials. Required fields are not shown in the spec; the client requires `image_url` and at
 * least one of `style_id`, `guidance` or a non-empty `materials`.
 */
export const RenovateByUrlRequest = z.object({
  image_url: NonEmpty,
  style_id: z.string().optional(),
  guidance: z.string().optional(),
  renovation_spectrum: RenovationSpectrum.optional(),
  materials: z.array(Material).optional(),
});
export type RenovateByUrlRequest = z.infer<typeof RenovateByUrlRequest>;

/**
 * Result of POST /renovate (both variants) and POST /kitchen_cabinets. Only the rendered URL is
 * required: `style_id` and `renovation_spectrum` are echoes of what we sent (see `echoField`).
 */
export const RenovationResult = z.object({
  renovated_image_url: NonEmpty,
  style_id: echoField(z.string()),
  renovation_spectrum: echoField(z.string()),
});
export type RenovationResult = z.infer<typeof RenovationResult>;

/** Result of POST /creative_upscale. */
export const UpscaleResult = z.object({
  upscaled_image_url: NonEmpty,
  creativity: echoField(z.number()),
});
export type UpscaleResult = z.infer<typeof UpscaleResult>;

/** Result of POST /style_transfer. */
export const StyleTransferResult = z.object({
  status: SuccessStatus,
  renovated_image_url: NonEmpty,
});
export type StyleTransferResult = z.infer<typeof StyleTransferResult>;

// ---------------------------------------------------------------------------------------------
// Image Analyzer (coming soon)

/** Depth of an image analysis. */
export const AnalysisType = z.enum(['normal', 'advanced']);
export type AnalysisType = z.infer<typeof AnalysisType>;

/** Whether a photo shows an interior or an exterior. */
export const Classification = z.enum(['interior', 'exterior']);
export type Classification = z.infer<typeof Classification>;

/**
 * The `results` object of a single analysis. Every field is optional: an interior has no
 * `exterior_type` and vice versa, and the endpoint is not live yet to tell us more.
 */
export const AnalysisDetails = z.object({
  classification: optionalField(Classification),
  room_type: optionalField(z.string()),
  exterior_type: optionalField(z.string()),
  status: optionalField(z.string()),
  renovation_styles: optionalField(z.array(z.string())),
});
export type AnalysisDetails = z.infer<typeof AnalysisDetails>;

/** Result of POST /analyze. `error` is typically null on success, hence optional. */
export const AnalysisResult = z.object({
  image_id: z.string(),
  analysis_type: AnalysisType,
  results: AnalysisDetails,
  processing_time: optionalField(z.number()),
  error: optionalField(z.string()),
});
export type AnalysisResult = z.infer<typeof AnalysisResult>;

/** State of a batch analysis. */
export const BatchStatus = z.enum(['processing', 'completed', 'failed']);
export type BatchStatus = z.infer<typeof BatchStatus>;

/**
 * One entry of a batch's `results`. The spec does not show the contents of its `results` object,
 * so it is kept as an opaque record; a failed entry may carry only `image_id` and `error`.
 */
export const BatchAnalysisEntry = z.object({
  image_id: z.string(),
  analysis_type: optionalField(AnalysisType),
  results: optionalField(z.record(z.string(), z.unknown())),
  processing_time: optionalField(z.number()),
  error: optionalField(z.string()),
});
export type BatchAnalysisEntry = z.infer<typeof BatchAnalysisEntry>;

/**
 * Result of POST /analyze/batch. The spec shows `processing`; any batch status is accepted,
 * since a tiny batch could already be done when the answer is written.
 */
export const BatchSubmission = z.object({
  batch_id: NonEmpty,
  status: BatchStatus,
  total_images: z.number().int(),
  estimated_completion_time: z.string(),
});
export type BatchSubmission = z.infer<typeof BatchSubmission>;

/** Result of GET /analyze/batch/{batch_id}. */
export const BatchAnalysis = z.object({
  batch_id: NonEmpty,
  status: BatchStatus,
  total_images: z.number().int(),
  processed_images: z.number().int(),
  results: z.array(BatchAnalysisEntry),
});
export type BatchAnalysis = z.infer<typeof BatchAnalysis>;

// ---------------------------------------------------------------------------------------------
// Virtual Staging

/** One staged variation of a project. */
export const Generation = z.object({
  id: NonEmpty,
  staged_image_url: NonEmpty,
  created_at: z.string(),
  style: z.string(),
  room_type: z.string(),
});
export type Generation = z.infer<typeof Generation>;

/** A virtual-staging project (GET /virtual-staging/projects/{project_id}). */
export const StagingProject = z.object({
  project_id: NonEmpty,
  input_image_url: z.string(),
  generations: z.array(Generation),
});
export type StagingProject = z.infer<typeof StagingProject>;

/** Result of POST /virtual-staging/projects/create (status 201). */
export const StagingProjectCreated = z.object({
  project_id: NonEmpty,
  input_image_url: z.string(),
});
export type StagingProjectCreated = z.infer<typeof StagingProjectCreated>;

/**
 * Body of POST /virtual-staging/projects/{project_id}/stage (status 201). `project_id` is an echo
 * of the path parameter, so the client fills it from the request when the server leaves it out.
 */
export const StageResponse = z.object({
  status: SuccessStatus,
  staged_image_url: NonEmpty,
  project_id: echoField(NonEmpty),
});
export type StageResponse = z.infer<typeof StageResponse>;

/** What `stageProject` resolves to. */
export interface StageResult {
  readonly status: 'success';
  readonly staged_image_url: string;
  readonly project_id: string;
}

/**
 * A room type or staging style, normalised from whatever shape the server lists them in
 * (see `normalizeStagingOptions`). `id` is the value to send back in a stage request.
 */
export const StagingOption = z.object({ id: NonEmpty, name: NonEmpty });
export type StagingOption = z.infer<typeof StagingOption>;
