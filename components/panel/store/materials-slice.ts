import type { Product } from '../../../lib/materials/product';
import { productsFromStorage, sameProducts } from '../../../lib/materials/stored';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import { defineSlice } from './slice';

/** The materials slice's state (`state.materials`). */
export interface MaterialsData {
  /** The realtor's products, as the options page saved them. */
  products: Product[];
}

export interface MaterialsActions {
  /** Re-reads the products the options page saved (the panel never edits them). */
  reloadProducts(): Promise<void>;
}

/**
 * The realtor's products ("Product catalog" on screen), as the options page saved them. The
 * panel only reads them: products are added, imported and removed on the options page, and the
 * panel re-reads them when told they changed (`components/materials/hooks/useMaterialsSync.ts`)
 * and as it opens (lifecycle-slice.ts).
 */
export const materialsSlice = defineSlice({
  name: 'materials',
  initial: (): MaterialsData => ({ products: [] }),
  actions({ patch, own, background }): MaterialsActions {
    // Reads may finish out of order (focus and a change message at once): only the newest counts.
    let latest = 0;
    return {
      async reloadProducts() {
        const mine = ++latest;
        const products = productsFromStorage(await background.load(MATERIALS_KEY).catch(() => undefined));
        // Nothing readable stored: the products shown stay (an unreadable database is not an empty list).
        if (mine !== latest || products === null || sameProducts(products, own().products)) return;
        patch({ products });
      },
    };
  },
});
