import type { HistoryEntry } from '../../../lib/library/history-entry';
import { stampDisclosure } from '../../shared/image-tools';
import { usePanel } from '../store/context';

/**
 * A result's image as it is, unlabelled: read once by the panel and kept (`resultImage`, the
 * images slice): the background's local copy, else the hosted file, read with the cap of the
 * background's local copies. Rejects with a `Problem` when the image is not available or too
 * large; the result itself stays in the history either way.
 */
export function useResultSource(entry: HistoryEntry, src: string | undefined): () => Promise<Blob> {
  const resultImage = usePanel((state) => state.resultImage);
  return () => resultImage(entry, src);
}

/**
 * A result's file as the user takes it away: {@link useResultSource}'s image with the disclosure
 * label stamped on when `label` is given, in the listing's language (unlabelled if stamping fails).
 */
export function useResultFile(entry: HistoryEntry, src: string | undefined, label: string | null): () => Promise<Blob> {
  const source = useResultSource(entry, src);
  return async () => {
    const blob = await source();
    return label ? stampDisclosure(blob, label).catch(() => blob) : blob;
  };
}
