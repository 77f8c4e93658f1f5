import type { ReactNode } from 'react';
import type { CatalogProduct } from '../../lib/catalog/product';

/** Props of {@link MaterialRow}. */
export interface MaterialRowProps {
  readonly product: CatalogProduct;
  /** The row's actions (remove). */
  readonly children: ReactNode;
}

/** "SKU OAK-1 · Natural": what tells two products of the same name apart. */
function detail(product: CatalogProduct): string {
  return [`SKU ${product.material_id}`, product.color_name, product.color_id === '' ? '' : `colour ${product.color_id}`].filter((part) => part !== '').join(' · ');
}

/** One catalog product in the options page's list: its texture thumbnail, name, SKU and colour. */
export function MaterialRow({ product, children }: MaterialRowProps) {
  return (
    <li className="material-item">
      <img className="material-item__swatch" src={product.image_url} alt="" loading="lazy" />
      <span className="material-item__text">
        <span className="material-item__name">{product.material_name}</span>
        <span className="field__hint">{detail(product)}</span>
      </span>
      {children}
    </li>
  );
}
