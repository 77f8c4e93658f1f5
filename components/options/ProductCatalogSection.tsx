import { useEffect, useRef, useState } from 'react';
import { LOCATION_LABEL, productKey, type CatalogProduct } from '../../lib/catalog/product';
import { useCatalogEditor } from '../catalog/hooks/useCatalogEditor';
import { CatalogList } from '../catalog/CatalogList';
import { CatalogTransfer } from '../catalog/CatalogTransfer';
import { ProductForm } from '../catalog/ProductForm';
import '../catalog/catalog.css';

/** The section's element id: the side panel opens the options page at `#catalog`. */
export const CATALOG_SECTION_ID = 'catalog';

/** What the last add or remove did, with the product to put back for a removal. */
type Outcome = { readonly text: string; readonly undo?: CatalogProduct } | null;

/**
 * "Product catalog": the products a realtor can apply in the side panel's Renovate (each with a
 * SKU, colour, texture image URL and installation location): add one, remove one, import a CSV
 * or JSON file, export the catalog. Every change is saved at once and shows in an open side
 * panel. Opened at `#catalog`, the page scrolls here and focuses the heading.
 */
export function ProductCatalogSection() {
  const { catalog, problem, add, remove } = useCatalogEditor();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = catalog !== null;

  useEffect(() => {
    if (!loaded || location.hash !== `#${CATALOG_SECTION_ID}`) return;
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded]);

  const onAdd = (product: CatalogProduct) => {
    const merged = add([product]);
    const where = LOCATION_LABEL[product.installation_location].toLowerCase();
    setOutcome({ text: merged.added > 0 ? `Added ${product.material_name} (${where}).` : `Updated ${product.material_name}: a product with this SKU and colour was already in the catalog.` });
  };
  const onRemove = (product: CatalogProduct) => {
    remove(productKey(product));
    setOutcome({ text: `Removed ${product.material_name}.`, undo: product });
  };

  return (
    <section ref={section} className="card catalog-section" id={CATALOG_SECTION_ID} aria-labelledby="catalog-heading">
      <h2 id="catalog-heading" className="catalog-section__title" ref={heading} tabIndex={-1}>
        Product catalog{loaded && catalog.length > 0 ? ` (${catalog.length})` : ''}
      </h2>
      <p className="field__hint">The floors, tiles, cabinets and finishes you offer. In the side panel, Renovate lets you apply them to a listing photo, picked by where they go.</p>
      {problem === 'load' && (
        <p className="field__error" role="alert">
          Your product catalog could not be read. Reload this page to try again.
        </p>
      )}
      {!loaded ? (
        problem === null && <p className="field__hint">Loading your catalog…</p>
      ) : (
        <>
          <CatalogList catalog={catalog} onRemove={onRemove} />
          <p className="catalog-outcome" role="status">
            {outcome?.text}{' '}
            {outcome?.undo && (
              <button type="button" className="link-button" onClick={() => outcome.undo && onAdd(outcome.undo)}>
                Undo
              </button>
            )}
          </p>
          <h3 className="catalog-section__heading">Add a product</h3>
          <ProductForm onAdd={onAdd} />
          <h3 className="catalog-section__heading">Import or export</h3>
          <CatalogTransfer catalog={catalog} onImport={add} />
        </>
      )}
      {problem === 'save' && (
        <p className="field__error" role="alert">
          Your last change could not be saved (the browser refused to store it). Try again; if it keeps failing, export the catalog to keep a copy.
        </p>
      )}
    </section>
  );
}
