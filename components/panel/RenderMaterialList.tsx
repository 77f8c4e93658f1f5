import { productKey, type CatalogProduct } from '../../lib/catalog/product';
import { MaterialRow } from '../catalog/MaterialRow';

/** Props of {@link RenderMaterialList}. */
export interface RenderMaterialListProps {
  readonly materials: readonly CatalogProduct[];
  readonly onRemove: (product: CatalogProduct) => void;
  /** The limit's sentence while the render holds the most materials it may, else null. */
  readonly limitNote: string | null;
  /** The limit sentence's id, so the disabled add buttons can point at it. */
  readonly limitNoteId: string;
}

/** The materials of this render, each removable, and the limit once it is reached. */
export function RenderMaterialList({ materials, onRemove, limitNote, limitNoteId }: RenderMaterialListProps) {
  return (
    <>
      {materials.length > 0 ? (
        <ul className="material-list" aria-label="Materials in this render">
          {materials.map((product) => (
            <MaterialRow key={productKey(product)} product={product}>
              <button type="button" className="button button--quiet" aria-label={`Remove ${product.material_name} from this render`} onClick={() => onRemove(product)}>
                Remove
              </button>
            </MaterialRow>
          ))}
        </ul>
      ) : (
        <p className="field__hint">No materials in this render.</p>
      )}
      {limitNote && (
        <p className="field__hint" id={limitNoteId}>
          {limitNote}
        </p>
      )}
    </>
  );
}
