import { useEffect, useState } from 'react';
import type { ConnectionStatus } from '../../lib/storage/key-custody';
import { useBackground } from '../shared/background';
import { CREDITS_URL, ErrorNotice } from '../shared/ErrorNotice';
import { FeedbackLine } from '../shared/FeedbackLine';
import { useDomId } from '../shared/hooks/useDomId';
import { ApiKeyForm } from '../options/ApiKeyForm';
import { PlanDetails } from '../options/PlanDetails';
import { useApiKey } from '../options/hooks/useApiKey';
import { useConnectionTest } from '../options/hooks/useConnectionTest';
import { onboardingMessages } from '../../lib/i18n/messages/onboarding/index';
import { useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';

/**
 * The welcome page's key step: where a RenovateAI key comes from (renovateai.app), a field to
 * paste it, and "Save and test", which saves it (bound to the service's host, like the options
 * page: `useApiKey`) and then reads the plan with it (`useConnectionTest`), showing the credits
 * or the error explained. A key already saved (the demo build's) can be tested as it is.
 */
export function KeyStep() {
  const { call } = useBackground();
  const t = useT(onboardingMessages);
  const id = useDomId('welcome-key');
  const [connection, setConnection] = useState<ConnectionStatus | null>(null);
  const [draft, setDraft] = useState('');
  const savedBase = connection?.apiBase ?? null;
  const { result, problem, test } = useConnectionTest(savedBase ?? '', savedBase, draft);
  const onConnectionChange = (saved: ConnectionStatus) => {
    setConnection(saved);
    // Saved: check it at once (the key just typed, on the base it was saved for).
    if (saved.key.set) test();
  };
  const { shown, busy, feedback, toggle, save } = useApiKey({ connection, draft, onDraftChange: setDraft, onConnectionChange });

  useEffect(() => {
    void call('getConnection', {}).then((reply) => {
      if (reply.ok) setConnection(reply.data);
    });
  }, [call]);

  const saved = connection?.key.set ? connection.key.masked : null;
  return (
    <section className="card key-step" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('key.heading')}</h2>
      <p>
        {richText(t('key.where', marks('link')), {
          link: (
            <a href={CREDITS_URL} target="_blank" rel="noopener noreferrer">
              renovateai.app
            </a>
          ),
        })}
      </p>
      {saved && <p className="key-status">{t('key.saved', { masked: saved })}</p>}
      <ApiKeyForm id={id} draft={draft} onDraftChange={setDraft} shown={shown} onToggle={() => void toggle()} placeholder={t('key.placeholder')} onSave={(apiKey) => void save(apiKey)}>
        <p className="field__hint">{t('key.hint')}</p>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || connection === null || draft.trim() === ''}>
            {t('key.save-and-test')}
          </button>
          {saved && (
            <button type="button" className="button" disabled={result.kind === 'testing'} onClick={test}>
              {t('key.test-saved')}
            </button>
          )}
        </div>
      </ApiKeyForm>
      <FeedbackLine feedback={feedback} />
      <KeyCheck result={result} problem={problem} />
    </section>
  );
}

/** How the last check went: checking, connected with the plan and credits, or the error explained. */
function KeyCheck({ result, problem }: Pick<ReturnType<typeof useConnectionTest>, 'result' | 'problem'>) {
  const t = useT(onboardingMessages);
  return (
    <>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {result.kind === 'testing' && <p className="field__hint">{t('key.checking')}</p>}
        {result.kind === 'ok' && (
          <div className="notice notice--ok" role="status">
            <p className="notice__sentence">{t('key.works')}</p>
            <PlanDetails plan={result.plan} />
          </div>
        )}
      </div>
      {result.kind === 'error' && <ErrorNotice inOptions code={result.code} detail={result.detail} />}
    </>
  );
}
