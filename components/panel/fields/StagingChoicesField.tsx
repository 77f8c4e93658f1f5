import { usePanel } from '../store/context';
import { StageChoices } from '../StageChoices';
import { RoomTypeSuggestion } from '../analyzer/RoomTypeSuggestion';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { useT } from '../../shared/i18n';
import { useExplainError } from '../../shared/useExplainError';
import type { FieldOf, FieldProps } from './field-props';

/**
 * A room type and a staging style (`stagingChoices`), both lists from the service: while they
 * load, or why they could not (with "Try again"), then the analyzer's room type and the choices.
 */
export function StagingChoicesField({ value, update }: FieldProps<FieldOf<'stagingChoices'>>) {
  const options = usePanel((state) => state.service.stagingOptions);
  const optionsError = usePanel((state) => state.service.stagingError);
  const refresh = usePanel((state) => state.refreshStagingOptions);
  const t = useT(panelMessages);
  const explain = useExplainError();
  return (
    <>
      {options === null && optionsError === null && <p className="field__hint">{t('stage.loading')}</p>}
      {optionsError !== null && options === null && (
        <p className="field__error">
          {explain(optionsError).sentence}{' '}
          <button type="button" className="link-button" onClick={() => void refresh()}>
            {t('common.try-again')}
          </button>
        </p>
      )}
      <RoomTypeSuggestion roomType={value.roomType} />
      <StageChoices roomType={value.roomType} style={value.style} onChange={update} />
    </>
  );
}
