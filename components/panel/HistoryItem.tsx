import type { HistoryEntry } from '../../lib/library/history-entry';
import { DISCLOSURE_LABEL, OPERATION_LABEL, summarizeParams } from '../../lib/format/operation';
import { formatRelative } from '../../lib/format/time';
import { usePanel } from './store/context';
import { styleNameOf } from './store/requests';
import { ResultThumb } from './ResultThumb';

/** One result in the history: thumbnail, what it was, when; open it (its photo and listing come back) or delete it. */
export function HistoryItem({ entry, now }: { readonly entry: HistoryEntry; readonly now: number }) {
  const openResult = usePanel((state) => state.openResult);
  const deleteResult = usePanel((state) => state.deleteResult);
  const styles = usePanel((state) => state.styles);
  const title = OPERATION_LABEL[entry.operation];
  const when = formatRelative(entry.createdAt, now);
  const summary = summarizeParams(entry.operation, entry.params, (id) => styleNameOf(styles, id));
  return (
    <li className="history-item">
      <button
        type="button"
        className="history-item__open"
        aria-label={`Open ${title} from ${when}`}
        onClick={() => openResult(entry)}
      >
        <ResultThumb entry={entry} />
      </button>
      <div className="history-item__text">
        <span className="history-item__title">{title}</span>
        {summary && <span className="history-item__summary">{summary}</span>}
        <span className="field__hint">
          {when} · {DISCLOSURE_LABEL[entry.disclosure]}
          {!entry.hasLocalCopy && ' · online only'}
        </span>
      </div>
      <button type="button" className="button button--quiet" aria-label={`Delete ${title} from ${when}`} onClick={() => void deleteResult(entry.id)}>
        Delete
      </button>
    </li>
  );
}
