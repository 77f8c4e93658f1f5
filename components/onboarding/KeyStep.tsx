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

/**
 * The welcome page's key step: where a RenovateAI key comes from (renovateai.app), a field to
 * paste it, and "Save and test", which saves it (bound to the service's host, like the options
 * page: `useApiKey`) and then reads the plan with it (`useConnectionTest`), showing the credits
 * or the error explained. A key already saved (the demo build's) can be tested as it is.
 */
export function KeyStep() {
  const { call } = useBackground();
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
      <h2 id={`${id}-heading`}>Add your RenovateAI key</h2>
      <p>
        Reimagine makes its pictures with RenovateAI. Your API key and your credits come with your RenovateAI account: get them at{' '}
        <a href={CREDITS_URL} target="_blank" rel="noopener noreferrer">
          renovateai.app
        </a>
        , then paste the key here.
      </p>
      {saved && <p className="key-status">A key is saved: {saved}</p>}
      <ApiKeyForm id={id} draft={draft} onDraftChange={setDraft} shown={shown} onToggle={() => void toggle()} placeholder="Paste your key" onSave={(apiKey) => void save(apiKey)}>
        <p className="field__hint">The key stays inside Reimagine: the sites you visit never see it. Checking it spends no credits.</p>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || connection === null || draft.trim() === ''}>
            Save and test
          </button>
          {saved && (
            <button type="button" className="button" disabled={result.kind === 'testing'} onClick={test}>
              Test the saved key
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
  return (
    <>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {result.kind === 'testing' && <p className="field__hint">Checking your key…</p>}
        {result.kind === 'ok' && (
          <div className="notice notice--ok" role="status">
            <p className="notice__sentence">Your key works. You are ready: open a listing and click Reimagine on a photo.</p>
            <PlanDetails plan={result.plan} />
          </div>
        )}
      </div>
      {result.kind === 'error' && <ErrorNotice inOptions code={result.code} detail={result.detail} />}
    </>
  );
}
