import { stylePicture } from '../../../lib/format/choice-pictures';
import { lookMessages } from '../../../lib/i18n/messages/look/index';
import { Material } from '../../../lib/api/schemas';
import { RenovationSpectrum } from '../../../lib/api/schemas';
import { GUIDANCE, MAX_MATERIALS } from '../../../lib/api/limits';
import { withInteriorStyle, withStagingStyle, type ListingLook, type LookOptions } from '../../../lib/look/look';
import { productLabel } from '../../../lib/materials/product';
import { spectrumSteps } from '../../../lib/operations/words';
import type { NamedOption } from '../../../lib/library/service-styles';
import { useDomId } from '../../shared/hooks/useDomId';
import { useLocale, useT } from '../../shared/i18n';
import { ChoiceCards } from '../ChoiceCards';
import { usePanel } from '../store/context';

/** Style cards with their pictures, one radio group. */
function StyleCards({ label, options, value, onChange }: { label: string; options: readonly NamedOption[]; value: string | undefined; onChange: (id: string) => void }) {
  const locale = useLocale();
  const name = useDomId('look-style');
  const cards = options.map((option) => {
    const picture = stylePicture(option.name, locale);
    return { id: option.id, name: option.name, picture: <img className="choice-picture" src={picture.src} alt={picture.alt} draggable={false} /> };
  });
  return (
    <fieldset className="field look-editor__styles">
      <legend className="field__label">{label}</legend>
      <ChoiceCards label={label} name={name} cards={cards} value={value ?? null} onChange={onChange} />
    </fieldset>
  );
}

/** The spectrum as a list of its steps, mildest first. */
function SpectrumSelect({ value, onChange }: { value: RenovationSpectrum; onChange: (value: RenovationSpectrum) => void }) {
  const t = useT(lookMessages);
  const locale = useLocale();
  return (
    <label className="field">
      <span className="field__label">{t('look.spectrum')}</span>
      <select className="input" value={value} onChange={(event) => onChange(RenovationSpectrum.parse(event.target.value))}>
        {spectrumSteps(locale).map((step) => (
          <option key={step.value} value={step.value}>
            {step.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The realtor's products as checkboxes: each goes wherever its installation location is (lib/look/materials.ts). */
function MaterialChoices({ look, edit }: { look: ListingLook; edit: (change: (look: ListingLook) => ListingLook) => void }) {
  const t = useT(lookMessages);
  const products = usePanel((state) => state.materials.products);
  const chosen = new Set(look.interior.materials.map((material) => `${material.material_id} ${material.installation_location}`));
  const toggle = (material: Material) =>
    edit((old) => {
      const key = `${material.material_id} ${material.installation_location}`;
      const others = old.interior.materials.filter((known) => `${known.material_id} ${known.installation_location}` !== key);
      // Untick, or tick while the look has room (the service's limit per render, which the stored look keeps too).
      const removed = others.length < old.interior.materials.length;
      if (!removed && others.length >= MAX_MATERIALS) return old;
      return { ...old, interior: { ...old.interior, materials: removed ? others : [...others, material] } };
    });
  return (
    <fieldset className="field">
      <legend className="field__label">{t('look.materials')}</legend>
      {products.length === 0 && <p className="field__hint">{t('look.materials.none')}</p>}
      {products.map((product) => (
        <label key={`${product.material_id} ${product.installation_location}`} className="look-editor__check">
          <input type="checkbox" checked={chosen.has(`${product.material_id} ${product.installation_location}`)} onChange={() => toggle(Material.parse(product))} /> {productLabel(product)}
        </label>
      ))}
    </fieldset>
  );
}

/** The look's form: interior style (proposing the others), spectrum, guidance, materials, kitchens, exterior and staging styles. */
export function LookEditor({ look, options }: { readonly look: ListingLook; readonly options: LookOptions }) {
  const t = useT(lookMessages);
  const editLook = usePanel((state) => state.editLook);
  return (
    <div className="look-editor">
      <StyleCards label={t('look.interior')} options={options.interior} value={look.interior.style_id} onChange={(id) => editLook((old) => withInteriorStyle(old, id, options))} />
      <SpectrumSelect value={look.interior.renovation_spectrum} onChange={(value) => editLook((old) => ({ ...old, interior: { ...old.interior, renovation_spectrum: value } }))} />
      <label className="field">
        <span className="field__label">{t('look.guidance')}</span>
        <textarea className="input" rows={2} maxLength={GUIDANCE.maxLength} value={look.interior.guidance ?? ''} onChange={(event) => editLook((old) => ({ ...old, interior: { ...old.interior, guidance: event.target.value } }))} />
      </label>
      <MaterialChoices look={look} edit={editLook} />
      <label className="look-editor__check">
        <input type="checkbox" checked={look.kitchenCabinets} onChange={(event) => editLook((old) => ({ ...old, kitchenCabinets: event.target.checked }))} /> {t('look.cabinets')}
      </label>
      <StyleCards label={t('look.exterior')} options={options.exterior} value={look.exterior.style_id} onChange={(id) => editLook((old) => ({ ...old, exterior: { ...old.exterior, style_id: id } }))} />
      <StyleCards label={t('look.staging')} options={options.stagingStyles} value={look.staging.style} onChange={(id) => editLook((old) => withStagingStyle(old, id))} />
      {look.staging.proposed && look.staging.style && <p className="field__hint">{t('look.staging.proposed')}</p>}
    </div>
  );
}
