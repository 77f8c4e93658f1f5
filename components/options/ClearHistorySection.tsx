import { useState } from 'react';
import { explainError } from '../../lib/errors';
import { plural } from '../../lib/format/operation';
import { useBackground } from '../shared/background';
import { ConfirmBar } from '../shared/ConfirmBar';
import { useDomId } from '../shared/hooks/useDomId';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';

/** "Clear history": deletes every result and its local copy, after a confirmation. */
export function ClearHistorySection() {
  const { call } = useBackground();
  const id = useDomId('history');
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

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
      <FeedbackLine feedback={feedback} />
    </section>
  );
}
