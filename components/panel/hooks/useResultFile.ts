import type { HistoryEntry } from '../../../lib/library/history-entry';
import { useBackground } from '../../shared/background';
import { stampDisclosure } from '../../shared/image-tools';
import { Problem } from '../../shared/problem';
import { usePanel } from '../store/context';

/**
 * A result's file as the user takes it away: the local copy (else the hosted file), with the
 * disclosure label stamped on when `label` is given, in the listing's language (unlabelled if
 * stamping fails). Rejects with a {@link Problem} when the image is not available.
 */
export function useResultFile(entry: HistoryEntry, src: string | undefined, label: string | null): () => Promise<Blob> {
  const localBlob = usePanel((state) => state.localBlob);
  const background = useBackground();

  const fetchBlob = async (): Promise<Blob> => {
    const local = localBlob(entry.id) ?? (entry.hasLocalCopy ? await background.resultBlob(entry.id) : undefined);
    if (local) return local;
    const url = entry.resultUrl ?? src;
    if (!url) throw new Problem('image-unavailable');
    const response = await fetch(url);
    if (!response.ok) throw new Problem('image-http', response.status);
    return response.blob();
  };

  return async () => {
    const blob = await fetchBlob();
    return label ? stampDisclosure(blob, label).catch(() => blob) : blob;
  };
}
