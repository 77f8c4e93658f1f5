import { explainError } from '../../lib/errors';
import { usePanel } from './store/context';
import { DisclosureBadge } from '../shared/DisclosureBadge';
import { StageChoices } from './StageChoices';

/**
 * Virtual staging: furnishes an empty room by room type and staging style (both lists from the
 * service). Results carry the "Virtually staged" disclosure.
 */
export function StageForm() {
  const form = usePanel((state) => state.forms.stage);
  const options = usePanel((state) => state.stagingOptions);
  const optionsError = usePanel((state) => state.stagingError);
  const refresh = usePanel((state) => state.refreshStagingOptions);
  const updateForm = usePanel((state) => state.updateForm);

  return (
    <div className="tool-form" role="group" aria-label="Staging settings">
      <p className="field__hint">Furnishes an empty room. Works best on photos of unfurnished rooms. The first staging of a photo uses a staging credit; up to 20 variations of it use none.</p>
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
    </div>
  );
}
