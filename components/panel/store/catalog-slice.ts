import { CatalogProduct } from '../../../lib/catalog/product';
import { mergeCatalog, removeProduct } from '../../../lib/catalog/merge';
import type { Slice, StoreContext } from './panel-types';

/** The stored catalog's valid products (an invalid one is skipped, never the whole catalog), or null when nothing usable is stored. */
export function catalogFromStorage(stored: unknown): CatalogProduct[] | null {
  if (!Array.isArray(stored)) return null;
  return stored.flatMap((item) => {
    const parsed = CatalogProduct.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The local product catalog (kept across renders): adding (merged by SKU and color) and removing products. */
export function createCatalogSlice({ set, get }: StoreContext): Slice<'catalog' | 'addToCatalog' | 'removeFromCatalog'> {
  return {
    catalog: [],

    addToCatalog(products) {
      const merged = mergeCatalog(get().catalog, products);
      set({ catalog: merged.products });
      return merged;
    },

    removeFromCatalog(key) {
      set({ catalog: removeProduct(get().catalog, key) });
    },
  };
}
