import { useState } from 'react';
import { productKey, productLabel, type CatalogProduct } from '../lib/catalog/product';
import { MaterialRow } from './MaterialRow';
import { usePanel } from './store/context';
import { MAX_MATERIALS } from './store/forms';
import { ProductForm } from './ProductForm';
import { CatalogTransfer } from './CatalogTransfer';

/** Props of {@link MaterialsEditor}. */
export interface MaterialsEditorProps {
  readonly materials: readonly CatalogProduct[];
  readonly onChange: (materials: CatalogProduct[]) => void;
}

/**
 * Catalog products applied by a Renovate render (`params.materials`): the ones chosen for this
 * render, the local catalog to pick from (kept across renders), a form for a new product, and
 * import/export of the catalog.
 */
export function MaterialsEditor({ materials, onChange }: MaterialsEditorProps) {
  const catalog = usePanel((state) => state.catalog);
  const addToCatalog = usePanel((state) => state.addToCatalog);
  const removeFromCatalog = usePanel((state) => state.removeFromCatalog);
  const [filter, setFilter] = useState('');
  const chosen = new Set(materials.map(productKey));
  const full = materials.length >= MAX_MATERIALS;
  const needle = filter.trim().toLowerCase();
  const shown = needle === '' ? catalog : catalog.filter((product) => `${productLabel(product)} ${product.installation_location}`.toLowerCase().includes(needle));

  const add = (product: CatalogProduct) => {
    if (full) return;
    // Same SKU and color again replaces the earlier copy: one product, one place.
    onChange([...materials.filter((item) => productKey(item) !== productKey(product)), product]);
  };

  return (
    <details className="materials" open={materials.length > 0 || undefined}>
      <summary>
        Materials{materials.length > 0 ? ` (${materials.length})` : ''} <span className="field__hint">optional: apply real catalog products</span>
      </summary>
      {materials.length > 0 ? (
        <ul className="material-list" aria-label="Materials in this render">
          {materials.map((product) => (
            <MaterialRow key={productKey(product)} product={product}>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Remove ${product.material_name} from this render`}
                onClick={() => onChange(materials.filter((item) => productKey(item) !== productKey(product)))}
              >
                Remove
              </button>
            </MaterialRow>
          ))}
        </ul>
      ) : (
        <p className="field__hint">No materials in this render.</p>
      )}
      {full && <p className="field__hint">At most {MAX_MATERIALS} materials per render.</p>}

      <h3 className="subheading">Your catalog ({catalog.length})</h3>
      {catalog.length > 5 && (
        <input type="search" className="input" aria-label="Search catalog" placeholder="Search catalog" value={filter} onChange={(event) => setFilter(event.target.value)} />
      )}
      {catalog.length === 0 ? (
        <p className="field__hint">Products you add or import are kept here for later renders.</p>
      ) : (
        <ul className="material-list" aria-label="Catalog">
          {shown.map((product) => (
            <MaterialRow key={productKey(product)} product={product}>
              <button
                type="button"
                className="button"
                disabled={chosen.has(productKey(product)) || full}
                aria-label={`Use ${product.material_name} in this render`}
                onClick={() => add(product)}
              >
                {chosen.has(productKey(product)) ? 'In use' : 'Use'}
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Delete ${product.material_name} from the catalog`}
                onClick={() => removeFromCatalog(productKey(product))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </MaterialRow>
          ))}
        </ul>
      )}

      <h3 className="subheading">New product</h3>
      <ProductForm
        disabled={full}
        submitLabel="Add material"
        onAdd={(product) => {
          addToCatalog([product]);
          add(product);
        }}
      />
      <h3 className="subheading">Import or export the catalog</h3>
      <CatalogTransfer />
    </details>
  );
}
