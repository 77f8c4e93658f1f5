import { usePanel } from './store/context';
import { renovateRequest } from './store/requests';
import { StylePicker } from './StylePicker';
import { SpectrumControl } from './SpectrumControl';
import { GuidanceField } from './GuidanceField';
import { MaterialPicker } from './MaterialPicker';
import { ListingBatch } from './ListingBatch';
import { SubmitRow } from './SubmitRow';
import { useSubmit } from './hooks/useSubmit';

/**
 * Renovate: a style and/or guidance, the renovation spectrum and optional catalog materials.
 * "Renovate" is enabled once a style or guidance is given (the API needs one of them).
 */
export function RenovateForm() {
  const form = usePanel((state) => state.forms.renovate);
  const forms = usePanel((state) => state.forms);
  const photo = usePanel((state) => state.photo);
  const updateForm = usePanel((state) => state.updateForm);
  const startJob = usePanel((state) => state.startJob);
  const request = renovateRequest(forms);
  const { busy, submit } = useSubmit(async () => {
    if (request) await startJob(request);
  });

  return (
    <form
      className="tool-form"
      aria-label="Renovate"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <StylePicker
        value={form.styleId}
        group={form.group}
        onChange={(styleId) => updateForm('renovate', { styleId })}
        onGroupChange={(group) => updateForm('renovate', { group })}
      />
      <SpectrumControl value={form.spectrum} onChange={(spectrum) => updateForm('renovate', { spectrum })} />
      <GuidanceField value={form.guidance} onChange={(guidance) => updateForm('renovate', { guidance })} />
      <MaterialPicker />
      <SubmitRow
        label="Renovate"
        busy={busy}
        blockedReason={!photo ? 'Pick a photo on a listing first.' : !request ? 'Pick a style or write guidance to renovate.' : null}
        cost="Uses 1 renovation credit."
      />
      {photo && request && photo.listing.photoUrls.length > 1 && <ListingBatch request={request} photo={photo} />}
    </form>
  );
}
