import type { StoreApi } from 'zustand/vanilla';
import type { Job, JobRequest } from '../../../lib/queue/types';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { CatalogProduct } from '../../../lib/catalog/product';
import type { NamedOption, StyleOption } from '../../../lib/library/catalog';
import type { PickedPhoto } from '../../../lib/listing';
import type { Plan } from '../../../lib/api/schemas';
import type { ErrorCode } from '../../../lib/errors';
import type { Settings } from '../../../lib/storage/settings-schema';
import type { ActiveTab, Background } from '../../shared/background';
import type { Forms, Tool } from './forms';

/**
 * The side panel store's shape: what it knows (`PanelData`) and what it can do (`PanelActions`).
 * Each slice (`*-slice.ts`) owns some fields and the actions on them; `createPanelStore` joins them.
 */

/** An error shown at the top of the panel, explained with explainError(code). */
export interface Notice {
  readonly code: ErrorCode;
  /** The technical message, shown as a detail under the sentence. */
  readonly detail?: string;
  /** The request that failed, when "Retry" can simply send it again. */
  readonly retry?: { readonly request: JobRequest; readonly photo: PickedPhoto; readonly newVariation: boolean };
}

/** A short confirmation ("Queued 12 renders"), announced politely. */
export interface Toast {
  readonly id: number;
  readonly text: string;
}

/** What the panel knows and shows. */
export interface PanelData {
  /** True once the stored panel state was read (forms render their restored values from then on). */
  restored: boolean;
  photo: PickedPhoto | null;
  plan: Plan | null;
  planError: ErrorCode | null;
  planLoading: boolean;
  styles: { interior: StyleOption[]; exterior: StyleOption[] } | null;
  stylesError: ErrorCode | null;
  stagingOptions: { roomTypes: NamedOption[]; styles: NamedOption[] } | null;
  stagingError: ErrorCode | null;
  settings: Settings | null;
  /** Whether an API key is stored; null until known. */
  keySet: boolean | null;
  /** Jobs, newest first, as the background's last snapshot. */
  jobs: Job[];
  /** Failed or interrupted jobs the user dismissed from the list. */
  dismissedJobs: string[];
  /** Every history entry, newest first. */
  results: HistoryEntry[];
  resultsError: ErrorCode | null;
  /** The history search text, and the background's matches for it (null: no search). */
  historyQuery: string;
  historyMatches: HistoryEntry[] | null;
  historyLoading: boolean;
  /** The result shown as "After" and acted on. */
  selectedResultId: string | null;
  /** Image sources of results: an object URL of the local copy, else the hosted URL. */
  images: Record<string, string>;
  tool: Tool;
  forms: Forms;
  catalog: CatalogProduct[];
  notice: Notice | null;
  toast: Toast | null;
  /** The browser tab next to the panel (for "Enable Reimagine on this site"); null while unknown or none. */
  activeTab: ActiveTab | null;
}

/** What the panel can do. */
export interface PanelActions {
  /** Loads everything and subscribes to the background's events; returns the cleanup. */
  init(): () => void;
  setPhoto(photo: PickedPhoto): void;
  setTool(tool: Tool): void;
  updateForm<K extends keyof Forms>(tool: K, patch: Partial<Forms[K]>): void;
  /** Re-reads the plan; `force` skips the background's cache (the refresh button). */
  refreshPlan(force?: boolean): Promise<void>;
  refreshStyles(): Promise<void>;
  refreshStagingOptions(): Promise<void>;
  /** Queues one job; resolves true when the background accepted it. */
  startJob(request: JobRequest, options?: { photo?: PickedPhoto; newVariation?: boolean }): Promise<boolean>;
  /** Queues the request for every given photo of the current listing; resolves how many were queued. */
  startBatch(request: JobRequest, photoUrls: readonly string[]): Promise<{ queued: number; failed: number }>;
  cancelJob(jobId: string): Promise<void>;
  retryJob(jobId: string): Promise<void>;
  dismissJob(jobId: string): void;
  refreshResults(): Promise<void>;
  searchHistory(query: string): Promise<void>;
  deleteResult(id: string): Promise<void>;
  clearHistory(): Promise<boolean>;
  selectResult(id: string | null): void;
  /** Shows a history result: its photo becomes current and the result is selected. */
  openResult(entry: HistoryEntry): void;
  /** Refills the form with a result's parameters. */
  tweak(entry: HistoryEntry): void;
  /** Renders a result's parameters again as a new variation. */
  runAgain(entry: HistoryEntry): Promise<boolean>;
  /** Loads a result's image (local copy first) into `images`. */
  ensureImage(entry: HistoryEntry): void;
  /** The local copy of a result, once `ensureImage` has loaded it. */
  localBlob(id: string): Blob | undefined;
  /** Re-reads the product catalog the options page saved (the panel never edits it). */
  reloadCatalog(): Promise<void>;
  deleteOwnAssets(count: number): Promise<number | null>;
  /**
   * Turns Reimagine on for an origin whose host permission the click already obtained, running it
   * in `tabId` at once; resolves true on success (a failure becomes the notice).
   */
  enableSite(origin: string, tabId?: number): Promise<boolean>;
  /** Turns Reimagine off for an origin; resolves true on success (a failure becomes the notice). */
  disableSite(origin: string): Promise<boolean>;
  showNotice(notice: Notice | null): void;
  showToast(text: string): void;
}

export type PanelState = PanelData & PanelActions;
export type PanelStore = StoreApi<PanelState>;

/** What every slice's actions work with: the store's state and the background. */
export interface StoreContext {
  readonly set: PanelStore['setState'];
  readonly get: PanelStore['getState'];
  readonly subscribe: PanelStore['subscribe'];
  readonly background: Background;
}

/** The fields and actions a slice provides. */
export type Slice<K extends keyof PanelState> = Pick<PanelState, K>;
