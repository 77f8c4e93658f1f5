import { z } from '../zod';
import { MAX_ID_LENGTH } from '../api/limits';
import { isApiError } from '../api/errors';
import { uploadBlob, type FetchedPhoto } from '../acquisition/acquisition';
import { findProject, forgetProject, recordProject } from '../library/staging-projects';
import { optionName } from './names';
import { textParam, type OperationContext, type OperationDefinition, type OperationOutput } from './types';

/** Staging: creates the photo's project on first use (1 staging credit), then adds a variation. */
export const StageParams = z.object({
  room_type: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  style: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  project_id: z.optional(z.string().check(z.maxLength(MAX_ID_LENGTH))),
});
export type StageParams = z.infer<typeof StageParams>;
export const StageRequest = z.object({ operation: z.literal('stage'), params: StageParams });

async function createProject(ctx: OperationContext, photo: FetchedPhoto): Promise<string> {
  const created = await ctx.api.createStagingProject({ image: await uploadBlob(photo, ctx.resizer) }, { signal: ctx.signal });
  // Stored before staging: a retry after an interruption reuses it instead of paying again.
  await recordProject(ctx.db, ctx.apiBase, photo.hash, created.project_id, ctx.clock());
  return created.project_id;
}

/**
 * The photo's project (given, remembered, or created now), then one variation. A full project
 * (`variation_limit`) is forgotten so the user's retry starts a new one; a remembered project
 * gone from the server is replaced once.
 */
async function run(ctx: OperationContext, photo: FetchedPhoto, params: StageParams): Promise<OperationOutput> {
  const explicit = params.project_id?.trim() || undefined;
  const remembered = explicit ? undefined : (await findProject(ctx.db, ctx.apiBase, photo.hash))?.projectId;
  let projectId = explicit ?? remembered ?? (await createProject(ctx, photo));
  const stageOnce = async (): Promise<OperationOutput> => {
    const result = await ctx.api.stageProject({ project_id: projectId, room_type: params.room_type, style: params.style }, { signal: ctx.signal });
    return { imageUrl: result.staged_image_url, projectId: result.project_id || projectId };
  };
  try {
    return await stageOnce();
  } catch (error) {
    if (!isApiError(error) || explicit) throw error;
    if (error.code === 'variation_limit') {
      await forgetProject(ctx.db, ctx.apiBase, photo.hash);
      throw error;
    }
    if (error.code !== 'not_found' || !remembered) throw error;
    await forgetProject(ctx.db, ctx.apiBase, photo.hash);
    projectId = await createProject(ctx, photo);
    return stageOnce();
  }
}

export const stage = {
  id: 'stage',
  request: StageRequest,
  words: { name: 'operation.stage', file: 'file.operation.stage' },
  formerNames: ['virtual_staging', 'staging'],
  result: 'image',
  outbound: {
    'staging-create': { endpoint: 'POST /virtual-staging/projects/create', fields: { image: 'photo' }, purpose: 'Start virtual staging of the empty room you picked' },
    'staging-stage': { endpoint: 'POST /virtual-staging/projects/{project_id}/stage', fields: { room_type: 'choices', style: 'choices' }, purpose: 'Stage a variation of that room' },
  },
  // The room type and style come from the service's lists: nothing to start with.
  defaults: {},
  slug: 'staging',
  disclosure: 'virtually-staged',
  // A run that creates the photo's project spends one; a variation of an existing project spends
  // none, up to `MAX_VARIATIONS` (the panel's staging status says which applies).
  credits: { kind: 'staging', perRun: 1 },
  // Room type, then style: "Living room · Modern", as the staging form asks for them.
  summarize(params, names) {
    const room = textParam(params, 'room_type');
    const style = textParam(params, 'style');
    return [...(room ? [optionName('roomType', room, names)] : []), ...(style ? [optionName('stagingStyle', style, names)] : [])];
  },
  run,
} satisfies OperationDefinition<'stage', StageParams>;
