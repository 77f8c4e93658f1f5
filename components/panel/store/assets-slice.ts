import { defineSlice } from './slice';

/** The assets slice's state (`state.assets`). */
export interface AssetsData {
  /** The Assets view (the images on the account) is shown in place of the listing or the history. */
  open: boolean;
}

export interface AssetsActions {
  /** Shows the Assets view (the header's Assets button, an asset-limit notice). */
  openAssets(): void;
  /** Back to the listing or history shown before. */
  closeAssets(): void;
}

/** Opening and closing the Assets view. */
export const assetsSlice = defineSlice({
  name: 'assets',
  initial: (): AssetsData => ({ open: false }),
  actions({ patch, subscribe }): AssetsActions {
    // A photo picked on a page, or another view chosen (a history result opened), is where the
    // user goes next: the Assets view gives way to it, as the history does.
    subscribe((state, previous) => {
      if (!state.assets.open || !previous.assets.open) return;
      const [now, before] = [state.listing, previous.listing];
      if (now.pickId !== before.pickId || now.photo !== before.photo || now.view !== before.view) patch({ open: false });
    });
    return {
      openAssets: () => patch({ open: true }),
      closeAssets: () => patch({ open: false }),
    };
  },
});
