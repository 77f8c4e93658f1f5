import { z } from '../zod';
import { declareCall } from '../api/declare';
import { MAX_ID_LENGTH, MAX_VARIATIONS } from '../api/limits';
import { isApiError } from '../api/errors';
import { parseWith } from '../api/parse';
import { fileNameFor, pathParam, requireBlob, requireId } from '../api/requests';
import { echoField, NonEmpty, ResultUrl, SuccessStatus } from '../api/schemas';
import { uploadBlob, type FetchedPhoto } from '../acquisition/acquisition';
import { findProject, forgetProject, recordProject } from '../library/staging-projects';
import { optionName } from './names';
import { stagingChoicesField } from './fields/choices';
import { disclosureField, noteField, stagingProjectField } from './fields/shown';
import { textParam, type OperationContext, type OperationDefinition, type OperationOutput } from './types';

/** Staging: creates the photo's project on first use (1 staging credit), then adds a variation. */
export const StageParams = z.object({
  room_type: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  style: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  project_id: z.optional(z.string().check(z.maxLength(MAX_ID_LENGTH))),
});
export type StageParams = z.infer<typeof StageParams>;
export const StageRequest = z.object({ operation: z.literal('stage'), params: StageParams });

/** Result of POST /virtual-staging/projects/create (status 201). */
export const StagingProjectCreated = z.object({
  project_id: NonEmpty,
  input_image_url: z.string(),
});
export type StagingProjectCreated = z.infer<typeof StagingProjectCreated>;

/**
 * A 400 of project creation that names a limit ("exceeded project limit", spec section 7): out of
 * credits, since projects are what staging credits count.
 */
export function readCreateRefusal(message: string | undefined): 'insufficient_credits' | undefined {
  return message !== undefined && /limit/i.test(message) ? 'insufficient_credits' : undefined;
}

/** POST /virtual-staging/projects/create (multipart, 201): the room photo as a new project. Spends 1 staging credit. */
export const createStagingProjectCall = declareCall('POST /virtual-staging/projects/create', (input: { readonly image: Blob }) => {
  const image = requireBlob(input.image, 'image');
  const form = new FormData();
  form.append('image', image, fileNameFor(image, 'room'));
  return { body: form, parse: (body: unknown) => parseWith(StagingProjectCreated, body), readBadRequest: readCreateRefusal };
});

/** Input of a stage request: the project (in the path), the room type and the style. */
export interface StageInput {
  readonly project_id: string;
  readonly room_type: string;
  readonly style: string;
}

/**
 * Body of POST /virtual-staging/projects/{project_id}/stage (status 201). `project_id` is an echo
 * of the path parameter, so the call fills it from the request when the server leaves it out.
 */
export const StageResponse = z.object({
  status: SuccessStatus,
  staged_image_url: ResultUrl,
  project_id: echoField(NonEmpty),
});

/** What a stage request resolves to. */
export interface StageResult {
  readonly status: 'success';
  readonly staged_image_url: string;
  readonly project_id: string;
}

/** A stage refusal about the variation limit (spec section 7): it names the limit, variations, or their number. */
const VARIATION_LIMIT = new RegExp(`limit|variation|\\b${MAX_VARIATIONS}\\b`, 'i');

/** How a 400 of a stage request reads: the project's variations are used up, or a plain `bad_request`. */
export function readStageRefusal(message: string | undefined): 'variation_limit' | undefined {
  return message !== undefined && VARIATION_LIMIT.test(message) ? 'variation_limit' : undefined;
}

/** POST /virtual-staging/projects/{project_id}/stage (201): one more variation, at most `MAX_VARIATIONS` per project. */
export const stageProjectCall = declareCall('POST /virtual-staging/projects/{project_id}/stage', (input: StageInput) => {
  const projectId = pathParam(input.project_id, 'project_id');
  const parse = (body: unknown): StageResult => {
    const parsed = parseWith(StageResponse, body);
    return { status: parsed.status, staged_image_url: parsed.staged_image_url, project_id: parsed.project_id ?? projectId };
  };
  const body = { room_type: requireId(input.room_type, 'room_type'), style: requireId(input.style, 'style') };
  return { params: { project_id: projectId }, body, parse, readBadRequest: readStageRefusal };
});

async function createProject(ctx: OperationContext, photo: FetchedPhoto): Promise<string> {
  const created = await ctx.api.send(createStagingProjectCall, { image: await uploadBlob(photo, ctx.resizer) }, { signal: ctx.signal });
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
    const result = await ctx.api.send(stageProjectCall, { project_id: projectId, room_type: params.room_type, style: params.style }, { signal: ctx.signal });
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
    'staging-create': { call: createStagingProjectCall, fields: { image: 'photo' }, purpose: 'Start virtual staging of the empty room you picked' },
    'staging-stage': { call: stageProjectCall, fields: { room_type: 'choices', style: 'choices' }, purpose: 'Stage a variation of that room' },
  },
  // The room type and style come from the service's lists: nothing to start with.
  defaults: {},
  slug: 'staging',
  disclosure: 'virtually-staged',
  // A run that creates the photo's project spends one; a variation of an existing project spends
  // none, up to `MAX_VARIATIONS` (the panel's staging status says which applies).
  credits: { kind: 'staging', perRun: 1 },
  goal: {
    order: 2,
    words: { tab: 'goal.stage', action: 'action.stage', group: 'stage.group', blocked: 'action.blocked.stage' },
    fields: [noteField('stage.intro', { max: MAX_VARIATIONS }), stagingChoicesField(), stagingProjectField(), disclosureField('stage.disclosure')],
  },
  // Room type, then style: "Living room · Modern", as the staging form asks for them.
  summarize(params, names) {
    const room = textParam(params, 'room_type');
    const style = textParam(params, 'style');
    return [...(room ? [optionName('roomType', room, names)] : []), ...(style ? [optionName('stagingStyle', style, names)] : [])];
  },
  run,
} satisfies OperationDefinition<'stage', StageParams>;
