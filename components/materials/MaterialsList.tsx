import { useState } from 'react';
import { materialGroups } from '../../lib/materials/picker';
import { productKey, productLabel, type Product } from '../../lib/materials/product';
import { formatNumber } from '../../lib/i18n/format';
import { materialsMessages } from '../../lib/i18n/messages/materials/index';
import { useLocale, useT } from '../shared/i18n';
import { locationName } from '../../lib/materials/location-names';
import { MaterialRow } from './MaterialRow';

/** Props of {@link MaterialsList}. */
export interface MaterialsListProps {
  readonly products: readonly Product[];
  readonly onRemove: (product: Product) => void;
}

/** Above this many products the catalog gets a search field. */
const SEARCH_FROM = 6;

/** True when a product's name, SKU, color or location (as the list names it) contains the search text. */
function matches(product: Product, needle: string, place: string): boolean {
  return `${productLabel(product)} ${product.color_id} ${place}`.toLowerCase().includes(needle);
}

/** The product catalog on the options page: grouped by installation location as the panel shows it, searchable, each product removable. */
export function MaterialsList({ products, onRemove }: MaterialsListProps) {
  const t = useT(materialsMessages);
  const locale = useLocale();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase(locale);
  const shown = needle === '' ? products : products.filter((product) => matches(product, needle, locationName(product.installation_location, t)));
  const groups = materialGroups(shown, []);

  if (products.length === 0) return <p className="catalog-empty">{t('list.empty')}</p>;
  return (
    <>
      {products.length >= SEARCH_FROM && (
        <input
          type="search"
          className="input catalog-search"
          aria-label={t('list.search')}
          placeholder={t('list.search-placeholder')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      {groups.length === 0 && <p className="field__hint">{t('list.no-match', { filter: filter.trim() })}</p>}
      {groups.map((group) => (
        <div key={group.location} className="catalog-group">
          <h3 className="catalog-group__heading">
            {locationName(group.location, t)} <span className="field__hint">({formatNumber(group.choices.length, locale)})</span>
          </h3>
          <ul className="material-list" aria-label={locationName(group.location, t)}>
            {group.choices.map(({ product }) => (
              <MaterialRow key={productKey(product)} product={product}>
                <button type="button" className="button button--quiet" aria-label={t('list.remove-product', { product: productLabel(product) })} onClick={() => onRemove(product)}>
                  {t('list.remove')}
                </button>
              </MaterialRow>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
