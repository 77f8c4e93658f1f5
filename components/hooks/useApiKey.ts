import { useState } from 'react';
import type { KeyStatus } from '../../lib/storage/key-custody';
import { explainError } from '../../lib/errors';
import { useBackground } from '../background';
import type { Feedback } from '../FeedbackLine';

/** The key being typed and what to do when the stored key changes. */
export interface ApiKeyDraft {
  readonly status: KeyStatus | null;
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  readonly onStatusChange: (status: KeyStatus) => void;
}

/**
 * Showing, saving and removing the API key. Showing with nothing typed asks the background for
 * the stored key; saving '' removes it.
 */
export function useApiKey({ status, draft, onDraftChange, onStatusChange }: ApiKeyDraft) {
  const { call } = useBackground();
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

  return { shown, busy, feedback, toggle, save };
}
