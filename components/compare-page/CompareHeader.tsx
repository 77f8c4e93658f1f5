import type { HistoryEntry } from '../../lib/library/history-entry';
import { OPERATION_LABEL } from '../../lib/format/operation';
import { formatDate } from '../../lib/format/time';
import { isHttpUrl } from '../../lib/util/url';

/** How the tab names a result's listing: its address, else its title, else its site's host. */
export function listingName(entry: HistoryEntry): string {
  const { address, title, listingUrl } = entry.photo.listing;
  if (address?.trim()) return address.trim();
  if (title?.trim()) return title.trim();
  try {
    return `Listing on ${new URL(listingUrl).hostname.replace(/^www\./, '')}`;
  } catch {
    return 'Listing photo';
  }
}

/** The comparison tab's heading: the listing's address, the operation, when, the size, and a link to the listing. */
export function CompareHeader({ entry }: { readonly entry: HistoryEntry }) {
  const { listingUrl } = entry.photo.listing;
  return (
    <header className="compare-page__header">
      <h1 className="compare-page__title">{listingName(entry)}</h1>
      <p className="compare-page__meta">
        <span className="compare-page__operation">{OPERATION_LABEL[entry.operation]}</span>
        <span>{formatDate(entry.createdAt)}</span>
        {entry.width && entry.height ? <span>{`${entry.width}×${entry.height}`}</span> : null}
        {isHttpUrl(listingUrl) && (
          <a href={listingUrl} target="_blank" rel="noopener noreferrer">
            View listing
          </a>
        )}
      </p>
    </header>
  );
}
