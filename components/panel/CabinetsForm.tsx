import { usePanel } from './store/context';
import { cabinetsRequest } from './store/requests';
import { StylePicker } from './StylePicker';
import { SpectrumControl } from './SpectrumControl';
import { GuidanceField } from './GuidanceField';
import { SubmitRow } from './SubmitRow';
import { useSubmit } from './hooks/useSubmit';

/** Kitchen cabinets: the Renovate inputs (style, spectrum, guidance) applied to a kitchen's cabinets only. */
export function CabinetsForm() {
  const form = usePanel((state) => state.forms.cabinets);
  const forms = usePanel((state) => state.forms);
  const photo = usePanel((state) => state.photo);
  const updateForm = usePanel((state) => state.updateForm);
  const startJob = usePanel((state) => state.startJob);
  const request = cabinetsRequest(forms);
  const { busy, submit } = useSubmit(async () => {
    if (request) await startJob(request);
  });

  return (
    <form
      className="tool-form"
      aria-label="Kitchen cabinets"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="field__hint">Restyles only the cabinets of a kitchen photo; the rest of the room stays as it is.</p>
      <StylePicker
        value={form.styleId}
        group={form.group}
        onChange={(styleId) => updateForm('cabinets', { styleId })}
        onGroupChange={(group) => updateForm('cabinets', { group })}
      />
      <SpectrumControl value={form.spectrum} onChange={(spectrum) => updateForm('cabinets', { spectrum })} />
      <GuidanceField
        value={form.guidance}
        placeholder="e.g. sage green shaker doors, brass handles"
        onChange={(guidance) => updateForm('cabinets', { guidance })}
      />
      <SubmitRow
        label="Restyle cabinets"
        busy={busy}
        blockedReason={!photo ? 'Pick a kitchen photo on a listing first.' : !request ? 'Pick a style or write guidance for the cabinets.' : null}
        cost="Uses 1 renovation credit. Needs a photo with kitchen cabinets."
      />
    </form>
  );
}
