import { z } from '../zod';
import { MAX_VARIATIONS } from '../api/limits';
import type { StagingProject } from '../api/schemas';
import type { HistoryEntry } from './history-entry';
import { PickedPhoto } from '../listing';
import { projectState, type ProjectRecord } from './staging-projects';

/**
 * What the panel learns about staging projects: a project's summary (from the local record, so
 * the list and the cost statements work offline) and its gallery (the service's list of
 * variations, each tied to the history entry that holds it as a result, when there is one).
 */

/** A project as the panel shows it. `variations` is the last count the service gave (null: never asked). */
export const StagingProjectSummary = z.object({
  projectId: z.string().check(z.minLength(1)),
  photo: PickedPhoto,
  createdAt: z.number(),
  state: z.enum(['open', 'full', 'closed', 'gone']),
  variations: z.nullable(z.int().check(z.nonnegative())),
  max: z.int().check(z.positive()),
  checkedAt: z.optional(z.number()),
});
export type StagingProjectSummary = z.infer<typeof StagingProjectSummary>;

/** One variation of a project, as the service lists it. `historyId`: the result that holds it (null: none yet). */
export const StagingVariation = z.object({
  id: z.string().check(z.minLength(1)),
  roomType: z.string(),
  style: z.string(),
  createdAt: z.string(),
  imageUrl: z.string(),
  historyId: z.nullable(z.string()),
});
export type StagingVariation = z.infer<typeof StagingVariation>;

/** A project with every variation the service lists, oldest first, and how many more it takes. */
export const StagingGallery = z.object({
  project: StagingProjectSummary,
  inputImageUrl: z.string(),
  variations: z.array(StagingVariation),
  remaining: z.int().check(z.nonnegative()),
});
export type StagingGallery = z.infer<typeof StagingGallery>;

/** The summary of a record linked to its photo (unlinked records have nothing to show). */
export function summarizeProject(record: ProjectRecord): StagingProjectSummary | undefined {
  if (!record.photo) return undefined;
  return {
    projectId: record.projectId,
    photo: record.photo,
    createdAt: record.createdAt,
    state: projectState(record),
    variations: record.variations ?? null,
    max: MAX_VARIATIONS,
    ...(record.checkedAt !== undefined ? { checkedAt: record.checkedAt } : {}),
  };
}

/**
 * The gallery of a project the service listed. Each variation is matched to a staging result by
 * its image URL (a staged variation's history entry keeps the URL the service answered).
 */
export function buildGallery(summary: StagingProjectSummary, project: StagingProject, history: readonly HistoryEntry[]): StagingGallery {
  const byUrl = new Map(history.filter((entry) => entry.operation === 'stage' && entry.resultUrl).map((entry) => [entry.resultUrl, entry.id]));
  const variations = project.generations.map((generation) => ({
    id: generation.id,
    roomType: generation.room_type,
    style: generation.style,
    createdAt: generation.created_at,
    imageUrl: generation.staged_image_url,
    historyId: byUrl.get(generation.staged_image_url) ?? null,
  }));
  // The service may hold more than it should; the count left never goes below zero.
  return { project: summary, inputImageUrl: project.input_image_url, variations, remaining: Math.max(0, summary.max - variations.length) };
}

/** When the service dated a variation, as a time (the clock's now when its date can't be read). */
function variationTime(variation: StagingVariation, now: number): number {
  const at = Date.parse(variation.createdAt);
  return Number.isNaN(at) ? now : at;
}

/**
 * A variation the user wants as a result (to compare, download or export) that no history entry
 * holds yet: staged elsewhere, or its result deleted or pruned. It becomes an entry like a
 * staged job's, with the project id among its parameters.
 */
export function variationEntry(variation: StagingVariation, summary: StagingProjectSummary, id: string, now: number): HistoryEntry {
  return {
    id,
    // No job ran it: the id names the variation, and can never match a queued job's id.
    jobId: `staging-variation:${variation.id}`,
    operation: 'stage',
    params: { room_type: variation.roomType, style: variation.style, project_id: summary.projectId },
    photo: summary.photo,
    resultUrl: variation.imageUrl,
    createdAt: variationTime(variation, now),
    disclosure: 'virtually-staged',
    hasLocalCopy: false,
  };
}
