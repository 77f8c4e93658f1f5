import type { HistoryEntry } from '../../lib/library/history-entry';
import { formatDateTime } from '../../lib/i18n/format';
import { compareMessages, type CompareT } from '../../lib/i18n/messages/compare/index';
import { operationLabel } from '../../lib/operations/index';
import { isHttpUrl } from '../../lib/util/url';
import { useLocale, useT } from '../shared/i18n';

/** How the tab names a result's listing: its address, else its title, else its site's host. */
export function listingName(entry: HistoryEntry, t: CompareT): string {
  const { address, title, listingUrl } = entry.photo.listing;
  if (address?.trim()) return address.trim();
  if (title?.trim()) return title.trim();
  try {
    return t('listing.on-host', { host: new URL(listingUrl).hostname.replace(/^www\./, '') });
  } catch {
    return t('listing.photo');
  }
}

/** The comparison tab's heading: the listing's address, the operation, when, the size, and a link to the listing. */
export function CompareHeader({ entry }: { readonly entry: HistoryEntry }) {
  const t = useT(compareMessages);
  const locale = useLocale();
  const { listingUrl } = entry.photo.listing;
  return (
    <header className="compare-page__header">
      <h1 className="compare-page__title">{listingName(entry, t)}</h1>
      <p className="compare-page__meta">
        <span className="compare-page__operation">{operationLabel(entry.operation, locale)}</span>
        <span>{formatDateTime(entry.createdAt, locale)}</span>
        {/* Pixels, as image tools write them: no digit grouping in any language. */}
        {entry.width && entry.height ? <span>{`${entry.width}×${entry.height}`}</span> : null}
        {isHttpUrl(listingUrl) && (
          <a href={listingUrl} target="_blank" rel="noopener noreferrer">
            {t('view-listing')}
          </a>
        )}
      </p>
    </header>
  );
}
