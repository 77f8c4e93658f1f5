import { useEffect } from 'react';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { usePanel } from '../store/context';

/**
 * The image source of a result: an object URL of its local copy (works offline), else the
 * hosted URL. Undefined while the local copy loads.
 */
export function useResultSrc(entry: HistoryEntry | undefined): string | undefined {
  const src = usePanel((state) => (entry ? state.images.sources[entry.id] : undefined));
  const ensureImage = usePanel((state) => state.ensureImage);
  useEffect(() => {
    if (entry) ensureImage(entry);
  }, [entry, ensureImage]);
  return src;
}
