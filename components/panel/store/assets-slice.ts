import type { Slice, StoreContext } from './panel-types';

/*
 * The Assets view's place in the panel store. Its fields are added to the store's shape here,
 * by augmenting the store's interfaces (panel-data.ts, panel-actions.ts), so the feature stays
 * in its own files (the slice is one line in panel-store.ts).
 */
declare module './panel-data' {
  interface PanelData {
    /** The Assets view (the images on the account) is shown in place of the listing or the history. */
    assetsOpen: boolean;
  }
}
declare module './panel-actions' {
  interface PanelActions {
    /** Shows the Assets view (the header's Assets button, an asset-limit notice). */
    openAssets(): void;
    /** Back to the listing or history shown before. */
    closeAssets(): void;
  }
}

/** Opening and closing the Assets view. */
export function createAssetsSlice({ set, subscribe }: StoreContext): Slice<'assetsOpen' | 'openAssets' | 'closeAssets'> {
  // A photo picked on a page, or another view chosen (a history result opened), is where the user
  // goes next: the Assets view gives way to it, as the history does.
  subscribe((state, previous) => {
    if (!state.assetsOpen || !previous.assetsOpen) return;
    if (state.pickId !== previous.pickId || state.photo !== previous.photo || state.view !== previous.view) set({ assetsOpen: false });
  });
  return {
    assetsOpen: false,
    openAssets: () => set({ assetsOpen: true }),
    closeAssets: () => set({ assetsOpen: false }),
  };
}
