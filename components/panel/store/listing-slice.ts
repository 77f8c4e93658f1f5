import type { PickedPhoto } from '../../../lib/listing';
import { switchForms } from './forms-slice';
import type { PanelState, Slice, StoreContext } from './panel-types';

/** The newest result of a photo, to show when the photo becomes current. */
export function newestResultOf(state: Pick<PanelState, 'results'>, url: string): string | null {
  return state.results.find((entry) => entry.photo.url === url)?.id ?? null;
}

/** The newest result of the current photo (none without a photo). */
export function newestOfCurrentPhoto(state: Pick<PanelState, 'results' | 'photo'>): string | null {
  return newestResultOf(state, state.photo?.url ?? '');
}

/** Every photo of a listing, the picked one first when the page did not list it. */
export function listingPhotos(photo: PickedPhoto): string[] {
  const urls = photo.listing.photoUrls;
  return urls.includes(photo.url) ? [...urls] : [photo.url, ...urls];
}

type ListingSlice = Slice<'photo' | 'pickId' | 'pickWithoutGesture' | 'view' | 'selectedResultId' | 'setPhoto' | 'adoptPick' | 'choosePhoto' | 'setView' | 'selectResult' | 'openResult'>;

/**
 * The listing and its photos: the photo on screen (the one store of "the current photo"), the
 * pick it came from, the result shown as "After", and whether the history is open.
 */
export function createListingSlice({ set, get }: StoreContext): ListingSlice {
  return {
    photo: null,
    pickId: null,
    pickWithoutGesture: false,
    view: 'listing',
    selectedResultId: null,

    // Every way but adoptPick is the user's choice in the panel (a photo of the strip, a result, a project).
    setPhoto(photo) {
      const state = get();
      if (photo.url === state.photo?.url) {
        set({ photo, pickWithoutGesture: false });
        return;
      }
      set({ ...switchForms(state, photo.url), photo, selectedResultId: newestResultOf(state, photo.url), notice: null, pickWithoutGesture: false });
    },

    adoptPick(photo, pickId, gesture) {
      get().setPhoto(photo);
      set({ pickId, view: 'listing', pickWithoutGesture: !gesture });
    },

    choosePhoto(url) {
      const photo = get().photo;
      if (photo) get().setPhoto({ url, listing: photo.listing });
    },

    setView(view) {
      set({ view });
      // The history is read as it opens: finished renders between openings come from their jobs.
      if (view === 'history') void get().refreshResults();
    },

    selectResult(id) {
      set({ selectedResultId: id });
    },

    openResult(entry) {
      get().setPhoto(entry.photo);
      set({ selectedResultId: entry.id, view: 'listing' });
    },
  };
}
