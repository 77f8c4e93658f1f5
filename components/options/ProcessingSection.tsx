import { useState } from 'react';
import { defaultSettings, type Settings, type SettingsPatch } from '../../lib/storage/settings-schema';
import type { ErrorCode } from '../../lib/errors';
import { explainError } from '../../lib/error-text';
import { useDomId } from '../shared/hooks/useDomId';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { DisclosureLabels } from './DisclosureLabels';
import { formatNumber } from '../../lib/i18n/format';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useLocale, useT } from '../shared/i18n';

/** Props of {@link ProcessingSection}. */
export interface ProcessingSectionProps {
  readonly settings: Settings;
  readonly onSave: (patch: SettingsPatch) => Promise<ErrorCode | null>;
}

/** The concurrency limits of the settings schema. */
const CONCURRENCY = [1, 2, 3, 4, 5, 6] as const;

/** Renders at once, the disclosure labels stamped on results by default and their language. Saved as they change. */
export function ProcessingSection({ settings, onSave }: ProcessingSectionProps) {
  const t = useT(optionsMessages);
  const locale = useLocale();
  const id = useDomId('processing');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const save = async (patch: SettingsPatch) => {
    const error = await onSave(patch);
    setFeedback(error ? { kind: 'error', text: explainError(error, locale).sentence } : { kind: 'ok', text: t('saved') });
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('rendering.heading')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-concurrency`}>
          {t('rendering.concurrency')}
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
              {formatNumber(n, locale)}
            </option>
          ))}
        </select>
        <p className="field__hint" id={`${id}-concurrency-hint`}>
          {t('rendering.concurrency-hint', { default: defaultSettings().concurrency })}
        </p>
      </div>
      <DisclosureLabels disclosure={settings.disclosure} labelLanguage={settings.labelLanguage} save={save} />
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
