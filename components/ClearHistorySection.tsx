import { useState } from 'react';
import { explainError } from '../lib/errors';
import { plural } from '../lib/format/operation';
import { useBackground } from './background';
import { ConfirmBar } from './ConfirmBar';
import { useDomId } from './hooks/useDomId';

/** "Clear history": deletes every result and its local copy, after a confirmation. */
export function ClearHistorySection() {
  const { call } = useBackground();
  const id = useDomId('history');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const clear = async () => {
    const reply = await call('clearHistory', {});
    setConfirming(false);
    setFeedback(reply.ok ? { kind: 'ok', text: `Deleted ${plural(reply.data.deleted, 'result')}.` } : { kind: 'error', text: explainError(reply.code).sentence });
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>History</h2>
      <p className="field__hint">Reimagine keeps every result and a local copy of its image, so history works offline.</p>
      {confirming ? (
        <ConfirmBar danger confirmLabel="Delete all results" onConfirm={() => void clear()} onCancel={() => setConfirming(false)}>
          <p>Delete every result and its local copy? This cannot be undone.</p>
        </ConfirmBar>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Clear history
        </button>
      )}
      <p className={feedback?.kind === 'error' ? 'field__error' : 'field__hint'} role={feedback?.kind === 'error' ? 'alert' : 'status'}>
        {feedback?.text ?? ''}
      </p>
    </section>
  );
}
