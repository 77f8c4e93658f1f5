import type { StoreApi } from 'zustand/vanilla';
import type { LifecycleActions, LifecycleData } from './lifecycle-slice';
import type { ListingActions, ListingData } from './listing-slice';
import type { FormsActions, FormsData } from './forms-slice';
import type { ServiceActions, ServiceData } from './service-slice';
import type { SettingsActions, SettingsData } from './settings-slice';
import type { JobsActions, JobsData } from './jobs-slice';
import type { BatchActions, BatchData } from './batch-slice';
import type { HistoryActions, HistoryData } from './history-slice';
import type { ImagesActions, ImagesData } from './images-slice';
import type { MaterialsActions, MaterialsData } from './materials-slice';
import type { NoticesActions, NoticesData } from './notices-slice';
import type { AssetsActions, AssetsData } from './assets-slice';
import type { AnalyzerActions } from '../analyzer/analyzer-slice';
import type { AnalyzerData } from '../analyzer/suggestions';
import type { StagingActions, StagingData } from '../staging/staging-slice';
import type { LookActions, LookData } from '../look/look-slice';
import type { FixtureActions, FixtureData } from './fixture-slice';

/**
 * The side panel store's shape. Each slice (`*-slice.ts`, declared with `defineSlice`, slice.ts)
 * owns its state under its own name and declares it, with its actions, in its own file; this
 * joins them: `state.<slice>.<field>` for what the panel knows, and every slice's actions at the
 * top (`state.showNotice(...)`), each declared by exactly one slice.
 */

export type { Notice, Toast } from './notices-slice';
export type { PanelView } from './listing-slice';
export type { SliceContext, StoreContext } from './slice';

/** What the panel knows, by the slice that owns it. */
export interface PanelData {
  /** Whether the stored panel state was read. */
  lifecycle: LifecycleData;
  /** The photo on screen, its pick, the result shown as "After", the view. */
  listing: ListingData;
  /** The goal on screen and every goal's inputs, per photo. */
  forms: FormsData;
  /** What the service offers this account: plan, styles, staging options. */
  service: ServiceData;
  /** The settings and key status, the browser tab beside the panel. */
  settings: SettingsData;
  /** The background's jobs, and the failed ones the user dismissed. */
  jobs: JobsData;
  /** Batch photos the background refused before queueing them. */
  batch: BatchData;
  /** Every known result, and the history search. */
  history: HistoryData;
  /** The results' image sources. */
  images: ImagesData;
  /** The realtor's products, as the options page saved them. */
  materials: MaterialsData;
  /** The error notice and the last toast. */
  notices: NoticesData;
  /** Whether the Assets view is open. */
  assets: AssetsData;
  /** The image analyzer: status, analyses per photo, the listing's batch, settled fields. */
  analyzer: AnalyzerData;
  /** Staging projects: the current photo's, and the list. */
  staging: StagingData;
  /** The listing look: each listing's look, photo roles, contact-sheet choices (issue #29). */
  look: LookData;
  /** Flagged results the realtor confirmed they checked (the fixture check, #30). */
  fixture: FixtureData;
}

/** The slices' names: `state.<name>` is each one's state. */
export type SliceName = keyof PanelData;

/** What the panel can do: every slice's actions. */
export type PanelActions = LifecycleActions &
  ListingActions &
  FormsActions &
  ServiceActions &
  SettingsActions &
  JobsActions &
  BatchActions &
  HistoryActions &
  ImagesActions &
  MaterialsActions &
  NoticesActions &
  AssetsActions &
  AnalyzerActions &
  StagingActions &
  LookActions &
  FixtureActions;

export type PanelState = PanelData & PanelActions;
export type PanelStore = StoreApi<PanelState>;
