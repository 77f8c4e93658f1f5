import type { Locale } from '../../../lib/i18n/locales';
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
import type { BatchRefusal } from './batch';

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

/** What the panel's main area shows. */
export type PanelView = 'listing' | 'history';

/** What the panel knows and shows. */
export interface PanelData {
  /** True once the stored panel state was read (forms render their restored values from then on). */
  restored: boolean;
  /** The photo on screen, with its listing: the one store of "the current photo". */
  photo: PickedPhoto | null;
  /** The pick (a click on a photo's button) the current listing came from: jobs name it so the background knows the tab. */
  pickId: string | null;
  /** The listing workspace, or the history. */
  view: PanelView;
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
  /** Batch photos the background refused before queueing them (no job stands for them); stored with the panel. */
  batchRefusals: BatchRefusal[];
  /** Every known result (history entries, and finished jobs' results as they arrive), newest first. */
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
  /** The goal on screen. */
  tool: Tool;
  /** The current photo's inputs. */
  forms: Forms;
  /** The inputs of the other photos, by photo URL, least recently used first. */
  formsByPhoto: Record<string, Forms>;
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
  /** Makes a photo current; its own inputs come back (defaults for a photo never edited). */
  setPhoto(photo: PickedPhoto): void;
  /** Shows a photo picked on a page (a pick the panel has not adopted yet). */
  adoptPick(photo: PickedPhoto, pickId: string | null): void;
  /** Makes another photo of the current listing current. */
  choosePhoto(url: string): void;
  /** Shows the listing or the history (which is loaded as it opens). */
  setView(view: PanelView): void;
  setTool(tool: Tool): void;
  updateForm<K extends keyof Forms>(tool: K, patch: Partial<Forms[K]>): void;
  /** Re-reads the plan; `force` skips the background's cache (the refresh button). */
  refreshPlan(force?: boolean): Promise<void>;
  refreshStyles(): Promise<void>;
  refreshStagingOptions(): Promise<void>;
  /** Queues one job; resolves true when the background accepted it. */
  startJob(request: JobRequest, options?: { photo?: PickedPhoto; newVariation?: boolean }): Promise<boolean>;
  /** Queues the request for every given photo of the current listing as one batch; resolves how many were queued. */
  startBatch(request: JobRequest, photoUrls: readonly string[]): Promise<{ queued: number; failed: number }>;
  /** Retries one failed photo of a batch (the new job stays in the batch); resolves true when it was queued. */
  retryBatchPhoto(batchId: string, url: string): Promise<boolean>;
  /** Retries every failed photo of a batch, one at a time; stops at the first refusal. */
  retryBatchFailures(batchId: string): Promise<void>;
  cancelJob(jobId: string): Promise<void>;
  /** Re-queues a failed job as a new one; resolves true when the background accepted it. */
  retryJob(jobId: string): Promise<boolean>;
  dismissJob(jobId: string): void;
  refreshResults(): Promise<void>;
  searchHistory(query: string): Promise<void>;
  deleteResult(id: string): Promise<void>;
  clearHistory(): Promise<boolean>;
  selectResult(id: string | null): void;
  /** Shows a history result: its photo becomes current and the result is selected. */
  openResult(entry: HistoryEntry): void;
  /** "Edit settings": refills the form with a result's parameters. */
  editSettings(entry: HistoryEntry): void;
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
  /** The interface language: the store's own sentences (toasts) are written in it. */
  readonly locale: Locale;
}

/** The fields and actions a slice provides. */
export type Slice<K extends keyof PanelState> = Pick<PanelState, K>;
