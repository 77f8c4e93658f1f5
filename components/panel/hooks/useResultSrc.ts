import { useEffect } from 'react';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { usePanel } from '../store/context';

/**
 * The image source of a result: an object URL of its local copy (works offline), else the
 * hosted URL. Undefined while the local copy loads; with `load` false, it is not asked for yet
 * (a source already known still shows).
 */
export function useResultSrc(entry: HistoryEntry | undefined, load = true): string | undefined {
  const src = usePanel((state) => (entry ? state.images.sources[entry.id] : undefined));
  const ensureImage = usePanel((state) => state.ensureImage);
  useEffect(() => {
    if (entry && load) ensureImage(entry);
  }, [entry, ensureImage, load]);
  return src;
}
