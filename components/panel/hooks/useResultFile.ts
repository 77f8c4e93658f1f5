import type { HistoryEntry } from '../../../lib/library/history-entry';
import { MAX_RESULT_COPY_BYTES } from '../../../lib/library/history';
import { useBackground } from '../../shared/background';
import { fetchImageBlob } from '../../shared/fetch-image';
import { stampDisclosure } from '../../shared/image-tools';
import { Problem } from '../../shared/problem';
import { usePanel } from '../store/context';

/**
 * A result's image as it is, unlabelled: the panel's copy, else the background's local copy, else
 * the hosted file, read with the cap of the background's local copies (`MAX_RESULT_COPY_BYTES`).
 * Rejects with a {@link Problem} when the image is not available or too large; the result itself
 * stays in the history either way.
 */
export function useResultSource(entry: HistoryEntry, src: string | undefined): () => Promise<Blob> {
  const localBlob = usePanel((state) => state.localBlob);
  const background = useBackground();
  return async () => {
    const local = localBlob(entry.id) ?? (entry.hasLocalCopy ? await background.resultBlob(entry.id) : undefined);
    if (local) return local;
    const url = entry.resultUrl ?? src;
    if (!url) throw new Problem('image-unavailable');
    // The service named the hosted file: its address is taken as given, a redirect is checked.
    return fetchImageBlob(url, MAX_RESULT_COPY_BYTES, 'service');
  };
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
