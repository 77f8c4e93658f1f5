import type { ErrorCode } from '../../../lib/errors';
import type { StagingProjectSummary, StagingVariation } from '../../../lib/library/staging-gallery';
import { noticeOf } from '../store/notices-slice';
import { defineSlice } from '../store/slice';
import { compareVariation, loadGallery, patchView, type StagingView } from './staging-gallery';

export type { StagingView } from './staging-gallery';

/** The staging slice's state (`state.staging`); the background keeps the projects, this is what the panel last read. */
export interface StagingData {
  /** The current photo's staging project; null until the Stage goal asked. */
  current: StagingView | null;
  /** A project reopened from the list, shown for its photo instead of the photo's current one. */
  focus: string | null;
  /** Every staging project (the History view's list); null until read. */
  projects: StagingProjectSummary[] | null;
  projectsError: ErrorCode | null;
}

export interface StagingActions {
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
  /** Forgets a project (from the list): resolves true once it is gone from the list and the Stage goal. */
  removeStagingProject(projectId: string): Promise<boolean>;
}

/**
 * Staging projects (issue #15): the current photo's, with its gallery, and the list of all of
 * them. The gallery's reads and its variations' actions are in staging-gallery.ts.
 */
export const stagingSlice = defineSlice({
  name: 'staging',
  initial: (): StagingData => ({ current: null, focus: null, projects: null, projectsError: null }),
  actions(ctx): StagingActions {
    const { own, patch, get, background: { call } } = ctx;
    // Each load is numbered: a slow answer for an earlier photo never overwrites a newer one.
    let loads = 0;
    const view = (photoUrl: string, change: Partial<StagingView>): StagingView => patchView(own().current, photoUrl, change);

    return {
      async loadStagingProject() {
        const photoUrl = get().listing.photo?.url;
        const load = ++loads;
        if (!photoUrl) {
          patch({ current: null });
          return;
        }
        const focus = own().focus;
        patch({ current: view(photoUrl, { loading: true, error: null }) });
        const found = await call('findStagingProject', { photoUrl, ...(focus ? { projectId: focus } : {}) });
        if (load !== loads) return;
        if (!found.ok) {
          patch({ current: view(photoUrl, { loading: false, error: found.code }) });
          return;
        }
        const project = found.data.project;
        // The reopened project belongs to another photo: this photo shows its own.
        if (focus && project?.projectId !== focus) patch({ focus: null });
        if (!project || project.state === 'gone') {
          patch({ current: view(photoUrl, { loading: false, project, gallery: null }) });
          return;
        }
        const sameProject = own().current?.gallery?.project.projectId === project.projectId;
        patch({ current: view(photoUrl, { project, ...(sameProject ? {} : { gallery: null }) }) });
        await loadGallery(ctx, () => load === loads, photoUrl, project);
      },

      async loadStagingProjects() {
        const reply = await call('listStagingProjects', {});
        if (reply.ok) patch({ projects: reply.data.projects, projectsError: null });
        else patch({ projectsError: reply.code });
      },

      reopenStagingProject(project) {
        get().setPhoto(project.photo);
        get().setTool('stage');
        // The Stage goal reads the project as it shows (the focus and the photo are its inputs).
        patch({ focus: project.projectId });
        get().setView('listing');
      },

      compareStagingVariation: (variation) => compareVariation(ctx, variation),

      async closeStagingProject(projectId) {
        const reply = await call('closeStagingProject', { projectId });
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return;
        }
        patch({ focus: null });
        await get().loadStagingProject();
      },

      async removeStagingProject(projectId) {
        const reply = await call('removeStagingProject', { projectId });
        if (!reply.ok) {
          get().showNotice(noticeOf(reply));
          return false;
        }
        if (own().focus === projectId) patch({ focus: null });
        // The list, and the Stage goal if it showed that project: its photo's next staging starts a new one.
        await Promise.all([get().loadStagingProjects(), get().loadStagingProject()]);
        return true;
      },
    };
  },
});
