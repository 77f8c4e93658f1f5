import { LOCATION_LABEL, productKey, type CatalogProduct } from '../../lib/catalog/product';
import type { LocationGroup } from '../../lib/catalog/picker';

/** Props of {@link MaterialOptionGroup}. */
export interface MaterialOptionGroupProps {
  readonly group: LocationGroup;
  readonly onToggle: (product: CatalogProduct, apply: boolean) => void;
  /** Products that may not be applied now (the render is full and their location is new), and the sentence saying why. */
  readonly blocked: { readonly isBlocked: (product: CatalogProduct) => boolean; readonly note: string; readonly noteId: string } | null;
}

/** "Floors: White oak, Natural": the checkbox's name, location first as the realtors read it. */
function choiceName(product: CatalogProduct): string {
  const color = product.color_name === '' ? '' : `, ${product.color_name}`;
  return `${LOCATION_LABEL[product.installation_location]}: ${product.material_name}${color}`;
}

/** One installation location's products, each with its texture thumbnail and a checkbox to apply it to this render. */
export function MaterialOptionGroup({ group, onToggle, blocked }: MaterialOptionGroupProps) {
  return (
    <fieldset className="material-group">
      <legend className="material-group__legend">{LOCATION_LABEL[group.location]}</legend>
      <ul className="material-options">
        {group.choices.map(({ product, chosen, inCatalog }) => {
          const refused = !chosen && blocked !== null && blocked.isBlocked(product);
          return (
            <li key={productKey(product)}>
              <label className={chosen ? 'material-option material-option--chosen' : 'material-option'} title={refused ? blocked.note : undefined}>
                <input
                  type="checkbox"
                  className="material-option__check"
                  checked={chosen}
                  disabled={refused}
                  aria-label={choiceName(product)}
                  aria-describedby={refused ? blocked.noteId : undefined}
                  onChange={(event) => onToggle(product, event.currentTarget.checked)}
                />
                <img className="material-option__thumb" src={product.image_url} alt="" loading="lazy" />
                <span className="material-option__text">
                  <span className="material-option__name">{product.material_name}</span>
                  {product.color_name !== '' && <span className="material-option__detail">{product.color_name}</span>}
                  {!inCatalog && <span className="material-option__detail">No longer in your catalog</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
