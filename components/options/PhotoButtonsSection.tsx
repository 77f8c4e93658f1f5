import { useState } from 'react';
import type { Settings, SettingsPatch } from '../../lib/storage/settings-schema';
import { explainError, type ErrorCode } from '../../lib/errors';
import { useDomId } from '../shared/hooks/useDomId';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';

/** Props of {@link PhotoButtonsSection}. */
export interface PhotoButtonsSectionProps {
  readonly settings: Settings;
  readonly onSave: (patch: SettingsPatch) => Promise<ErrorCode | null>;
}

const CHOICES: readonly { value: Settings['buttonVisibility']; label: string; hint: string }[] = [
  { value: 'always', label: 'Always visible', hint: 'A small Reimagine badge in a corner of every listing photo, clear of the site’s own buttons.' },
  { value: 'hover', label: 'On hover only', hint: 'Nothing on the photos until you point at one or reach it with the keyboard.' },
];

/** How the Reimagine buttons show on listing photos. Saved as it changes; open listing tabs follow at once. */
export function PhotoButtonsSection({ settings, onSave }: PhotoButtonsSectionProps) {
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
    setFeedback(error ? { kind: 'error', text: explainError(error).sentence } : { kind: 'ok', text: 'Saved.' });
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Buttons on listing photos</h2>
      <fieldset className="field">
        <legend className="field__label">Reimagine buttons</legend>
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
              {choice.label}
            </label>
            <p className="field__hint" id={`${id}-${choice.value}-hint`}>
              {choice.hint}
            </p>
          </div>
        ))}
      </fieldset>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
