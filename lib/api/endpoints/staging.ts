import { encodePathParam, type CallOptions, type RequestSpec } from '../http';
import { normalizeStagingOptions } from '../normalize';
import { parseWith } from '../parse';
import { pathParam, stageBody, stagingCreateForm, type StageInput } from '../requests';
import { StageResponse, StagingProject, StagingProjectCreated, type StageResult, type StagingOption } from '../schemas';
import { get, postForm, postJson, type Call } from './call';

/** Virtual staging: projects, their staged variations, and the room-type and style lists. */
export interface StagingMethods {
  /** POST /virtual-staging/projects/create (multipart, 201). Spends 1 staging credit. */
  createStagingProject(input: { image: Blob }, o?: CallOptions): Promise<{ project_id: string; input_image_url: string }>;
  /** POST /virtual-staging/projects/{project_id}/stage (201). At most `MAX_VARIATIONS` per project. */
  stageProject(input: StageInput, o?: CallOptions): Promise<StageResult>;
  /** GET /virtual-staging/room-types, normalised to `{ id, name }[]`. */
  getRoomTypes(o?: CallOptions): Promise<StagingOption[]>;
  /** GET /virtual-staging/styles, normalised to `{ id, name }[]`. */
  getStagingStyles(o?: CallOptions): Promise<StagingOption[]>;
  /** GET /virtual-staging/projects/{project_id}: the project and its generations. */
  getStagingProject(input: { project_id: string }, o?: CallOptions): Promise<StagingProject>;
}

/** POST .../stage; a response without `project_id` gets the one from the path. */
function stageSpec(input: StageInput): RequestSpec<StageResult> {
  const projectId = pathParam(input.project_id, 'project_id');
  const parse = (body: unknown): StageResult => {
    const parsed = parseWith(StageResponse, body);
    return { status: parsed.status, staged_image_url: parsed.staged_image_url, project_id: parsed.project_id ?? projectId };
  };
  return postJson(`/virtual-staging/projects/${encodePathParam(projectId)}/stage`, stageBody(input), parse, { errorContext: 'stage' });
}

/** POST .../create: the room photo as a new project (1 staging credit). */
function createSpec(input: { image: Blob }): RequestSpec<StagingProjectCreated> {
  const parse = (body: unknown): StagingProjectCreated => parseWith(StagingProjectCreated, body);
  return postForm('/virtual-staging/projects/create', stagingCreateForm(input), parse, { errorContext: 'staging_create' });
}

/** The staging methods over `call`. */
export function stagingMethods(call: Call): StagingMethods {
  return {
    createStagingProject: (input, o) => call(() => createSpec(input), o),
    stageProject: (input, o) => call(() => stageSpec(input), o),
    getRoomTypes: (o) => call(() => get('/virtual-staging/room-types', normalizeStagingOptions), o),
    getStagingStyles: (o) => call(() => get('/virtual-staging/styles', normalizeStagingOptions), o),
    getStagingProject: (input, o) =>
      call(() => get(`/virtual-staging/projects/${encodePathParam(pathParam(input.project_id, 'project_id'))}`, (body) => parseWith(StagingProject, body)), o),
  };
}
