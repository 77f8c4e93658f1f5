import { hostOf } from '../../lib/storage/key-binding';
import type { ConnectionStatus } from '../../lib/storage/key-custody';
import { useDomId } from '../shared/hooks/useDomId';
import { useApiKey, type ApiKeyDraft } from './hooks/useApiKey';
import { FeedbackLine } from '../shared/FeedbackLine';
import { ApiKeyForm } from './ApiKeyForm';
import { optionsMessages, type OptionsT } from '../../lib/i18n/messages/options/index';
import { useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';

/** Props of {@link ApiKeySection}: the connection, and the key being typed (shared with the connection test). */
export type ApiKeySectionProps = ApiKeyDraft;

/** Which key is saved and the one host it goes to, in a sentence. */
function keyLine(connection: ConnectionStatus | null, t: OptionsT): string {
  if (connection === null) return t('key.checking');
  if (!connection.key.set) return t('key.none');
  return t('key.saved', { masked: connection.key.masked, host: hostOf(connection.confirmedOrigin) });
}

/**
 * The API key: a masked input labelled "API key", a show/hide toggle (showing the stored key
 * asks the background for it), save and remove. The stored key is shown only masked until then,
 * with the one host it is sent to; a key saved here is bound to the saved API base's host.
 */
export function ApiKeySection(props: ApiKeySectionProps) {
  const { connection, draft, onDraftChange } = props;
  const status = connection?.key ?? null;
  const t = useT(optionsMessages);
  const id = useDomId('api-key');
  const { shown, busy, feedback, toggle, save } = useApiKey(props);

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('key.heading')}</h2>
      <p className="field__hint">{t('key.intro')}</p>
      <p className="key-status">{keyLine(connection, t)}</p>
      <ApiKeyForm
        id={id}
        draft={draft}
        onDraftChange={onDraftChange}
        shown={shown}
        onToggle={() => void toggle()}
        placeholder={status?.set ? t('key.placeholder-replace') : t('key.placeholder-new')}
        onSave={(apiKey) => void save(apiKey)}
      >
        {connection && (!connection.key.set || !connection.confirmed) && (
          <p className="field__hint">{richText(t('key.bound', marks('host')), { host: <strong>{hostOf(connection.apiBase)}</strong> })}</p>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || connection === null || draft.trim() === ''}>
            {t('key.save')}
          </button>
          {status?.set && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => void save('')}>
              {t('key.remove')}
            </button>
          )}
        </div>
      </ApiKeyForm>
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
