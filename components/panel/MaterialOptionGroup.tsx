import { locationName } from '../../lib/materials/location-names';
import { productKey, type Product } from '../../lib/materials/product';
import type { LocationGroup } from '../../lib/materials/picker';
import { materialsMessages, type MaterialsT } from '../../lib/i18n/messages/materials/index';
import { panelMessages, type PanelMessages } from '../../lib/i18n/messages/panel/index';
import type { Translate } from '../../lib/i18n/translate';
import { useT } from '../shared/i18n';

/** Props of {@link MaterialOptionGroup}. */
export interface MaterialOptionGroupProps {
  readonly group: LocationGroup;
  readonly onToggle: (product: Product, apply: boolean) => void;
  /** Products that may not be applied now (the render is full and their location is new), and the sentence saying why. */
  readonly blocked: { readonly isBlocked: (product: Product) => boolean; readonly note: string; readonly noteId: string } | null;
}

/** "Floors: White oak, Natural": the checkbox's name, location first as the realtors read it. */
function choiceName(product: Product, t: Translate<PanelMessages>, tc: MaterialsT): string {
  const location = locationName(product.installation_location, tc);
  const material = product.material_name;
  return product.color_name === '' ? t('materials.choice', { location, material }) : t('materials.choice.color', { location, material, color: product.color_name });
}

/** One installation location's products, each with its texture thumbnail and a checkbox to apply it to this render. */
export function MaterialOptionGroup({ group, onToggle, blocked }: MaterialOptionGroupProps) {
  const t = useT(panelMessages);
  // Location names come from the materials namespace, their one translation (`location-names.ts`).
  const tc = useT(materialsMessages);
  return (
    <fieldset className="material-group">
      <legend className="material-group__legend">{locationName(group.location, tc)}</legend>
      <ul className="material-options">
        {group.choices.map(({ product, chosen, inProducts }) => {
          const refused = !chosen && blocked !== null && blocked.isBlocked(product);
          return (
            <li key={productKey(product)}>
              <label className={chosen ? 'material-option material-option--chosen' : 'material-option'} title={refused ? blocked.note : undefined}>
                <input
                  type="checkbox"
                  className="material-option__check"
                  checked={chosen}
                  disabled={refused}
                  aria-label={choiceName(product, t, tc)}
                  aria-describedby={refused ? blocked.noteId : undefined}
                  onChange={(event) => onToggle(product, event.currentTarget.checked)}
                />
                <img className="material-option__thumb" src={product.image_url} alt="" loading="lazy" />
                <span className="material-option__text">
                  <span className="material-option__name">{product.material_name}</span>
                  {product.color_name !== '' && <span className="material-option__detail">{product.color_name}</span>}
                  {!inProducts && <span className="material-option__detail">{t('materials.gone')}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
