import { explainError } from '../../lib/errors';
import { usePanel } from './store/context';
import { stageRequest } from './store/requests';
import { SubmitRow } from './SubmitRow';
import { DisclosureBadge } from '../shared/DisclosureBadge';
import { useSubmit } from './hooks/useSubmit';
import { StageChoices } from './StageChoices';

/**
 * Virtual staging: furnishes an empty room by room type and staging style (both lists from the
 * service). Results carry the "Virtually staged" disclosure.
 */
export function StageForm() {
  const form = usePanel((state) => state.forms.stage);
  const forms = usePanel((state) => state.forms);
  const photo = usePanel((state) => state.photo);
  const options = usePanel((state) => state.stagingOptions);
  const optionsError = usePanel((state) => state.stagingError);
  const refresh = usePanel((state) => state.refreshStagingOptions);
  const credits = usePanel((state) => state.plan?.staging_credits);
  const updateForm = usePanel((state) => state.updateForm);
  const startJob = usePanel((state) => state.startJob);
  const request = stageRequest(forms);
  const { busy, submit } = useSubmit(async () => {
    if (request) await startJob(request);
  });

  return (
    <form
      className="tool-form"
      aria-label="Virtual staging"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="field__hint">Furnishes an empty room. Works best on photos of unfurnished rooms.</p>
      {options === null && optionsError === null && <p className="field__hint">Loading room types and styles…</p>}
      {optionsError !== null && options === null && (
        <p className="field__error">
          {explainError(optionsError).sentence}{' '}
          <button type="button" className="link-button" onClick={() => void refresh()}>
            Try again
          </button>
        </p>
      )}
      <StageChoices roomType={form.roomType} style={form.style} onChange={(patch) => updateForm('stage', patch)} />
      <p className="disclosure-note">
        <DisclosureBadge kind="virtually-staged" /> Staged results carry this label, as listing rules require.
      </p>
      <SubmitRow
        label="Stage room"
        busy={busy}
        blockedReason={!photo ? 'Pick a photo of an empty room first.' : !request ? 'Choose a room type and a staging style.' : null}
        cost={`The first staging of a photo uses 1 staging credit${credits !== undefined ? ` (${credits} left)` : ''}; up to 20 variations per photo.`}
      />
    </form>
  );
}
