import { useState } from 'react';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { usePanel } from './store/context';

/** "Run again" (a new variation of the same parameters) and "Tweak" (refill the form with them). */
export function ResultRework({ entry }: { readonly entry: HistoryEntry }) {
  const runAgain = usePanel((state) => state.runAgain);
  const tweak = usePanel((state) => state.tweak);
  const [running, setRunning] = useState(false);
  return (
    <div className="button-row result-actions__grid">
      <button
        type="button"
        className="button"
        disabled={running}
        onClick={() => {
          setRunning(true);
          void runAgain(entry).finally(() => setRunning(false));
        }}
      >
        Run again
      </button>
      <button type="button" className="button" disabled={entry.operation === 'analyze'} onClick={() => tweak(entry)}>
        Tweak
      </button>
    </div>
  );
}
