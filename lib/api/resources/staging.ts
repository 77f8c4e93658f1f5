import { z } from '../../zod';
import { echoField, NonEmpty, ResultUrl, SuccessStatus } from './fields';

/** Virtual staging resources: projects, their generations, stage results, room types and styles. */

/** One staged variation of a project. */
export const Generation = z.object({
  id: NonEmpty,
  staged_image_url: ResultUrl,
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
  staged_image_url: ResultUrl,
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
