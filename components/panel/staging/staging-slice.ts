import type { ErrorCode } from '../../../lib/errors';
import type { StagingProjectSummary, StagingVariation } from '../../../lib/library/staging-gallery';
import { noticeOf } from '../store/notices-slice';
import type { Slice, StoreContext } from '../store/panel-types';
import { compareVariation, loadGallery, patchView, type StagingView } from './staging-gallery';

export type { StagingView } from './staging-gallery';

/*
 * Staging projects in the panel store (issue #15). The fields join the store's shape by
 * augmenting the store's interfaces, so the feature stays in its own files (the slice is one
 * line in panel-store.ts). The background keeps the projects; this is what the panel last read.
 * The gallery's reads and its variations' actions are in staging-gallery.ts.
 */

declare module '../store/panel-data' {
  interface PanelData {
    /** The current photo's staging project; null until the Stage goal asked. */
    staging: StagingView | null;
    /** A project reopened from the list, shown for its photo instead of the photo's current one. */
    stagingFocus: string | null;
    /** Every staging project (the History view's list); null until read. */
    stagingProjects: StagingProjectSummary[] | null;
    stagingProjectsError: ErrorCode | null;
  }
}
declare module '../store/panel-actions' {
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

    compareStagingVariation: (variation) => compareVariation(ctx, variation),

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
