import type { HistoryEntry } from '../../lib/library/history-entry';
import { OPERATION_LABEL } from '../../lib/format/operation';
import { formatDate } from '../../lib/format/time';
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
  const selectResult = usePanel((state) => state.selectResult);
  const name = useDomId('variation');
  return (
    <div className="variations">
      <p className="subheading" id={`${name}-label`}>
        Variations ({entries.length})
      </p>
      <div className="variations__strip" role="radiogroup" aria-labelledby={`${name}-label`}>
        {entries.map((entry, index) => (
          <label key={entry.id} className="variation" data-checked={entry.id === selectedId || undefined}>
            <input
              type="radio"
              className="cover-input"
              name={name}
              checked={entry.id === selectedId}
              aria-label={`${OPERATION_LABEL[entry.operation]} ${entries.length - index}, ${formatDate(entry.createdAt)}`}
              onChange={() => selectResult(entry.id)}
            />
            <ResultThumb entry={entry} />
          </label>
        ))}
      </div>
    </div>
  );
}
