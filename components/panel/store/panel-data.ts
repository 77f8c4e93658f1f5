import type { Job, JobRequest } from '../../../lib/queue/types';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { Product } from '../../../lib/materials/product';
import type { NamedOption, StyleOption } from '../../../lib/library/service-styles';
import type { PickedPhoto } from '../../../lib/listing';
import type { Plan } from '../../../lib/api/schemas';
import type { ErrorCode } from '../../../lib/errors';
import type { Settings } from '../../../lib/storage/settings-schema';
import type { ActiveTab } from '../../shared/background';
import type { Forms, Tool } from './forms';
import type { BatchRefusal } from './batch';

/**
 * What the side panel store knows (`PanelData`) and the values it shows. A feature in its own
 * folder adds its fields by augmenting `PanelData` in this module (see staging-slice.ts).
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
  /**
   * True while the photo on screen is a pick that came without a user gesture (Firefox's button,
   * or a page driving the content script) and the user has not chosen a photo in the panel since:
   * it is shown, but nothing that may cost credits starts on it by itself.
   */
  pickWithoutGesture: boolean;
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
  products: Product[];
  notice: Notice | null;
  toast: Toast | null;
  /** The browser tab next to the panel (for "Enable Reimagine on this site"); null while unknown or none. */
  activeTab: ActiveTab | null;
}
