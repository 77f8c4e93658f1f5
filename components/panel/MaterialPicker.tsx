import { productKey, type CatalogProduct } from '../../lib/catalog/product';
import { MAX_MATERIALS } from '../../lib/api/limits';
import { usePanel } from './store/context';
import { useDomId } from '../shared/hooks/useDomId';
import { ProductForm } from '../catalog/ProductForm';
import { CatalogTransfer } from '../catalog/CatalogTransfer';
import { RenderMaterialList } from './RenderMaterialList';
import { CatalogList } from '../catalog/CatalogList';

/** Props of {@link MaterialsEditor}. */
export interface MaterialsEditorProps {
  readonly materials: readonly CatalogProduct[];
  readonly onChange: (materials: CatalogProduct[]) => void;
}

/** What the user reads once a render holds the most materials it may. */
export const MATERIALS_LIMIT_NOTE = `At most ${MAX_MATERIALS} materials per render. Remove one to add another.`;

/**
 * Catalog products applied by a Renovate render (`params.materials`): the ones chosen for this
 * render (at most `MAX_MATERIALS`), the local catalog to pick from (kept across renders), a form
 * for a new product, and import/export of the catalog.
 */
export function MaterialsEditor({ materials, onChange }: MaterialsEditorProps) {
  const addToCatalog = usePanel((state) => state.addToCatalog);
  const limitNoteId = useDomId('materials-limit');
  const full = materials.length >= MAX_MATERIALS;
  const limitNote = full ? MATERIALS_LIMIT_NOTE : null;
  const without = (product: CatalogProduct) => materials.filter((item) => productKey(item) !== productKey(product));

  const add = (product: CatalogProduct) => {
    if (full) return;
    // Same SKU and color again replaces the earlier copy: one product, one place.
    onChange([...without(product), product]);
  };

  return (
    <details className="materials" open={materials.length > 0 || undefined}>
      <summary>
        Materials{materials.length > 0 ? ` (${materials.length} of ${MAX_MATERIALS})` : ''} <span className="field__hint">optional: apply real catalog products</span>
      </summary>
      <RenderMaterialList materials={materials} onRemove={(product) => onChange(without(product))} limitNote={limitNote} limitNoteId={limitNoteId} />
      <CatalogList chosen={new Set(materials.map(productKey))} onUse={add} limitNote={limitNote} limitNoteId={limitNoteId} />
      <h3 className="subheading">New product</h3>
      <ProductForm
        disabled={full}
        disabledReason={MATERIALS_LIMIT_NOTE}
        submitLabel="Add material"
        onAdd={(product) => {
          addToCatalog([product]);
          add(product);
        }}
      />
      <h3 className="subheading">Import or export the catalog</h3>
      <CatalogTransfer />
    </details>
  );
}
