import type { ReactNode } from 'react';
import type { Product } from '../../lib/materials/product';
import { materialsMessages, type MaterialsT } from '../../lib/i18n/messages/materials/index';
import { useT } from '../shared/i18n';

/** Props of {@link MaterialRow}. */
export interface MaterialRowProps {
  readonly product: Product;
  /** The row's actions (remove). */
  readonly children: ReactNode;
}

/** "SKU OAK-1 · Natural · colour NAT": what tells two products of the same name apart (a list of facts, not a sentence). */
function detail(product: Product, t: MaterialsT): string {
  const colour = product.color_id === '' ? '' : t('row.colour', { colour: product.color_id });
  return [t('row.sku', { sku: product.material_id }), product.color_name, colour].filter((part) => part !== '').join(' · ');
}

/** One catalog product in the options page's list: its texture thumbnail, name, SKU and colour. */
export function MaterialRow({ product, children }: MaterialRowProps) {
  const t = useT(materialsMessages);
  return (
    <li className="material-item">
      <img className="material-item__swatch" src={product.image_url} alt="" loading="lazy" />
      <span className="material-item__text">
        <span className="material-item__name">{product.material_name}</span>
        <span className="field__hint">{detail(product, t)}</span>
      </span>
      {children}
    </li>
  );
}
