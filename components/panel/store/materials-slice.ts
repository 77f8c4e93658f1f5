import { productsFromStorage, sameProducts } from '../../../lib/materials/stored';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import type { Slice, StoreContext } from './panel-types';

/** Where the stored catalog is read (the panel's restore reads it too). */
export { productsFromStorage };

/**
 * The product catalog, as the options page saved it. The panel only reads it: products are
 * added, imported and removed on the options page ("Product catalog"), and the panel re-reads
 * the catalog when told it changed (`components/materials/hooks/useMaterialsSync.ts`).
 */
export function createMaterialsSlice({ set, get, background }: StoreContext): Slice<'products' | 'reloadProducts'> {
  // Reads may finish out of order (focus and a change message at once): only the newest counts.
  let latest = 0;
  return {
    products: [],

    async reloadProducts() {
      const mine = ++latest;
      const products = productsFromStorage(await background.load(MATERIALS_KEY).catch(() => undefined));
      // Nothing readable stored: the catalog shown stays (an unreadable database is not an empty catalog).
      if (mine !== latest || products === null || sameProducts(products, get().products)) return;
      set({ products });
    },
  };
}
