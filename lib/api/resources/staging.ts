import { z } from '../../zod';
import { NonEmpty, ResultUrl } from './fields';

/**
 * Virtual staging resources: projects, their generations, room types and styles. Creating a
 * project and staging a variation are the staging operation's calls (lib/operations/stage.ts).
 */

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

/**
 * A room type or staging style, normalised from whatever shape the server lists them in
 * (see `normalizeStagingOptions`). `id` is the value to send back in a stage request.
 */
export const StagingOption = z.object({ id: NonEmpty, name: NonEmpty });
export type StagingOption = z.infer<typeof StagingOption>;
