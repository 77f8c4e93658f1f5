import { useEffect, useMemo, useState } from 'react';
import { listingLabel, siteName } from '../../lib/format/listing';
import { groupByListing } from '../../lib/format/history';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { useT } from '../shared/i18n';
import { useExplainError } from '../shared/useExplainError';
import { usePanel } from './store/context';
import { HistoryItem } from './HistoryItem';
import { ExportListing } from './ExportListing';
import { ConfirmBar } from '../shared/ConfirmBar';
import { useNow } from './hooks/useNow';
import { StagingProjectList } from './staging/StagingProjectList';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250;

/**
 * Every result, grouped by listing and searchable (title, address, URL, parameters), with
 * thumbnails from the local copies, so it works offline. Entries can be deleted one by one or
 * all at once after a confirmation.
 */
export function HistoryView() {
  const t = useT(resultsMessages);
  const explain = useExplainError();
  const results = usePanel((state) => state.history.results);
  const matches = usePanel((state) => state.history.matches);
  const query = usePanel((state) => state.history.query);
  const loading = usePanel((state) => state.history.loading);
  const error = usePanel((state) => state.history.error);
  const searchHistory = usePanel((state) => state.searchHistory);
  const clearHistory = usePanel((state) => state.clearHistory);
  const [text, setText] = useState(query);
  const [confirming, setConfirming] = useState(false);
  const now = useNow(true, 60_000);

  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => void searchHistory(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, searchHistory]);

  const entries = matches ?? results;
  const groups = useMemo(() => groupByListing(entries), [entries]);
  const searched = text.trim();

  return (
    <section className="history" aria-label={t('history.label')}>
      <div className="history__bar">
        <input type="search" className="input" aria-label={t('history.search')} placeholder={t('history.search.placeholder')} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="button" className="button button--quiet" disabled={results.length === 0} onClick={() => setConfirming(true)}>
          {t('history.clear')}
        </button>
      </div>
      {confirming && (
        <ConfirmBar
          danger
          confirmLabel={t('history.clear.confirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            void clearHistory().then(() => setConfirming(false));
          }}
        >
          <p>{t('history.clear.question', { count: results.length })}</p>
        </ConfirmBar>
      )}
      {error && <p className="field__error">{explain(error).sentence}</p>}
      <p className="field__hint" role="status">
        {loading ? t('history.searching') : searched && matches ? t('history.matches', { count: matches.length, query: searched }) : ''}
      </p>
      {entries.length === 0 && !loading && <p className="history__empty">{searched ? t('history.no-match', { query: searched }) : t('history.empty')}</p>}
      <StagingProjectList />
      {groups.map((group) => {
        const listing = group.entries[0]?.photo.listing;
        if (!listing) return null;
        return (
          <section key={group.key} className="history__group" aria-label={listingLabel(listing)}>
            <h3 className="history__listing">
              <a href={listing.listingUrl} target="_blank" rel="noopener noreferrer">
                {listingLabel(listing)}
              </a>
              <span className="field__hint"> · {t('history.group', { site: siteName(listing), count: group.entries.length })}</span>
            </h3>
            <ExportListing listing={listing} />
            <ul className="history__list">
              {group.entries.map((entry) => (
                <HistoryItem key={entry.id} entry={entry} now={now} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
