import { useState } from 'react';
import type { ConnectionStatus } from '../../../lib/storage/key-custody';
import { explainError } from '../../../lib/error-text';
import { hostOf } from '../../../lib/storage/key-binding';
import { useBackground } from '../../shared/background';
import type { Feedback } from '../../shared/FeedbackLine';
import { optionsMessages } from '../../../lib/i18n/messages/options/index';
import { useLocale, useT } from '../../shared/i18n';

/** The key being typed and what to do when the stored connection changes. */
export interface ApiKeyDraft {
  readonly connection: ConnectionStatus | null;
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  readonly onConnectionChange: (connection: ConnectionStatus) => void;
}

/**
 * Showing, saving and removing the API key. Showing with nothing typed asks the background for
 * the stored key; a saved key is bound to the saved API base (`saveConnection` with that base),
 * the host the section names; saving '' removes it.
 */
export function useApiKey({ connection, draft, onDraftChange, onConnectionChange }: ApiKeyDraft) {
  const { call } = useBackground();
  const t = useT(optionsMessages);
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const toggle = async () => {
    if (shown) {
      setShown(false);
      return;
    }
    // Showing with nothing typed means "show me the stored key".
    if (draft === '' && connection?.key.set) {
      const reply = await call('revealApiKey', {});
      if (!reply.ok) {
        setFeedback({ kind: 'error', text: explainError(reply.code, locale).sentence });
        return;
      }
      onDraftChange(reply.data.apiKey);
    }
    setShown(true);
  };

  const save = async (apiKey: string) => {
    if (!connection) return;
    setBusy(true);
    const reply = await call('saveConnection', { apiBase: connection.apiBase, apiKey });
    setBusy(false);
    if (!reply.ok) {
      setFeedback({ kind: 'error', text: `${explainError(reply.code, locale).sentence} ${explainError(reply.code, locale).nextStep}` });
      return;
    }
    onConnectionChange(reply.data);
    onDraftChange('');
    setShown(false);
    const { key, apiBase } = reply.data;
    setFeedback({ kind: 'ok', text: key.set ? t('key.saved-for', { masked: key.masked, host: hostOf(apiBase) }) : t('key.removed') });
  };

  return { shown, busy, feedback, toggle, save };
}
