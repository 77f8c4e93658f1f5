import { useState } from 'react';
import { MAX_MATERIALS } from '../../lib/api/limits';
import { canPick, materialGroups, pickMaterial, unpickMaterial } from '../../lib/catalog/picker';
import { LOCATION_LABEL, type CatalogProduct } from '../../lib/catalog/product';
import { useBackground } from '../shared/background';
import { useDomId } from '../shared/hooks/useDomId';
import { useCatalogSync } from '../catalog/hooks/useCatalogSync';
import { usePanel } from './store/context';
import { MaterialOptionGroup } from './MaterialOptionGroup';
import '../catalog/catalog.css';

/** What the user reads once a render holds the most materials it may. */
export const MATERIALS_LIMIT_NOTE = `At most ${MAX_MATERIALS} materials per render. Remove one to add another.`;

/** "Zellige replaces Subway tile on the backsplash." */
function replacedSentence(product: CatalogProduct, replaced: readonly CatalogProduct[]): string {
  const names = replaced.map((item) => item.material_name).join(' and ');
  return `${product.material_name} replaces ${names} on the ${LOCATION_LABEL[product.installation_location].toLowerCase()}.`;
}

/**
 * The Renovate form's materials option: the realtor's product catalog grouped by installation
 * location, each product with its texture thumbnail and a checkbox applying it to this render
 * (`params.materials`): one product per location (lib/catalog/picker.ts says why), at most
 * MAX_MATERIALS. The catalog itself is edited on the options page ("Product catalog"), which an
 * empty catalog links to; changes made there show here without reopening the panel.
 */
export function MaterialPicker() {
  useCatalogSync();
  const background = useBackground();
  const catalog = usePanel((state) => state.catalog);
  const restored = usePanel((state) => state.restored);
  const materials = usePanel((state) => state.forms.renovate.materials);
  const updateForm = usePanel((state) => state.updateForm);
  const noteId = useDomId('materials-limit');
  // Open while materials are applied when the form appears; the user's own toggling wins after that.
  const [open, setOpen] = useState(materials.length > 0);
  const [status, setStatus] = useState('');
  const groups = materialGroups(catalog, materials);
  const full = materials.length >= MAX_MATERIALS;

  const toggle = (product: CatalogProduct, apply: boolean) => {
    setStatus('');
    if (!apply) {
      updateForm('renovate', { materials: unpickMaterial(materials, product) });
      return;
    }
    const picked = pickMaterial(materials, product);
    if (!picked.ok) return;
    updateForm('renovate', { materials: picked.materials });
    if (picked.replaced.length > 0) setStatus(replacedSentence(product, picked.replaced));
  };
  const openCatalog = () => background.openOptions('catalog');

  return (
    <details className="materials" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Materials{materials.length > 0 ? ` (${materials.length} applied)` : ''} <span className="field__hint">optional: your real products</span>
      </summary>
      {restored && catalog.length === 0 && (
        <p className="materials__empty">
          Apply your own floors, tiles and cabinets to the photo.{' '}
          <button type="button" className="link-button" onClick={openCatalog}>
            Set up your product catalog
          </button>
        </p>
      )}
      {groups.length > 0 && <p className="field__hint materials__rule">One product per place: picking another floor replaces the first.</p>}
      {groups.map((group) => (
        <MaterialOptionGroup
          key={group.location}
          group={group}
          onToggle={toggle}
          blocked={full ? { isBlocked: (product) => !canPick(materials, product), note: MATERIALS_LIMIT_NOTE, noteId } : null}
        />
      ))}
      {full && (
        <p className="field__hint" id={noteId}>
          {MATERIALS_LIMIT_NOTE}
        </p>
      )}
      <p className="field__hint" role="status">
        {status}
      </p>
      {catalog.length > 0 && (
        <button type="button" className="link-button" onClick={openCatalog}>
          Edit your product catalog
        </button>
      )}
    </details>
  );
}
