import { encodePathParam, type CallOptions } from '../http';
import { normalizeStagingOptions } from '../normalize';
import { parseWith } from '../parse';
import { pathParam } from '../requests';
import { StagingProject, type StagingOption } from '../schemas';
import { get, type Call } from './call';

/**
 * Virtual staging's lists and projects. Creating a project and staging a variation are the
 * staging operation's calls, declared by its module (lib/operations/).
 */
export interface StagingMethods {
  /** GET /virtual-staging/room-types, normalised to `{ id, name }[]`. */
  getRoomTypes(o?: CallOptions): Promise<StagingOption[]>;
  /** GET /virtual-staging/styles, normalised to `{ id, name }[]`. */
  getStagingStyles(o?: CallOptions): Promise<StagingOption[]>;
  /** GET /virtual-staging/projects/{project_id}: the project and its generations. */
  getStagingProject(input: { project_id: string }, o?: CallOptions): Promise<StagingProject>;
}

/** The staging methods over `call`. */
export function stagingMethods(call: Call): StagingMethods {
  return {
    getRoomTypes: (o) => call(() => get('/virtual-staging/room-types', normalizeStagingOptions), o),
    getStagingStyles: (o) => call(() => get('/virtual-staging/styles', normalizeStagingOptions), o),
    getStagingProject: (input, o) =>
      call(() => get(`/virtual-staging/projects/${encodePathParam(pathParam(input.project_id, 'project_id'))}`, (body) => parseWith(StagingProject, body)), o),
  };
}
