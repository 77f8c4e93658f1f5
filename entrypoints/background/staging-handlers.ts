import type { ApiClient } from '../../lib/api/client';
import { isApiError } from '../../lib/api/errors';
import type { StagingProject } from '../../lib/api/schemas';
import type { FetchFn } from '../../lib/acquisition/acquisition';
import { copyResultImage } from '../../lib/acquisition/result-copy';
import { AppError } from '../../lib/errors';
import { addHistoryEntry, getHistoryEntry, HISTORY_CAP, listHistory } from '../../lib/library/history';
import { buildGallery, summarizeProject, variationEntry, type StagingGallery, type StagingProjectSummary } from '../../lib/library/staging-gallery';
import { closeRecord, linkProjects, listProjectRecords, projectOfPhoto, removeProject, updateProject, type ProjectRecord } from '../../lib/library/staging-projects';
import type { Handlers } from '../../lib/messaging/router';
import { FINISHED_JOBS_CAP } from '../../lib/queue/job-store';
import { RESULT_FETCH_TIMEOUT_MS } from '../../lib/queue/runner';
import type { BackgroundContext } from './context';
import type { HandlerDeps } from './handlers';

/**
 * Staging projects as a workflow (issue #15): the background keeps each photo's projects
 * (lib/library/staging-projects.ts), lists a project's gallery from the service, and turns a
 * variation into a result on request. Every call to the service goes through here.
 */

type StagingHandlers = Pick<Handlers, 'findStagingProject' | 'getStagingGallery' | 'keepStagingVariation' | 'listStagingProjects' | 'closeStagingProject' | 'removeStagingProject'>;

/** Why a project is not removed now: a staging job on its way may be adding a variation to it. */
const STAGING_BUSY_MESSAGE = 'A staging render is on its way: remove the project once it is done.';

/** True while a staging job is queued or running (it may be staging into any project). */
async function stagingUnderway(ctx: BackgroundContext): Promise<boolean> {
  const active = [...(await ctx.store.byState('queued')), ...(await ctx.store.byState('running'))];
  return active.some((job) => job.request.operation === 'stage');
}

/** What tests replace: the fetch that copies a variation's image, and history ids. */
export interface StagingOptions {
  readonly fetch?: FetchFn;
  readonly newId?: () => string;
}

/**
 * The API base's project records, after naming the photo of any project that did not know it
 * yet from the finished staging jobs (the staging operation records a project by its photo's
 * hash only; the job that used it carries the photo and its listing).
 */
async function projectRecords(ctx: BackgroundContext, apiBase: string): Promise<ProjectRecord[]> {
  const records = await listProjectRecords(ctx.db, apiBase);
  if (records.every((record) => record.photo)) return records;
  const jobs = await ctx.store.recent(FINISHED_JOBS_CAP);
  const links = jobs.flatMap((job) => (job.request.operation === 'stage' && job.state === 'done' && job.result?.projectId ? [{ projectId: job.result.projectId, photo: job.photo }] : []));
  return (await linkProjects(ctx.db, links)) > 0 ? listProjectRecords(ctx.db, apiBase) : records;
}

/** A project's record with its summary, or `not_found` naming why there is none. */
async function projectById(ctx: BackgroundContext, apiBase: string, projectId: string): Promise<{ record: ProjectRecord; summary: StagingProjectSummary }> {
  const record = (await projectRecords(ctx, apiBase)).find((candidate) => candidate.projectId === projectId);
  const summary = record && summarizeProject(record);
  if (!record || !summary) throw new AppError('not_found', `Reimagine has no staging project "${projectId}" for this API address.`);
  return { record, summary };
}

/**
 * Reads the project from the service. A 404 marks the local record gone (its results stay in
 * history: nothing else is touched); a malformed answer is named as such.
 */
async function fetchProject(ctx: BackgroundContext, api: ApiClient, record: ProjectRecord): Promise<StagingProject> {
  let project: StagingProject;
  try {
    project = await api.getStagingProject({ project_id: record.projectId });
  } catch (error) {
    if (isApiError(error) && error.code === 'not_found') {
      await updateProject(ctx.db, record.key, { goneAt: ctx.clock() });
      throw new AppError('not_found', `RenovateAI no longer knows staging project "${record.projectId}". It is marked as gone here; its results stay in your history.`);
    }
    if (isApiError(error) && error.code === 'invalid_response') {
      throw new AppError('invalid_response', `RenovateAI's answer for staging project "${record.projectId}" could not be read (${error.message}).`);
    }
    throw error;
  }
  // The project id is an echo of the path: another one means the answer is not about this project.
  if (project.project_id !== record.projectId) {
    throw new AppError('invalid_response', `RenovateAI answered staging project "${record.projectId}" with another project ("${project.project_id}").`);
  }
  return project;
}

/** The gallery of a project, its count stored for the list and the counter. */
async function galleryOf(ctx: BackgroundContext, projectId: string): Promise<StagingGallery> {
  const { api, apiBase } = await ctx.connect();
  const { record, summary } = await projectById(ctx, apiBase, projectId);
  const project = await fetchProject(ctx, api, record);
  const updated = await updateProject(ctx.db, record.key, { variations: project.generations.length, checkedAt: ctx.clock() });
  const history = await listHistory(ctx.db, { limit: HISTORY_CAP });
  return buildGallery((updated && summarizeProject(updated)) ?? summary, project, history);
}

/** Makes a variation a result: its existing history entry, or a new one with a local copy of its image. */
async function keepVariation(ctx: BackgroundContext, options: StagingOptions, projectId: string, variationId: string) {
  const gallery = await galleryOf(ctx, projectId);
  const variation = gallery.variations.find((candidate) => candidate.id === variationId);
  if (!variation) throw new AppError('not_found', `Staging project "${projectId}" has no variation "${variationId}".`);
  const existing = variation.historyId ? await getHistoryEntry(ctx.db, variation.historyId) : undefined;
  if (existing) return { entry: existing };
  const entry = variationEntry(variation, gallery.project, (options.newId ?? (() => crypto.randomUUID()))(), ctx.clock());
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Best effort, like a render's copy: without it the result keeps the hosted URL.
  const copy = await copyResultImage(fetchFn, variation.imageUrl, RESULT_FETCH_TIMEOUT_MS, new AbortController().signal);
  await addHistoryEntry(ctx.db, { ...entry, ...(copy?.width ? { width: copy.width, height: copy.height } : {}) }, copy?.blob);
  return { entry: (await getHistoryEntry(ctx.db, entry.id)) ?? entry };
}

/** The staging project handlers, spread into `createHandlers`. */
export function stagingHandlers({ ready }: HandlerDeps, options: StagingOptions = {}): StagingHandlers {
  const apiBaseOf = async (ctx: BackgroundContext) => (await ctx.keys.connection()).apiBase;
  return {
    async findStagingProject({ photoUrl, projectId }) {
      const ctx = await ready;
      const record = projectOfPhoto(await projectRecords(ctx, await apiBaseOf(ctx)), photoUrl, projectId);
      return { project: (record && summarizeProject(record)) ?? null };
    },
    getStagingGallery: async ({ projectId }) => galleryOf(await ready, projectId),
    keepStagingVariation: async ({ projectId, variationId }) => keepVariation(await ready, options, projectId, variationId),
    async listStagingProjects() {
      const ctx = await ready;
      const records = await projectRecords(ctx, await apiBaseOf(ctx));
      return { projects: records.flatMap((record) => summarizeProject(record) ?? []) };
    },
    async closeStagingProject({ projectId }) {
      const ctx = await ready;
      const apiBase = await apiBaseOf(ctx);
      const { record } = await projectById(ctx, apiBase, projectId);
      await closeRecord(ctx.db, record.key, ctx.clock());
      return { project: (await projectById(ctx, apiBase, projectId)).summary };
    },
    async removeStagingProject({ projectId }) {
      const ctx = await ready;
      if (await stagingUnderway(ctx)) throw new AppError('bad_message', STAGING_BUSY_MESSAGE);
      return { removed: await removeProject(ctx.db, await apiBaseOf(ctx), projectId) };
    },
  };
}
