import { z } from '../zod';
import { ErrorCode } from '../errors';
import { PickedPhoto } from '../listing';
import { JobRequest } from '../operations';

/**
 * The job model shared by the background (the only writer) and the extension pages (readers).
 * A job's request is an operation with its parameters, validated by that operation's own schema
 * (`lib/operations/`); field names follow the API spec, so the parameters are what is sent.
 */

export { JobRequest, Operation } from '../operations';

export const JobState = z.enum(['queued', 'running', 'done', 'failed', 'interrupted', 'cancelled']);
export type JobState = z.infer<typeof JobState>;

/** The states in which a job still holds a place in the queue. */
export const ACTIVE_STATES = ['queued', 'running'] as const satisfies readonly JobState[];

/** True while a job is queued or running: it holds a place in the queue and may still change. */
export function isActive(job: { readonly state: JobState }): boolean {
  return (ACTIVE_STATES as readonly JobState[]).includes(job.state);
}

/**
 * A batch's id ("Reimagine all photos of this listing"): the panel makes one per batch and every
 * job of the batch (and each retry of one) carries it, so the batch can be rebuilt from the jobs
 * alone after the panel closes. Short and plain, because it arrives in messages.
 */
export const BatchId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a batch id is 1 to 64 letters, digits, "-" or "_"'));
export type BatchId = z.infer<typeof BatchId>;

/** What a finished job produced. */
export const JobResult = z.object({
  /** Id of the history entry (and its local image copy). */
  historyId: z.string(),
  /** The hosted URL the API returned. */
  imageUrl: z.optional(z.string()),
  /** True when the result came from the cache and spent no credit. */
  fromCache: z.boolean(),
  /** Staging: the project the variation belongs to. */
  projectId: z.optional(z.string()),
  /** Analyze: the analysis result, as returned. */
  analysis: z.optional(z.record(z.string(), z.unknown())),
});
export type JobResult = z.infer<typeof JobResult>;

/** One job, as stored in the durable queue. */
export const Job = z.object({
  id: z.string(),
  request: JobRequest,
  photo: PickedPhoto,
  state: JobState,
  createdAt: z.number(),
  startedAt: z.optional(z.number()),
  finishedAt: z.optional(z.number()),
  result: z.optional(JobResult),
  /** Why it failed; `mayHaveCharged` when a credit-spending call lost its answer (the panel says so). */
  error: z.optional(z.object({ code: ErrorCode, message: z.string(), mayHaveCharged: z.optional(z.literal(true)) })),
  /** Asked for a fresh variation: skip the result cache. */
  newVariation: z.boolean(),
  /** The job this one retries, for an interrupted or failed job. */
  retryOf: z.optional(z.string()),
  /** The batch the job belongs to; optional, so jobs stored before batches existed still read. */
  batchId: z.optional(BatchId),
});
export type Job = z.infer<typeof Job>;
