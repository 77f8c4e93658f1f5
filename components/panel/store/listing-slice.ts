import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { PickedPhoto } from '../../../lib/listing';
import { defineSlice } from './slice';

/** What the panel's main area shows. */
export type PanelView = 'listing' | 'history';

/** The listing slice's state (`state.listing`). */
export interface ListingData {
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
  /** The result shown as "After" and acted on. */
  selectedResultId: string | null;
}

export interface ListingActions {
  /** Makes a photo current; its own inputs come back (defaults for a photo never edited). */
  setPhoto(photo: PickedPhoto): void;
  /** Shows a photo picked on a page (a pick the panel has not adopted yet); `gesture`: whether a user gesture came with it. */
  adoptPick(photo: PickedPhoto, pickId: string | null, gesture: boolean): void;
  /** The user asked, in the panel, for something on a pick that came without a gesture: it counts as chosen now. */
  confirmPick(): void;
  /** Makes another photo of the current listing current. */
  choosePhoto(url: string): void;
  /** Shows the listing or the history (which is loaded as it opens). */
  setView(view: PanelView): void;
  selectResult(id: string | null): void;
  /** Selects the newest result of the current photo (none without a photo or result). */
  selectNewestResult(): void;
  /** Shows a result: its photo becomes current and the result is selected, in the listing view. */
  openResult(entry: Pick<HistoryEntry, 'id' | 'photo'>): void;
}

/** The newest result of a photo, to show when the photo becomes current. */
export function newestResultOf(results: readonly Pick<HistoryEntry, 'id' | 'photo'>[], url: string): string | null {
  return results.find((entry) => entry.photo.url === url)?.id ?? null;
}

/** Every photo of a listing, the picked one first when the page did not list it. */
export function listingPhotos(photo: PickedPhoto): string[] {
  const urls = photo.listing.photoUrls;
  return urls.includes(photo.url) ? [...urls] : [photo.url, ...urls];
}

/**
 * The listing and its photos: the photo on screen (the one store of "the current photo"), the
 * pick it came from, the result shown as "After", and whether the history is open.
 */
export const listingSlice = defineSlice({
  name: 'listing',
  initial: (): ListingData => ({ photo: null, pickId: null, pickWithoutGesture: false, view: 'listing', selectedResultId: null }),
  kept: { photo: 'photo', pickId: 'pickId', pickWithoutGesture: 'pickWithoutGesture', selectedResultId: 'selectedResultId' },
  actions({ own, patch, get }): ListingActions {
    return {
      // Every way but adoptPick is the user's choice in the panel (a photo of the strip, a result, a project).
      setPhoto(photo) {
        if (photo.url === own().photo?.url) {
          patch({ photo, pickWithoutGesture: false });
          return;
        }
        // The inputs follow the photo: the current ones are kept under the photo on screen until now.
        get().switchForms(own().photo?.url, photo.url);
        get().showNotice(null);
        patch({ photo, selectedResultId: newestResultOf(get().history.results, photo.url), pickWithoutGesture: false });
      },

      adoptPick(photo, pickId, gesture) {
        get().setPhoto(photo);
        patch({ pickId, view: 'listing', pickWithoutGesture: !gesture });
      },

      confirmPick() {
        patch({ pickWithoutGesture: false });
      },

      choosePhoto(url) {
        const photo = own().photo;
        if (photo) get().setPhoto({ url, listing: photo.listing });
      },

      setView(view) {
        patch({ view });
        // The history is read as it opens: finished renders between openings come from their jobs.
        if (view === 'history') void get().refreshResults();
      },

      selectResult(id) {
        patch({ selectedResultId: id });
      },

      selectNewestResult() {
        patch({ selectedResultId: newestResultOf(get().history.results, own().photo?.url ?? '') });
      },

      openResult(entry) {
        get().setPhoto(entry.photo);
        patch({ selectedResultId: entry.id, view: 'listing' });
      },
    };
  },
});
