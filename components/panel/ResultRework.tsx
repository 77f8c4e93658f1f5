import { useState } from 'react';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { useT } from '../shared/i18n';
import { usePanel } from './store/context';

/** "Run again" (a new variation of the same parameters) and "Edit settings" (refill the form with them). */
export function ResultRework({ entry }: { readonly entry: HistoryEntry }) {
  const t = useT(resultsMessages);
  const runAgain = usePanel((state) => state.runAgain);
  const editSettings = usePanel((state) => state.editSettings);
  const [running, setRunning] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={running}
        onClick={() => {
          setRunning(true);
          void runAgain(entry).finally(() => setRunning(false));
        }}
      >
        {t('rework.run-again')}
      </button>
      <button type="button" className="button" disabled={entry.operation === 'analyze'} onClick={() => editSettings(entry)}>
        {t('rework.edit')}
      </button>
    </>
  );
}
