import { useEffect, useRef, useState } from 'react';
import { productKey, type CatalogProduct } from '../../lib/catalog/product';
import { catalogMessages } from '../../lib/i18n/messages/catalog/index';
import { locationInSentence } from '../../lib/catalog/location-names';
import { useT } from '../shared/i18n';
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
  const t = useT(catalogMessages);
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
    const name = product.material_name;
    setOutcome({ text: merged.added > 0 ? t('outcome.added', { name, location: locationInSentence(product.installation_location, t) }) : t('outcome.updated', { name }) });
  };
  const onRemove = (product: CatalogProduct) => {
    remove(productKey(product));
    setOutcome({ text: t('outcome.removed', { name: product.material_name }), undo: product });
  };

  return (
    <section ref={section} className="card catalog-section" id={CATALOG_SECTION_ID} aria-labelledby="catalog-heading">
      <h2 id="catalog-heading" className="catalog-section__title" ref={heading} tabIndex={-1}>
        {loaded && catalog.length > 0 ? t('section.heading-count', { count: catalog.length }) : t('section.heading')}
      </h2>
      <p className="field__hint">{t('section.hint')}</p>
      {problem === 'load' && (
        <p className="field__error" role="alert">
          {t('section.load-failed')}
        </p>
      )}
      {!loaded ? (
        problem === null && <p className="field__hint">{t('section.loading')}</p>
      ) : (
        <>
          <CatalogList catalog={catalog} onRemove={onRemove} />
          <p className="catalog-outcome" role="status">
            {outcome?.text}{' '}
            {outcome?.undo && (
              <button type="button" className="link-button" onClick={() => outcome.undo && onAdd(outcome.undo)}>
                {t('outcome.undo')}
              </button>
            )}
          </p>
          <h3 className="catalog-section__heading">{t('section.add')}</h3>
          <ProductForm onAdd={onAdd} />
          <h3 className="catalog-section__heading">{t('section.transfer')}</h3>
          <CatalogTransfer catalog={catalog} onImport={add} />
        </>
      )}
      {problem === 'save' && (
        <p className="field__error" role="alert">
          {t('section.save-failed')}
        </p>
      )}
    </section>
  );
}
