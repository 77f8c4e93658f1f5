import { usePanel } from './store/context';
import { renovateRequest } from './store/requests';
import { StylePicker } from './StylePicker';
import { SpectrumControl } from './SpectrumControl';
import { GuidanceField } from './GuidanceField';
import { MaterialPicker } from './MaterialPicker';
import { ListingBatch } from './ListingBatch';
import { useDomId } from '../shared/hooks/useDomId';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';

/**
 * Renovate: a style and/or guidance and the renovation spectrum, with two options: "Only the
 * kitchen cabinets" (a kitchen cabinets render: the rest of the room stays) and catalog
 * materials (a renovation's only). "Renovate" in the action bar is enabled once a style or
 * guidance is given (the API needs one of them).
 */
export function RenovateForm() {
  const form = usePanel((state) => state.forms.current.renovate);
  const forms = usePanel((state) => state.forms.current);
  const photo = usePanel((state) => state.listing.photo);
  const updateForm = usePanel((state) => state.updateForm);
  const id = useDomId('renovate');
  const t = useT(panelMessages);
  const request = renovateRequest(forms);

  return (
    <div className="tool-form" role="group" aria-label={t('renovate.group')}>
      <StylePicker
        value={form.styleId}
        group={form.group}
        onChange={(styleId) => updateForm('renovate', { styleId })}
        onGroupChange={(group) => updateForm('renovate', { group })}
      />
      <SpectrumControl value={form.spectrum} onChange={(spectrum) => updateForm('renovate', { spectrum })} />
      <GuidanceField
        value={form.guidance}
        placeholder={form.cabinetsOnly ? t('renovate.cabinets.placeholder') : undefined}
        onChange={(guidance) => updateForm('renovate', { guidance })}
      />
      <div className="field field--check">
        <label className="check">
          <input type="checkbox" checked={form.cabinetsOnly} aria-describedby={`${id}-cabinets`} onChange={(event) => updateForm('renovate', { cabinetsOnly: event.target.checked })} />
          {t('renovate.cabinets')}
        </label>
        <p className="field__hint" id={`${id}-cabinets`}>
          {form.cabinetsOnly ? t('renovate.cabinets.on') : t('renovate.cabinets.off')}
        </p>
      </div>
      {!form.cabinetsOnly && <MaterialPicker />}
      {photo && request && photo.listing.photoUrls.length > 1 && <ListingBatch request={request} photo={photo} />}
    </div>
  );
}
