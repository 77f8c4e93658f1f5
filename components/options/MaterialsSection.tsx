import { useEffect, useRef, useState } from 'react';
import { productKey, type Product } from '../../lib/materials/product';
import { materialsMessages } from '../../lib/i18n/messages/materials/index';
import { locationInSentence } from '../../lib/materials/location-names';
import { useT } from '../shared/i18n';
import { useMaterialsEditor } from '../materials/hooks/useMaterialsEditor';
import { MaterialsList } from '../materials/MaterialsList';
import { MaterialsTransfer } from '../materials/MaterialsTransfer';
import { ProductForm } from '../materials/ProductForm';
import '../materials/materials.css';

/** The section's element id: the side panel opens the options page at `#catalog`. */
// Still `catalog`: it is the page's #catalog address, which the side panel and any saved link open.
export const MATERIALS_SECTION_ID = 'catalog';

/** What the last add or remove did, with the product to put back for a removal. */
type Outcome = { readonly text: string; readonly undo?: Product } | null;

/**
 * "Product catalog": the products a realtor can apply in the side panel's Renovate (each with a
 * SKU, colour, texture image URL and installation location): add one, remove one, import a CSV
 * or JSON file, export the catalog. Every change is saved at once and shows in an open side
 * panel. Opened at `#catalog`, the page scrolls here and focuses the heading.
 */
export function MaterialsSection() {
  const t = useT(materialsMessages);
  const { products, problem, add, remove } = useMaterialsEditor();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = products !== null;

  useEffect(() => {
    if (!loaded || location.hash !== `#${MATERIALS_SECTION_ID}`) return;
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded]);

  const onAdd = (product: Product) => {
    const merged = add([product]);
    const name = product.material_name;
    setOutcome({ text: merged.added > 0 ? t('outcome.added', { name, location: locationInSentence(product.installation_location, t) }) : t('outcome.updated', { name }) });
  };
  const onRemove = (product: Product) => {
    remove(productKey(product));
    setOutcome({ text: t('outcome.removed', { name: product.material_name }), undo: product });
  };

  return (
    <section ref={section} className="card catalog-section" id={MATERIALS_SECTION_ID} aria-labelledby="catalog-heading">
      <h2 id="catalog-heading" className="catalog-section__title" ref={heading} tabIndex={-1}>
        {loaded && products.length > 0 ? t('section.heading-count', { count: products.length }) : t('section.heading')}
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
          <MaterialsList products={products} onRemove={onRemove} />
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
          <MaterialsTransfer products={products} onImport={add} />
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
