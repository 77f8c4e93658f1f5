import type { ErrorCode } from '../../../lib/errors';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { StagingGallery, StagingProjectSummary, StagingVariation } from '../../../lib/library/staging-gallery';
import { noticeOf } from '../store/notices-slice';
import type { SliceContext } from '../store/slice';

type StagingContext = SliceContext<'staging'>;

/*
 * The staging slice's gallery (issue #15): the current photo's view of its project, reading the
 * project's variations from the service, and comparing a variation (kept as a result first).
 */

/** The current photo's staging project as last read. */
export interface StagingView {
  /** The photo it is about (a read for another photo is never shown for this one). */
  readonly photoUrl: string;
  readonly loading: boolean;
  /** The photo's project from the local record; null: the photo has none yet. */
  readonly project: StagingProjectSummary | null;
  /** Its variations from the service; null until read, or when the read failed. */
  readonly gallery: StagingGallery | null;
  /** Why the project or its gallery could not be read. */
  readonly error: ErrorCode | null;
}

/** The project's gallery marked unavailable: a 404 means the background marked the project gone. */
function failedGallery(project: StagingProjectSummary, code: ErrorCode): StagingProjectSummary {
  return code === 'not_found' ? { ...project, state: 'gone' } : project;
}

/** `patch` over the view of `photoUrl`: what was read for another photo is never carried over. */
export function patchView(before: StagingView | null, photoUrl: string, patch: Partial<StagingView>): StagingView {
  const kept = before?.photoUrl === photoUrl ? before : { photoUrl, loading: false, project: null, gallery: null, error: null };
  return { ...kept, ...patch };
}

/** Reads a project's gallery into the view of `photoUrl`, unless a newer load started (`current` false). */
export async function loadGallery({ own, patch, get, background: { call } }: StagingContext, current: () => boolean, photoUrl: string, project: StagingProjectSummary): Promise<void> {
  const reply = await call('getStagingGallery', { projectId: project.projectId });
  if (!current()) return;
  if (!reply.ok) {
    patch({ current: patchView(own().current, photoUrl, { loading: false, project: failedGallery(project, reply.code), gallery: null, error: reply.code }) });
    return;
  }
  patch({ current: patchView(own().current, photoUrl, { loading: false, project: reply.data.project, gallery: reply.data, error: null }) });
  // Variations held by results the panel has not read yet (staged while it was closed).
  const known = new Set(get().history.results.map((entry) => entry.id));
  if (reply.data.variations.some((variation) => variation.historyId !== null && !known.has(variation.historyId))) void get().refreshResults();
}

/**
 * Keeps a variation no result holds yet as a result, so it compares and exports like any other;
 * answers its entry, or null when the background refused (the notice says why).
 */
async function keepVariation({ own, patch, get, background: { call } }: StagingContext, project: StagingProjectSummary, variation: StagingVariation): Promise<HistoryEntry | null> {
  const reply = await call('keepStagingVariation', { projectId: project.projectId, variationId: variation.id });
  if (!reply.ok) {
    get().showNotice(noticeOf(reply));
    return null;
  }
  const entry = reply.data.entry;
  get().addResult(entry);
  const gallery = own().current?.gallery;
  if (gallery) {
    const variations = gallery.variations.map((item) => (item.id === variation.id ? { ...item, historyId: entry.id } : item));
    patch({ current: patchView(own().current, project.photo.url, { gallery: { ...gallery, variations } }) });
  }
  return entry;
}

/**
 * Shows a variation as the "After" of its photo, keeping it as a result first when none holds it;
 * resolves true when shown.
 */
export async function compareVariation(ctx: StagingContext, variation: StagingVariation): Promise<boolean> {
  const { get } = ctx;
  const project = ctx.own().current?.project;
  if (!project) return false;
  const entry = get().history.results.find((result) => result.id === variation.historyId) ?? (await keepVariation(ctx, project, variation));
  if (!entry) return false;
  get().selectResult(entry.id);
  return true;
}
