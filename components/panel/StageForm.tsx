import { usePanel } from './store/context';
import { MAX_VARIATIONS } from '../../lib/api/limits';
import { DisclosureBadge } from '../shared/DisclosureBadge';
import { StageChoices } from './StageChoices';
import { RoomTypeSuggestion } from './analyzer/RoomTypeSuggestion';
import { StagingProjectSection } from './staging/StagingProjectSection';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { useT } from '../shared/i18n';
import { useExplainError } from '../shared/useExplainError';

/**
 * Virtual staging: furnishes an empty room by room type and staging style (both lists from the
 * service), into the photo's staging project (its cost, variations left and gallery below the
 * choices). Results carry the "Virtually staged" disclosure.
 */
export function StageForm() {
  const form = usePanel((state) => state.forms.current.stage);
  const options = usePanel((state) => state.service.stagingOptions);
  const optionsError = usePanel((state) => state.service.stagingError);
  const refresh = usePanel((state) => state.refreshStagingOptions);
  const updateForm = usePanel((state) => state.updateForm);
  const t = useT(panelMessages);
  const explain = useExplainError();

  return (
    <div className="tool-form" role="group" aria-label={t('stage.group')}>
      <p className="field__hint">{t('stage.intro', { max: MAX_VARIATIONS })}</p>
      {options === null && optionsError === null && <p className="field__hint">{t('stage.loading')}</p>}
      {optionsError !== null && options === null && (
        <p className="field__error">
          {explain(optionsError).sentence}{' '}
          <button type="button" className="link-button" onClick={() => void refresh()}>
            {t('common.try-again')}
          </button>
        </p>
      )}
      <RoomTypeSuggestion roomType={form.roomType} />
      <StageChoices roomType={form.roomType} style={form.style} onChange={(patch) => updateForm('stage', patch)} />
      <StagingProjectSection />
      <p className="disclosure-note">
        <DisclosureBadge kind="virtually-staged" /> {t('stage.disclosure')}
      </p>
    </div>
  );
}
