import { catalogFromStorage, sameCatalog } from '../../../lib/catalog/stored';
import { CATALOG_KEY } from '../../../lib/storage/ui-store';
import type { Slice, StoreContext } from './panel-types';

/** Where the stored catalog is read (the panel's restore reads it too). */
export { catalogFromStorage };

/**
 * The product catalog, as the options page saved it. The panel only reads it: products are
 * added, imported and removed on the options page ("Product catalog"), and the panel re-reads
 * the catalog when told it changed (`components/catalog/hooks/useCatalogSync.ts`).
 */
export function createCatalogSlice({ set, get, background }: StoreContext): Slice<'catalog' | 'reloadCatalog'> {
  // Reads may finish out of order (focus and a change message at once): only the newest counts.
  let latest = 0;
  return {
    catalog: [],

    async reloadCatalog() {
      const mine = ++latest;
      const catalog = catalogFromStorage(await background.load(CATALOG_KEY).catch(() => undefined));
      // Nothing readable stored: the catalog shown stays (an unreadable database is not an empty catalog).
      if (mine !== latest || catalog === null || sameCatalog(catalog, get().catalog)) return;
      set({ catalog });
    },
  };
}
