import { z } from '../../zod';
import { optionalField, NonEmpty } from './fields';

/** Image Analyzer resources (coming soon on the service): single and batch analyses. */

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
  total_images: z.int(),
  estimated_completion_time: z.string(),
});
export type BatchSubmission = z.infer<typeof BatchSubmission>;

/** Result of GET /analyze/batch/{batch_id}. */
export const BatchAnalysis = z.object({
  batch_id: NonEmpty,
  status: BatchStatus,
  total_images: z.int(),
  processed_images: z.int(),
  results: z.array(BatchAnalysisEntry),
});
export type BatchAnalysis = z.infer<typeof BatchAnalysis>;
