import { useState } from 'react';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { makesImage } from '../../lib/operations/index';
import { panelMessages } from '../../lib/i18n/messages/panel/index';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { useStagingStatus } from './staging/useStaging';
import { priceText } from './price';

/** "Edit settings": refills the form with the result's parameters (free, so it stays beside Download). */
export function EditSettingsButton({ entry }: { readonly entry: HistoryEntry }) {
  const t = useT(resultsMessages);
  const editSettings = usePanel((state) => state.editSettings);
  return (
    <button type="button" className="button" disabled={!makesImage(entry.operation)} onClick={() => editSettings(entry)}>
      {t('rework.edit')}
    </button>
  );
}

/**
 * "Run again · 1 credit", an item of the result's More menu: a new variation of the same
 * parameters. It spends credits, so it is out of the way of Download and says its price.
 */
export function RunAgainItem({ entry }: { readonly entry: HistoryEntry }) {
  const t = useT(resultsMessages);
  const tPanel = useT(panelMessages);
  const runAgain = usePanel((state) => state.runAgain);
  const staging = useStagingStatus();
  const [running, setRunning] = useState(false);
  const price = priceText(entry.operation, staging, tPanel);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="menu__item"
      disabled={running}
      onClick={() => {
        setRunning(true);
        void runAgain(entry).finally(() => setRunning(false));
      }}
    >
      {price === null ? t('rework.run-again') : t('rework.run-again.price', { price })}
    </button>
  );
}
