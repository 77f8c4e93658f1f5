import { useState } from 'react';
import { productKey, productLabel, type CatalogProduct } from '../../lib/catalog/product';
import { MaterialRow } from './MaterialRow';
import { usePanel } from '../panel/store/context';

/** Props of {@link CatalogList}. */
export interface CatalogListProps {
  /** Keys (`productKey`) of the products already in this render. */
  readonly chosen: ReadonlySet<string>;
  readonly onUse: (product: CatalogProduct) => void;
  /** Why "Use" is disabled for every product (the render's limit is reached), else null. */
  readonly limitNote: string | null;
  readonly limitNoteId: string;
}

/** Above this many products the catalog gets a search field. */
const SEARCH_FROM = 6;

/** True when a product's name, SKU, color or location contains the search text. */
function matches(product: CatalogProduct, needle: string): boolean {
  return `${productLabel(product)} ${product.installation_location}`.toLowerCase().includes(needle);
}

/** The local product catalog: searchable, each product usable in this render or deletable from the catalog. */
export function CatalogList({ chosen, onUse, limitNote, limitNoteId }: CatalogListProps) {
  const catalog = usePanel((state) => state.catalog);
  const removeFromCatalog = usePanel((state) => state.removeFromCatalog);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle === '' ? catalog : catalog.filter((product) => matches(product, needle));

  return (
    <>
      <h3 className="subheading">Your catalog ({catalog.length})</h3>
      {catalog.length >= SEARCH_FROM && (
        <input type="search" className="input" aria-label="Search catalog" placeholder="Search catalog" value={filter} onChange={(event) => setFilter(event.target.value)} />
      )}
      {catalog.length === 0 ? (
        <p className="field__hint">Products you add or import are kept here for later renders.</p>
      ) : (
        <ul className="material-list" aria-label="Catalog">
          {shown.map((product) => {
            const inUse = chosen.has(productKey(product));
            const blocked = !inUse && limitNote !== null;
            return (
              <MaterialRow key={productKey(product)} product={product}>
                <button
                  type="button"
                  className="button"
                  disabled={inUse || blocked}
                  title={blocked ? limitNote : undefined}
                  aria-describedby={blocked ? limitNoteId : undefined}
                  aria-label={`Use ${product.material_name} in this render`}
                  onClick={() => onUse(product)}
                >
                  {inUse ? 'In use' : 'Use'}
                </button>
                <button type="button" className="icon-button" aria-label={`Delete ${product.material_name} from the catalog`} onClick={() => removeFromCatalog(productKey(product))}>
                  <span aria-hidden="true">×</span>
                </button>
              </MaterialRow>
            );
          })}
        </ul>
      )}
    </>
  );
}
