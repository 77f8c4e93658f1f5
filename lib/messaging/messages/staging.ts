import { z } from '../../zod';
import { MAX_ID_LENGTH } from '../../api/limits';
import { HistoryEntry } from '../../library/history-entry';
import { StagingGallery, StagingProjectSummary } from '../../library/staging-gallery';
import { message } from '../message-spec';

/**
 * Staging projects as a workflow (issue #15): find a photo's project again, list its variations,
 * keep one as a result, list every project, close a full one, and forget one. Spread into PROTOCOL.
 */

const ProjectId = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ID_LENGTH));

export const STAGING_MESSAGES = {
  /**
   * The project a photo stages into (or last staged into), from the local record: no network, so
   * the cost statements and the counter work offline. `projectId` asks for one project of the
   * photo (a closed one reopened from the list) instead of the photo's current one.
   */
  findStagingProject: message({
    request: z.strictObject({ photoUrl: z.string().check(z.minLength(1), z.maxLength(10_000)), projectId: z.optional(ProjectId) }),
    response: z.object({ project: z.nullable(StagingProjectSummary) }),
    allowedFrom: ['extension'],
  }),
  /**
   * A project's gallery from the service (GET /virtual-staging/projects/{id}). A project the
   * service no longer knows fails `not_found` and its record is marked gone; an answer that does
   * not fit the spec fails `invalid_response`. Nothing else changes either way.
   */
  getStagingGallery: message({
    request: z.strictObject({ projectId: ProjectId }),
    response: StagingGallery,
    allowedFrom: ['extension'],
  }),
  /** Keeps one variation of a project as a result (a history entry with a local copy), to compare and export it. */
  keepStagingVariation: message({
    request: z.strictObject({ projectId: ProjectId, variationId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)) }),
    response: z.object({ entry: HistoryEntry }),
    allowedFrom: ['extension'],
  }),
  /** Every staging project on the API base in force that knows its photo, newest first. */
  listStagingProjects: message({
    request: z.strictObject({}),
    response: z.object({ projects: z.array(StagingProjectSummary) }),
    allowedFrom: ['extension'],
  }),
  /**
   * Forgets a project (the user's choice, from the list): its local records go; the service keeps
   * it, its kept variations stay in history, and its photo's next staging starts a new project.
   * Refused while a staging job is on its way. `removed`: whether there was one.
   */
  removeStagingProject: message({
    request: z.strictObject({ projectId: ProjectId }),
    response: z.object({ removed: z.boolean() }),
    allowedFrom: ['extension'],
  }),
  /** Closes a photo's current project (the user's choice once it is full): the photo's next staging starts a new one. */
  closeStagingProject: message({
    request: z.strictObject({ projectId: ProjectId }),
    response: z.object({ project: StagingProjectSummary }),
    allowedFrom: ['extension'],
  }),
} as const;
