import { z } from 'zod';
import { ErrorCode } from '../errors';
import { PickedPhoto } from '../messaging/protocol-photo';

/**
 * The job model shared by the background (the only writer) and the extension pages (readers).
 * Field names inside `params` follow the API spec exactly, so a job's parameters are what the
 * request carries.
 */

/** Every operation a job can run. */
export const Operation = z.enum(['renovate', 'kitchenCabinets', 'styleTransfer', 'upscale', 'stage', 'analyze']);
export type Operation = z.infer<typeof Operation>;

export const RenovationSpectrum = z.enum(['tweak', 'enhance', 'renovate', 'transform']);
export const InstallationLocation = z.enum(['FLOORS', 'KITCHEN_CABINETS', 'COUNTERTOPS', 'BACKSPLASH', 'WALLS', 'EXTERIOR_SIDING', 'CEILING']);

/** A catalog product applied by a materials render (spec section 2, Material). */
export const MaterialInput = z.object({
  material_id: z.string().min(1),
  material_name: z.string().min(1),
  color_id: z.string(),
  color_name: z.string(),
  image_url: z.string().url(),
  installation_location: InstallationLocation,
  metadata: z.record(z.string(), z.string()),
});
export type MaterialInput = z.infer<typeof MaterialInput>;

const hasStyleOrGuidance = (p: { style_id?: string | undefined; guidance?: string | undefined }) =>
  Boolean(p.style_id?.trim()) || Boolean(p.guidance?.trim());
const STYLE_OR_GUIDANCE = { message: 'Pick a style or write guidance.' };

/** Renovate: a style and/or guidance, an intensity, optional materials. */
export const RenovateParams = z
  .object({
    style_id: z.string().optional(),
    renovation_spectrum: RenovationSpectrum.optional(),
    guidance: z.string().max(2000).optional(),
    materials: z.array(MaterialInput).max(20).optional(),
  })
  .refine(hasStyleOrGuidance, STYLE_OR_GUIDANCE);

/** Kitchen cabinets: the same inputs as renovate, without materials. */
export const KitchenCabinetsParams = z
  .object({
    style_id: z.string().optional(),
    renovation_spectrum: RenovationSpectrum.optional(),
    guidance: z.string().max(2000).optional(),
  })
  .refine(hasStyleOrGuidance, STYLE_OR_GUIDANCE);

/** Where a style-transfer's style comes from: a photo URL, or a file the user picked (as a data URL). */
export const StyleSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('url'), url: z.string().min(1) }),
  z.object({ kind: z.literal('file'), dataUrl: z.string().startsWith('data:'), name: z.string().optional() }),
]);
export type StyleSource = z.infer<typeof StyleSource>;

export const StyleTransferParams = z.object({ style: StyleSource });
export const UpscaleParams = z.object({ creativity: z.number().min(0).max(1).optional() });
/** Staging: creates the photo's project on first use (1 staging credit), then adds a variation. */
export const StageParams = z.object({ room_type: z.string().min(1), style: z.string().min(1), project_id: z.string().optional() });
export const AnalyzeParams = z.object({ analysis_type: z.enum(['normal', 'advanced']).optional() });

/** What the panel asks for: an operation with its parameters. */
export const JobRequest = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('renovate'), params: RenovateParams }),
  z.object({ operation: z.literal('kitchenCabinets'), params: KitchenCabinetsParams }),
  z.object({ operation: z.literal('styleTransfer'), params: StyleTransferParams }),
  z.object({ operation: z.literal('upscale'), params: UpscaleParams }),
  z.object({ operation: z.literal('stage'), params: StageParams }),
  z.object({ operation: z.literal('analyze'), params: AnalyzeParams }),
]);
export type JobRequest = z.infer<typeof JobRequest>;

export const JobState = z.enum(['queued', 'running', 'done', 'failed', 'interrupted', 'cancelled']);
export type JobState = z.infer<typeof JobState>;

/** What a finished job produced. */
export const JobResult = z.object({
  /** Id of the history entry (and its local image copy). */
  historyId: z.string(),
  /** The hosted URL the API returned. */
  imageUrl: z.string().optional(),
  /** True when the result came from the cache and spent no credit. */
  fromCache: z.boolean(),
  /** Staging: the project the variation belongs to. */
  projectId: z.string().optional(),
  /** Analyze: the analysis result, as returned. */
  analysis: z.record(z.string(), z.unknown()).optional(),
});
export type JobResult = z.infer<typeof JobResult>;

/** One job, as stored in the durable queue. */
export const Job = z.object({
  id: z.string(),
  request: JobRequest,
  photo: PickedPhoto,
  state: JobState,
  createdAt: z.number(),
  startedAt: z.number().optional(),
  finishedAt: z.number().optional(),
  result: JobResult.optional(),
  error: z.object({ code: ErrorCode, message: z.string() }).optional(),
  /** Asked for a fresh variation: skip the result cache. */
  newVariation: z.boolean(),
  /** The job this one retries, for an interrupted or failed job. */
  retryOf: z.string().optional(),
});
export type Job = z.infer<typeof Job>;

/** The states in which a job still holds a place in the queue. */
export const ACTIVE_STATES: readonly JobState[] = ['queued', 'running'];

/** A history entry: one finished result, with a local copy of the image kept in IndexedDB. */
export const HistoryEntry = z.object({
  id: z.string(),
  jobId: z.string(),
  operation: Operation,
  params: z.record(z.string(), z.unknown()),
  photo: PickedPhoto,
  resultUrl: z.string().optional(),
  createdAt: z.number(),
  /** Disclosure label the UI shows on the image (listing rules require it). */
  disclosure: z.enum(['virtually-staged', 'digitally-altered']),
  /** Whether a local copy of the result image is stored (key = this entry's id). */
  hasLocalCopy: z.boolean(),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
