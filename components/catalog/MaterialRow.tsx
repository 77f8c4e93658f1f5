import type { ReactNode } from 'react';
import { LOCATION_LABEL, productLabel, type CatalogProduct } from '../../lib/catalog/product';

/** Props of {@link MaterialRow}. */
export interface MaterialRowProps {
  readonly product: CatalogProduct;
  /** The row's actions (use, remove, delete): they differ between the render's list and the catalog. */
  readonly children: ReactNode;
}

/** One catalog product in a list: its texture swatch, name, colour and where it is installed. */
export function MaterialRow({ product, children }: MaterialRowProps) {
  return (
    <li className="material-item">
      <img className="material-item__swatch" src={product.image_url} alt="" loading="lazy" />
      <span className="material-item__text">
        <span>{productLabel(product)}</span>
        <span className="field__hint">{LOCATION_LABEL[product.installation_location]}</span>
      </span>
      {children}
    </li>
  );
}
