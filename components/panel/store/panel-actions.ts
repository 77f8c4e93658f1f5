import type { JobRequest } from '../../../lib/queue/types';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { PickedPhoto } from '../../../lib/listing';
import type { Forms, Tool } from './forms';
import type { Notice, PanelView } from './panel-data';

/**
 * What the side panel store can do (`PanelActions`). A feature in its own folder adds its
 * actions by augmenting `PanelActions` in this module (see staging-slice.ts).
 */

/** What the panel can do. */
export interface PanelActions {
  /** Loads everything and subscribes to the background's events; returns the cleanup. */
  init(): () => void;
  /** Makes a photo current; its own inputs come back (defaults for a photo never edited). */
  setPhoto(photo: PickedPhoto): void;
  /** Shows a photo picked on a page (a pick the panel has not adopted yet); `gesture`: whether a user gesture came with it. */
  adoptPick(photo: PickedPhoto, pickId: string | null, gesture: boolean): void;
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
  /** The bytes of a result, once `ensureImage` or `resultImage` has read them. */
  localBlob(id: string): Blob | undefined;
  /**
   * A result's image as it is, read once and kept: the background's local copy, else the hosted
   * file (`src` when the entry has no hosted URL). Rejects with a `Problem` when it is unavailable.
   */
  resultImage(entry: HistoryEntry, src?: string): Promise<Blob>;
  /** Re-reads the product catalog the options page saved (the panel never edits it). */
  reloadProducts(): Promise<void>;
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
