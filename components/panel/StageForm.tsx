import { explainError } from '../../lib/errors';
import { usePanel } from './store/context';
import { stageRequest } from './store/requests';
import { SubmitRow } from './SubmitRow';
import { DisclosureBadge } from '../shared/DisclosureBadge';
import { useSubmit } from './hooks/useSubmit';
import { useDomId } from '../shared/hooks/useDomId';

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
  const id = useDomId('stage');
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-room`}>
          Room type
        </label>
        <select id={`${id}-room`} className="input" value={form.roomType} disabled={!options} onChange={(event) => updateForm('stage', { roomType: event.target.value })}>
          <option value="">Choose a room type</option>
          {options?.roomTypes.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-style`}>
          Staging style
        </label>
        <select id={`${id}-style`} className="input" value={form.style} disabled={!options} onChange={(event) => updateForm('stage', { style: event.target.value })}>
          <option value="">Choose a staging style</option>
          {options?.styles.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
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
