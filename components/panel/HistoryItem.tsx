import type { HistoryEntry } from '../../lib/library/history-entry';
import { resultWords } from '../../lib/operations';
import { disclosureWords } from '../../lib/i18n/disclosure';
import { formatRelative } from '../../lib/i18n/format';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { useLocale, useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { useOptionNames } from './hooks/useOptionNames';
import { ResultThumb } from './ResultThumb';

/**
 * One result in the history: thumbnail, what it was, when; open it (its photo and listing come
 * back) or delete it. All in the interface language, the kind of disclosure too: here it tells the
 * user what the result is, it is not the label stamped on the photo. What it was is the result's
 * words (`resultWords`): its operation's name over its parameters', and the buttons name it by the
 * whole label ("Renovation · Modern · Renovate"), as jobs and export captions do.
 */
export function HistoryItem({ entry, now }: { readonly entry: HistoryEntry; readonly now: number }) {
  const t = useT(resultsMessages);
  const locale = useLocale();
  const openResult = usePanel((state) => state.openResult);
  const deleteResult = usePanel((state) => state.deleteResult);
  const names = useOptionNames();
  const words = resultWords(entry.operation, entry.params, names, locale);
  const title = words.label;
  const when = formatRelative(entry.createdAt, now, locale);
  const disclosure = disclosureWords(locale).label(entry.disclosure);
  return (
    <li className="history-item">
      <button type="button" className="history-item__open" aria-label={t('history.item.open', { title, when })} onClick={() => openResult(entry)}>
        <ResultThumb entry={entry} />
      </button>
      <div className="history-item__text">
        <span className="history-item__title">{words.operation}</span>
        {words.summary && <span className="history-item__summary">{words.summary}</span>}
        <span className="field__hint">{entry.hasLocalCopy ? t('history.item.meta', { when, disclosure }) : t('history.item.meta.online', { when, disclosure })}</span>
      </div>
      <button type="button" className="button button--quiet" aria-label={t('history.item.delete', { title, when })} onClick={() => void deleteResult(entry.id)}>
        {t('history.item.delete.button')}
      </button>
    </li>
  );
}
