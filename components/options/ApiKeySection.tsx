import { hostOf } from '../../lib/storage/key-binding';
import type { ConnectionStatus } from '../../lib/storage/key-custody';
import { useDomId } from '../shared/hooks/useDomId';
import { useApiKey, type ApiKeyDraft } from './hooks/useApiKey';
import { FeedbackLine } from '../shared/FeedbackLine';
import { ApiKeyForm } from './ApiKeyForm';

/** Props of {@link ApiKeySection}: the connection, and the key being typed (shared with the connection test). */
export type ApiKeySectionProps = ApiKeyDraft;

/** Which key is saved and the one host it goes to, in a sentence. */
function keyLine(connection: ConnectionStatus | null): string {
  if (connection === null) return 'Checking for a saved key…';
  if (!connection.key.set) return 'No key saved yet.';
  return `A key is saved: ${connection.key.masked}. It is sent only to ${hostOf(connection.confirmedOrigin)}.`;
}

/**
 * The API key: a masked input labelled "API key", a show/hide toggle (showing the stored key
 * asks the background for it), save and remove. The stored key is shown only masked until then,
 * with the one host it is sent to; a key saved here is bound to the saved API base's host.
 */
export function ApiKeySection(props: ApiKeySectionProps) {
  const { connection, draft, onDraftChange } = props;
  const status = connection?.key ?? null;
  const id = useDomId('api-key');
  const { shown, busy, feedback, toggle, save } = useApiKey(props);

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>RenovateAI key</h2>
      <p className="field__hint">
        RenovateAI issues keys per team, together with credits. The key stays in Reimagine’s background: web pages never see it.
      </p>
      <p className="key-status">{keyLine(connection)}</p>
      <ApiKeyForm
        id={id}
        draft={draft}
        onDraftChange={onDraftChange}
        shown={shown}
        onToggle={() => void toggle()}
        placeholder={status?.set ? 'Type a new key to replace it' : 'Paste your RenovateAI API key'}
        onSave={(apiKey) => void save(apiKey)}
      >
        {connection && (!connection.key.set || !connection.confirmed) && (
          <p className="field__hint">
            A key saved here is for <strong>{hostOf(connection.apiBase)}</strong>, the API base below; Reimagine sends it nowhere else.
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || connection === null || draft.trim() === ''}>
            Save key
          </button>
          {status?.set && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => void save('')}>
              Remove key
            </button>
          )}
        </div>
      </ApiKeyForm>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
