import type { HistoryEntry } from '../library/history-entry';
import { listingKey } from './listing';

/** History entries grouped by listing, in the order of each listing's newest result. */
export function groupByListing(entries: readonly HistoryEntry[]): { key: string; entries: HistoryEntry[] }[] {
  const groups = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const key = listingKey(entry.photo.listing);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups].map(([key, grouped]) => ({ key, entries: grouped }));
}
