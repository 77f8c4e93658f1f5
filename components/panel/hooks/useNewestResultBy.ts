import { useMemo } from 'react';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { usePanel } from '../store/context';

/**
 * The newest result with an image for each key `keyOf` gives a history entry (a style id, a
 * staging style), from the store's results (newest first). `keyOf` must be stable (module level).
 */
export function useNewestResultBy(keyOf: (entry: HistoryEntry) => string | undefined): ReadonlyMap<string, HistoryEntry> {
  const results = usePanel((state) => state.history.results);
  return useMemo(() => {
    const newest = new Map<string, HistoryEntry>();
    for (const entry of results) {
      const key = keyOf(entry);
      if (key !== undefined && !newest.has(key) && (entry.hasLocalCopy || entry.resultUrl)) newest.set(key, entry);
    }
    return newest;
  }, [results, keyOf]);
}

/** The renovation style a result was made in (renovate, kitchen cabinets). */
export function styleIdOf(entry: HistoryEntry): string | undefined {
  const id = entry.params.style_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The staging style a staging result was made in. */
export function stagingStyleOf(entry: HistoryEntry): string | undefined {
  const style = entry.params.style;
  return entry.operation === 'stage' && typeof style === 'string' && style !== '' ? style : undefined;
}
