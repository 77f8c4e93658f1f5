import type { ErrorCode } from '../../../lib/errors';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { StagingGallery, StagingProjectSummary, StagingVariation } from '../../../lib/library/staging-gallery';
import { withResult } from '../store/history-slice';
import { noticeOf } from '../store/notices-slice';
import type { Slice, StoreContext } from '../store/panel-types';

/*
 * Staging projects in the panel store (issue #15). The fields join the store's shape by
 * augmenting panel-types' interfaces, so the feature stays in its own files (the slice is one
 * line in panel-store.ts). The background keeps the projects; this is what the panel last read.
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

declare module '../store/panel-types' {
  interface PanelData {
    /** The current photo's staging project; null until the Stage goal asked. */
    staging: StagingView | null;
    /** A project reopened from the list, shown for its photo instead of the photo's current one. */
    stagingFocus: string | null;
    /** Every staging project (the History view's list); null until read. */
    stagingProjects: StagingProjectSummary[] | null;
    stagingProjectsError: ErrorCode | null;
  }
  interface PanelActions {
    /** Reads the current photo's project, then its gallery from the service. */
    loadStagingProject(): Promise<void>;
    /** Reads the list of staging projects. */
    loadStagingProjects(): Promise<void>;
    /** Shows a project from the list: its photo becomes current, with the Stage goal and the project's gallery. */
    reopenStagingProject(project: StagingProjectSummary): void;
    /** Shows a variation as the "After" of its photo, keeping it as a result first when none holds it; resolves true when shown. */
    compareStagingVariation(variation: StagingVariation): Promise<boolean>;
    /** Closes a full project: the photo's next staging starts a new one. */
    closeStagingProject(projectId: string): Promise<void>;
  }
}

type StagingSlice = Slice<
  'staging' | 'stagingFocus' | 'stagingProjects' | 'stagingProjectsError' | 'loadStagingProject' | 'loadStagingProjects' | 'reopenStagingProject' | 'compareStagingVariation' | 'closeStagingProject'
>;

/** The project's gallery marked unavailable: a 404 means the background marked the project gone. */
function failedGallery(project: StagingProjectSummary, code: ErrorCode): StagingProjectSummary {
  return code === 'not_found' ? { ...project, state: 'gone' } : project;
}

/** `patch` over the view of `photoUrl`: what was read for another photo is never carried over. */
function patchView(before: StagingView | null, photoUrl: string, patch: Partial<StagingView>): StagingView {
  const kept = before?.photoUrl === photoUrl ? before : { photoUrl, loading: false, project: null, gallery: null, error: null };
  return { ...kept, ...patch };
}

/** Reads a project's gallery into the view of `photoUrl`, unless a newer load started (`current` false). */
async function loadGallery({ set, get, background: { call } }: StoreContext, current: () => boolean, photoUrl: string, project: StagingProjectSummary): Promise<void> {
  const reply = await call('getStagingGallery', { projectId: project.projectId });
  if (!current()) return;
  if (!reply.ok) {
    set({ staging: patchView(get().staging, photoUrl, { loading: false, project: failedGallery(project, reply.code), gallery: null, error: reply.code }) });
    return;
  }
  set({ staging: patchView(get().staging, photoUrl, { loading: false, project: reply.data.project, gallery: reply.data, error: null }) });
  // Variations held by results the panel has not read yet (staged while it was closed).
  const known = new Set(get().results.map((entry) => entry.id));
  if (reply.data.variations.some((variation) => variation.historyId !== null && !known.has(variation.historyId))) void get().refreshResults();
}

/**
 * Keeps a variation no result holds yet as a result, so it compares and exports like any other;
 * answers its entry, or null when the background refused (the notice says why).
 */
async function keepVariation({ set, get, background: { call } }: StoreContext, project: StagingProjectSummary, variation: StagingVariation): Promise<HistoryEntry | null> {
  const reply = await call('keepStagingVariation', { projectId: project.projectId, variationId: variation.id });
  if (!reply.ok) {
    set({ notice: noticeOf(reply) });
    return null;
  }
  const entry = reply.data.entry;
  set({ results: withResult(get().results, entry) });
  const gallery = get().staging?.gallery;
  if (gallery) {
    const variations = gallery.variations.map((item) => (item.id === variation.id ? { ...item, historyId: entry.id } : item));
    set({ staging: patchView(get().staging, project.photo.url, { gallery: { ...gallery, variations } }) });
  }
  return entry;
}

/** Staging projects: the current photo's, with its gallery, and the list of all of them. */
export function createStagingSlice(ctx: StoreContext): StagingSlice {
  const { set, get, background: { call } } = ctx;
  // Each load is numbered: a slow answer for an earlier photo never overwrites a newer one.
  let loads = 0;
  const view = (photoUrl: string, patch: Partial<StagingView>): StagingView => patchView(get().staging, photoUrl, patch);

  return {
    staging: null,
    stagingFocus: null,
    stagingProjects: null,
    stagingProjectsError: null,

    async loadStagingProject() {
      const photoUrl = get().photo?.url;
      const load = ++loads;
      if (!photoUrl) {
        set({ staging: null });
        return;
      }
      const focus = get().stagingFocus;
      set({ staging: view(photoUrl, { loading: true, error: null }) });
      const found = await call('findStagingProject', { photoUrl, ...(focus ? { projectId: focus } : {}) });
      if (load !== loads) return;
      if (!found.ok) {
        set({ staging: view(photoUrl, { loading: false, error: found.code }) });
        return;
      }
      const project = found.data.project;
      // The reopened project belongs to another photo: this photo shows its own.
      if (focus && project?.projectId !== focus) set({ stagingFocus: null });
      if (!project || project.state === 'gone') {
        set({ staging: view(photoUrl, { loading: false, project, gallery: null }) });
        return;
      }
      const sameProject = get().staging?.gallery?.project.projectId === project.projectId;
      set({ staging: view(photoUrl, { project, ...(sameProject ? {} : { gallery: null }) }) });
      await loadGallery(ctx, () => load === loads, photoUrl, project);
    },

    async loadStagingProjects() {
      const reply = await call('listStagingProjects', {});
      if (reply.ok) set({ stagingProjects: reply.data.projects, stagingProjectsError: null });
      else set({ stagingProjectsError: reply.code });
    },

    reopenStagingProject(project) {
      get().setPhoto(project.photo);
      get().setTool('stage');
      // The Stage goal reads the project as it shows (the focus and the photo are its inputs).
      set({ view: 'listing', stagingFocus: project.projectId });
    },

    async compareStagingVariation(variation) {
      const project = get().staging?.project;
      if (!project) return false;
      const entry = get().results.find((result) => result.id === variation.historyId) ?? (await keepVariation(ctx, project, variation));
      if (!entry) return false;
      get().selectResult(entry.id);
      return true;
    },

    async closeStagingProject(projectId) {
      const reply = await call('closeStagingProject', { projectId });
      if (!reply.ok) {
        set({ notice: noticeOf(reply) });
        return;
      }
      set({ stagingFocus: null });
      await get().loadStagingProject();
    },
  };
}
