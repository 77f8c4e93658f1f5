import { useState } from 'react';
import type { Settings, SettingsPatch } from '../../lib/storage/settings-schema';
import type { ErrorCode } from '../../lib/errors';
import { explainError } from '../../lib/error-text';
import { useDomId } from '../shared/hooks/useDomId';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useLocale, useT } from '../shared/i18n';

/** Props of {@link PhotoButtonsSection}. */
export interface PhotoButtonsSectionProps {
  readonly settings: Settings;
  readonly onSave: (patch: SettingsPatch) => Promise<ErrorCode | null>;
}

/** The two choices, each with the keys of its label and hint. */
const CHOICES = [
  { value: 'always', label: 'buttons.always', hint: 'buttons.always-hint' },
  { value: 'hover', label: 'buttons.hover', hint: 'buttons.hover-hint' },
] as const satisfies readonly { value: Settings['buttonVisibility']; label: string; hint: string }[];

/** How the Reimagine buttons show on listing photos. Saved as it changes; open listing tabs follow at once. */
export function PhotoButtonsSection({ settings, onSave }: PhotoButtonsSectionProps) {
  const t = useT(optionsMessages);
  const locale = useLocale();
  const id = useDomId('photo-buttons');
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The choice shows at once (a radio that waits for the save would snap back under the click);
  // once the save answers, the settings (saved, or unchanged after a failure) decide again.
  const [chosen, setChosen] = useState<Settings['buttonVisibility'] | null>(null);
  const value = chosen ?? settings.buttonVisibility;
  const save = async (buttonVisibility: Settings['buttonVisibility']) => {
    setChosen(buttonVisibility);
    const error = await onSave({ buttonVisibility });
    setChosen(null);
    setFeedback(error ? { kind: 'error', text: explainError(error, locale).sentence } : { kind: 'ok', text: t('saved') });
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('buttons.heading')}</h2>
      <fieldset className="field">
        <legend className="field__label">{t('buttons.legend')}</legend>
        {CHOICES.map((choice) => (
          <div key={choice.value}>
            <label className="check">
              <input
                type="radio"
                name={`${id}-visibility`}
                value={choice.value}
                checked={value === choice.value}
                aria-describedby={`${id}-${choice.value}-hint`}
                onChange={() => void save(choice.value)}
              />
              {t(choice.label)}
            </label>
            <p className="field__hint" id={`${id}-${choice.value}-hint`}>
              {t(choice.hint)}
            </p>
          </div>
        ))}
      </fieldset>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
