import type { HistoryEntry } from '../../lib/library/history-entry';
import { formatDateTime } from '../../lib/i18n/format';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { operationLabel } from '../../lib/operations/index';
import { useLocale, useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { ResultThumb } from './ResultThumb';
import { useDomId } from '../shared/hooks/useDomId';

/** Props of {@link VariationStrip}. */
export interface VariationStripProps {
  /** This photo's results, newest first. */
  readonly entries: readonly HistoryEntry[];
  readonly selectedId: string | null;
}

/** Every result of the current photo as a strip of thumbnails; picking one shows it as "After". */
export function VariationStrip({ entries, selectedId }: VariationStripProps) {
  const t = useT(resultsMessages);
  const locale = useLocale();
  const selectResult = usePanel((state) => state.selectResult);
  const name = useDomId('variation');
  return (
    <div className="variations">
      <p className="subheading" id={`${name}-label`}>
        {t('variations.title', { count: entries.length })}
      </p>
      <div className="variations__strip" role="radiogroup" aria-labelledby={`${name}-label`}>
        {entries.map((entry, index) => (
          <label key={entry.id} className="variation" data-checked={entry.id === selectedId || undefined}>
            <input
              type="radio"
              className="cover-input"
              name={name}
              checked={entry.id === selectedId}
              aria-label={t('variations.item', { operation: operationLabel(entry.operation, locale), number: entries.length - index, date: formatDateTime(entry.createdAt, locale) })}
              onChange={() => selectResult(entry.id)}
            />
            <ResultThumb entry={entry} />
          </label>
        ))}
      </div>
    </div>
  );
}
