import type { PanelState, Slice, StoreContext } from './panel-types';

/** The newest result of a photo, to show when the photo becomes current. */
export function newestResultOf(state: Pick<PanelState, 'results'>, url: string): string | null {
  return state.results.find((entry) => entry.photo.url === url)?.id ?? null;
}

/** The newest result of the current photo (none without a photo). */
export function newestOfCurrentPhoto(state: Pick<PanelState, 'results' | 'photo'>): string | null {
  return newestResultOf(state, state.photo?.url ?? '');
}

/** The current photo, the tool on screen and the result shown as "After". */
export function createSelectionSlice({ set, get }: StoreContext): Slice<'photo' | 'tool' | 'selectedResultId' | 'setPhoto' | 'setTool' | 'selectResult' | 'openResult'> {
  return {
    photo: null,
    tool: 'renovate',
    selectedResultId: null,

    setPhoto(photo) {
      if (photo.url === get().photo?.url) {
        set({ photo });
        return;
      }
      const { forms } = get();
      const { styleTransfer } = forms;
      // A listing photo chosen as style source belongs to the previous listing.
      const listingPhoto = photo.listing.photoUrls.includes(styleTransfer.listingPhoto ?? '') ? styleTransfer.listingPhoto : null;
      set({ photo, selectedResultId: newestResultOf(get(), photo.url), forms: { ...forms, styleTransfer: { ...styleTransfer, listingPhoto } }, notice: null });
    },

    setTool(tool) {
      set({ tool });
    },

    selectResult(id) {
      set({ selectedResultId: id });
    },

    openResult(entry) {
      get().setPhoto(entry.photo);
      set({ selectedResultId: entry.id });
    },
  };
}
