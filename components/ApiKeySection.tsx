import { useState } from 'react';
import type { KeyStatus } from '../lib/messaging/protocol';
import { explainError } from '../lib/errors';
import { useBackground } from './background';
import { useDomId } from './hooks/useDomId';
import { FeedbackLine, type Feedback } from './FeedbackLine';

/** Props of {@link ApiKeySection}. */
export interface ApiKeySectionProps {
  readonly status: KeyStatus | null;
  /** The key being typed (shared with the connection test). */
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  readonly onStatusChange: (status: KeyStatus) => void;
}


/**
 * The API key: a masked input labelled "API key", a show/hide toggle (showing the stored key
 * asks the background for it), save and remove. The stored key is shown only masked until then.
 */
export function ApiKeySection({ status, draft, onDraftChange, onStatusChange }: ApiKeySectionProps) {
  const { call } = useBackground();
  const id = useDomId('api-key');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const toggle = async () => {
    if (shown) {
      setShown(false);
      return;
    }
    // Showing with nothing typed means "show me the stored key".
    if (draft === '' && status?.set) {
      const reply = await call('revealApiKey', {});
      if (!reply.ok) {
        setFeedback({ kind: 'error', text: explainError(reply.code).sentence });
        return;
      }
      onDraftChange(reply.data.apiKey);
    }
    setShown(true);
  };

  const save = async (apiKey: string) => {
    setBusy(true);
    const reply = await call('saveApiKey', { apiKey });
    setBusy(false);
    if (!reply.ok) {
      setFeedback({ kind: 'error', text: `${explainError(reply.code).sentence} ${explainError(reply.code).nextStep}` });
      return;
    }
    onStatusChange(reply.data);
    onDraftChange('');
    setShown(false);
    setFeedback({ kind: 'ok', text: reply.data.set ? `Key saved (${reply.data.masked}).` : 'Key removed.' });
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>RenovateAI key</h2>
      <p className="field__hint">
        RenovateAI issues keys per team, together with credits. The key stays in Reimagine’s background: web pages never see it.
      </p>
      <p className="key-status">{status === null ? 'Checking for a saved key…' : status.set ? `A key is saved: ${status.masked}` : 'No key saved yet.'}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim() !== '') void save(draft.trim());
        }}
      >
        <label className="field__label" htmlFor={id}>
          API key
        </label>
        <div className="input-row">
          <input
            id={id}
            className="input"
            type={shown ? 'text' : 'password'}
            value={draft}
            autoComplete="off"
            spellCheck={false}
            placeholder={status?.set ? 'Type a new key to replace it' : 'Paste your RenovateAI API key'}
            onChange={(event) => onDraftChange(event.target.value)}
          />
          <button type="button" className="button" aria-controls={id} onClick={() => void toggle()}>
            {shown ? 'Hide key' : 'Show key'}
          </button>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || draft.trim() === ''}>
            Save key
          </button>
          {status?.set && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => void save('')}>
              Remove key
            </button>
          )}
        </div>
      </form>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
