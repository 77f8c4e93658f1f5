import { usePanel } from './store/context';
import { renovateRequest } from './store/requests';
import { StylePicker } from './StylePicker';
import { SpectrumControl } from './SpectrumControl';
import { GuidanceField } from './GuidanceField';
import { MaterialPicker } from './MaterialPicker';
import { ListingBatch } from './ListingBatch';
import { useDomId } from '../shared/hooks/useDomId';

/**
 * Renovate: a style and/or guidance and the renovation spectrum, with two options: "Only the
 * kitchen cabinets" (a kitchen cabinets render: the rest of the room stays) and catalog
 * materials (a renovation's only). "Renovate" in the action bar is enabled once a style or
 * guidance is given (the API needs one of them).
 */
export function RenovateForm() {
  const form = usePanel((state) => state.forms.renovate);
  const forms = usePanel((state) => state.forms);
  const photo = usePanel((state) => state.photo);
  const updateForm = usePanel((state) => state.updateForm);
  const id = useDomId('renovate');
  const request = renovateRequest(forms);

  return (
    <div className="tool-form" role="group" aria-label="Renovate settings">
      <StylePicker
        value={form.styleId}
        group={form.group}
        onChange={(styleId) => updateForm('renovate', { styleId })}
        onGroupChange={(group) => updateForm('renovate', { group })}
      />
      <SpectrumControl value={form.spectrum} onChange={(spectrum) => updateForm('renovate', { spectrum })} />
      <GuidanceField
        value={form.guidance}
        placeholder={form.cabinetsOnly ? 'e.g. sage green shaker doors, brass handles' : undefined}
        onChange={(guidance) => updateForm('renovate', { guidance })}
      />
      <div className="field field--check">
        <label className="check">
          <input type="checkbox" checked={form.cabinetsOnly} aria-describedby={`${id}-cabinets`} onChange={(event) => updateForm('renovate', { cabinetsOnly: event.target.checked })} />
          Only the kitchen cabinets
        </label>
        <p className="field__hint" id={`${id}-cabinets`}>
          {form.cabinetsOnly ? 'Restyles the cabinets of a kitchen photo; the rest of the room stays as it is. Materials apply to full renovations only.' : 'Restyle just the cabinets of a kitchen photo.'}
        </p>
      </div>
      {!form.cabinetsOnly && <MaterialPicker />}
      {photo && request && photo.listing.photoUrls.length > 1 && <ListingBatch request={request} photo={photo} />}
    </div>
  );
}
