import { useState } from 'react';
import type { Settings, SettingsPatch } from '../../lib/storage/settings-schema';
import { explainError, type ErrorCode } from '../../lib/errors';
import { useDomId } from '../shared/hooks/useDomId';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { DisclosureLabels } from './DisclosureLabels';

/** Props of {@link ProcessingSection}. */
export interface ProcessingSectionProps {
  readonly settings: Settings;
  readonly onSave: (patch: SettingsPatch) => Promise<ErrorCode | null>;
}

/** The concurrency limits of the settings schema. */
const CONCURRENCY = [1, 2, 3, 4, 5, 6] as const;

/** Renders at once, and the disclosure labels stamped on results by default. Saved as they change. */
export function ProcessingSection({ settings, onSave }: ProcessingSectionProps) {
  const id = useDomId('processing');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const save = async (patch: SettingsPatch) => {
    const error = await onSave(patch);
    setFeedback(error ? { kind: 'error', text: explainError(error).sentence } : { kind: 'ok', text: 'Saved.' });
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Rendering</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-concurrency`}>
          Renders at once
        </label>
        <select
          id={`${id}-concurrency`}
          className="input input--narrow"
          value={settings.concurrency}
          aria-describedby={`${id}-concurrency-hint`}
          onChange={(event) => void save({ concurrency: Number(event.target.value) })}
        >
          {CONCURRENCY.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p className="field__hint" id={`${id}-concurrency-hint`}>
          More at once finishes a whole listing sooner; the rest wait in the queue. Default 2.
        </p>
      </div>
      <DisclosureLabels disclosure={settings.disclosure} save={save} />
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
