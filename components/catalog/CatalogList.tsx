import { useState } from 'react';
import { materialGroups } from '../../lib/catalog/picker';
import { LOCATION_LABEL, productKey, productLabel, type CatalogProduct } from '../../lib/catalog/product';
import { MaterialRow } from './MaterialRow';

/** Props of {@link CatalogList}. */
export interface CatalogListProps {
  readonly catalog: readonly CatalogProduct[];
  readonly onRemove: (product: CatalogProduct) => void;
}

/** Above this many products the catalog gets a search field. */
const SEARCH_FROM = 6;

/** True when a product's name, SKU, color or location contains the search text. */
function matches(product: CatalogProduct, needle: string): boolean {
  return `${productLabel(product)} ${product.color_id} ${LOCATION_LABEL[product.installation_location]}`.toLowerCase().includes(needle);
}

/** The product catalog on the options page: grouped by installation location as the panel shows it, searchable, each product removable. */
export function CatalogList({ catalog, onRemove }: CatalogListProps) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle === '' ? catalog : catalog.filter((product) => matches(product, needle));
  const groups = materialGroups(shown, []);

  if (catalog.length === 0) return <p className="catalog-empty">No products yet. Add your first one below, or import a CSV or JSON file.</p>;
  return (
    <>
      {catalog.length >= SEARCH_FROM && (
        <input type="search" className="input catalog-search" aria-label="Search catalog" placeholder="Search by name, SKU, colour or place" value={filter} onChange={(event) => setFilter(event.target.value)} />
      )}
      {groups.length === 0 && <p className="field__hint">No product matches “{filter.trim()}”.</p>}
      {groups.map((group) => (
        <div key={group.location} className="catalog-group">
          <h3 className="catalog-group__heading">
            {LOCATION_LABEL[group.location]} <span className="field__hint">({group.choices.length})</span>
          </h3>
          <ul className="material-list" aria-label={LOCATION_LABEL[group.location]}>
            {group.choices.map(({ product }) => (
              <MaterialRow key={productKey(product)} product={product}>
                <button type="button" className="button button--quiet" aria-label={`Remove ${productLabel(product)} from the catalog`} onClick={() => onRemove(product)}>
                  Remove
                </button>
              </MaterialRow>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
