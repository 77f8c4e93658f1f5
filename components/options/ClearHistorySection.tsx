import { useState } from 'react';
import { explainError } from '../../lib/error-text';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useBackground } from '../shared/background';
import { ConfirmBar } from '../shared/ConfirmBar';
import { useDomId } from '../shared/hooks/useDomId';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { useLocale, useT } from '../shared/i18n';

/** "Clear history": deletes every result and its local copy, after a confirmation. */
export function ClearHistorySection() {
  const { call } = useBackground();
  const t = useT(optionsMessages);
  const locale = useLocale();
  const id = useDomId('history');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const clear = async () => {
    const reply = await call('clearHistory', {});
    setConfirming(false);
    setFeedback(reply.ok ? { kind: 'ok', text: t('history.deleted', { count: reply.data.deleted }) } : { kind: 'error', text: explainError(reply.code, locale).sentence });
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('history.heading')}</h2>
      <p className="field__hint">{t('history.hint')}</p>
      {confirming ? (
        <ConfirmBar danger confirmLabel={t('history.confirm')} onConfirm={() => void clear()} onCancel={() => setConfirming(false)}>
          <p>{t('history.question')}</p>
        </ConfirmBar>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('history.clear')}
        </button>
      )}
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
