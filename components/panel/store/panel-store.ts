import type { Locale } from '../../../lib/i18n/locales';
import { createStore } from 'zustand/vanilla';
import type { Background } from '../../shared/background';
import type { PanelState, PanelStore, StoreContext } from './panel-types';
import { createLifecycleSlice } from './lifecycle-slice';
import { createListingSlice } from './listing-slice';
import { createFormsSlice } from './forms-slice';
import { createServiceSlice } from './service-slice';
import { createSettingsSlice } from './settings-slice';
import { createJobsSlice } from './jobs-slice';
import { createBatchSlice } from './batch-slice';
import { createHistorySlice } from './history-slice';
import { createImagesSlice } from './images-slice';
import { createMaterialsSlice } from './materials-slice';
import { createNoticesSlice } from './notices-slice';
import { createAnalyzerSlice } from '../analyzer/analyzer-slice';
import { createStagingSlice } from '../staging/staging-slice';
import { createAssetsSlice } from './assets-slice';

export type { Notice, PanelActions, PanelData, PanelState, PanelStore, Toast } from './panel-types';
export { MATERIALS_KEY, PANEL_STATE_KEY } from './persistence';
export { queuePosition, visibleJobs } from './visible-jobs';

/**
 * Creates the side panel's store around a background (real, or a test fake). Each slice owns
 * some of the state and the actions on it:
 * - lifecycle: `init` (load, follow events, read the jobs again when shown, persist: see persistence.ts), `restored`
 * - listing: the listing and its photos: the photo on screen, its pick, the result shown as "After", the view (listing or history)
 * - forms: the tool inputs: the goal on screen, every goal's inputs per photo, "Edit settings"
 * - service: plan, styles, staging options, deleting own assets
 * - settings: site access: settings, key status, the active tab, enabling and disabling sites
 * - jobs: jobs and their results: starting one, cancelling, retrying, dismissing, "Run again"
 * - batch: "Reimagine all photos": starting a batch, retrying its failed photos, the photos refused before queueing
 * - history: results (read as the panel and the History view open), their search, deleting them
 * - images: the results' image sources and bytes, each read once (the local copy asked of the background, else one download)
 * - catalog: the local product catalog
 * - notices: the error notice and toasts
 */
export function createPanelStore(background: Background, locale: Locale = 'en'): PanelStore {
  return createStore<PanelState>()((set, get, store) => {
    const ctx: StoreContext = { set, get, subscribe: store.subscribe, background, locale };
    const { forgetImage, ...images } = createImagesSlice(ctx);
    return {
      ...createLifecycleSlice(ctx),
      ...createListingSlice(ctx),
      ...createFormsSlice(ctx),
      ...createServiceSlice(ctx),
      ...createSettingsSlice(ctx),
      ...createJobsSlice(ctx),
      ...createBatchSlice(ctx),
      ...createHistorySlice(ctx, forgetImage),
      ...images,
      ...createMaterialsSlice(ctx),
      ...createNoticesSlice(ctx),
      ...createAnalyzerSlice(ctx),
      ...createStagingSlice(ctx),
      ...createAssetsSlice(ctx),
    };
  });
}
