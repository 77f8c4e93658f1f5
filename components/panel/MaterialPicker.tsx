import { useState } from 'react';
import { MAX_MATERIALS } from '../../lib/api/limits';
import { canPick, materialGroups, pickMaterial, unpickMaterial } from '../../lib/materials/picker';
import type { Product, Location } from '../../lib/materials/product';
import type { Locale } from '../../lib/i18n/locales';
import { panelMessages, type PanelMessages } from '../../lib/i18n/messages/panel/index';
import { translator, type Translate } from '../../lib/i18n/translate';
import { useBackground } from '../shared/background';
import { useDomId } from '../shared/hooks/useDomId';
import { useLocale, useT } from '../shared/i18n';
import { useMaterialsSync } from '../materials/hooks/useMaterialsSync';
import { usePanel } from './store/context';
import { MaterialOptionGroup } from './MaterialOptionGroup';
import '../materials/materials.css';

/** What the user reads once a render holds the most materials it may, in English (tests compare with it). */
export const MATERIALS_LIMIT_NOTE = translator(panelMessages, 'en')('materials.limit', { max: MAX_MATERIALS });

/** One sentence per location: the preposition and article differ ("auf dem Boden", "an der Küchenrückwand"). */
const REPLACED_KEY = {
  FLOORS: 'replaced.FLOORS',
  KITCHEN_CABINETS: 'replaced.KITCHEN_CABINETS',
  COUNTERTOPS: 'replaced.COUNTERTOPS',
  BACKSPLASH: 'replaced.BACKSPLASH',
  WALLS: 'replaced.WALLS',
  EXTERIOR_SIDING: 'replaced.EXTERIOR_SIDING',
  CEILING: 'replaced.CEILING',
} as const satisfies Record<Location, keyof PanelMessages>;

/** "Zellige replaces Subway tile on the backsplash." */
function replacedSentence(product: Product, replaced: readonly Product[], t: Translate<PanelMessages>, locale: Locale): string {
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(replaced.map((item) => item.material_name));
  return t(REPLACED_KEY[product.installation_location], { product: product.material_name, names });
}

/**
 * The Renovate form's materials option: the realtor's product catalog grouped by installation
 * location, each product with its texture thumbnail and a checkbox applying it to this render
 * (`params.materials`): one product per location (lib/materials/picker.ts says why), at most
 * MAX_MATERIALS. The catalog itself is edited on the options page ("Product catalog"), which an
 * empty catalog links to; changes made there show here without reopening the panel.
 */
/** Props of {@link MaterialPicker}: the materials applied, and the new list when they change. */
export interface MaterialPickerProps {
  readonly materials: readonly Product[];
  readonly onChange: (materials: Product[]) => void;
}

export function MaterialPicker({ materials, onChange }: MaterialPickerProps) {
  useMaterialsSync();
  const background = useBackground();
  const products = usePanel((state) => state.materials.products);
  const restored = usePanel((state) => state.lifecycle.restored);
  const noteId = useDomId('materials-limit');
  const t = useT(panelMessages);
  const locale = useLocale();
  const limitNote = t('materials.limit', { max: MAX_MATERIALS });
  // Open while materials are applied when the form appears; the user's own toggling wins after that.
  const [open, setOpen] = useState(materials.length > 0);
  const [status, setStatus] = useState('');
  const groups = materialGroups(products, materials);
  const full = materials.length >= MAX_MATERIALS;

  const toggle = (product: Product, apply: boolean) => {
    setStatus('');
    if (!apply) {
      onChange(unpickMaterial(materials, product));
      return;
    }
    const picked = pickMaterial(materials, product);
    if (!picked.ok) return;
    onChange(picked.materials);
    if (picked.replaced.length > 0) setStatus(replacedSentence(product, picked.replaced, t, locale));
  };
  const openMaterials = () => background.openOptions('catalog');

  return (
    <details className="materials" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {materials.length > 0 ? t('materials.title.applied', { count: materials.length }) : t('materials.title')} <span className="field__hint">{t('materials.optional')}</span>
      </summary>
      {restored && products.length === 0 && (
        <p className="materials__empty">
          {t('materials.empty')}{' '}
          <button type="button" className="link-button" onClick={openMaterials}>
            {t('materials.set-up')}
          </button>
        </p>
      )}
      {groups.length > 0 && <p className="field__hint materials__rule">{t('materials.rule')}</p>}
      {groups.map((group) => (
        <MaterialOptionGroup
          key={group.location}
          group={group}
          onToggle={toggle}
          blocked={full ? { isBlocked: (product) => !canPick(materials, product), note: limitNote, noteId } : null}
        />
      ))}
      {full && (
        <p className="field__hint" id={noteId}>
          {limitNote}
        </p>
      )}
      <p className="field__hint" role="status">
        {status}
      </p>
      {products.length > 0 && (
        <button type="button" className="link-button" onClick={openMaterials}>
          {t('materials.edit')}
        </button>
      )}
    </details>
  );
}
