import { useCallback, useState } from 'react';
import { DISCLOSURE_LABEL } from '../../../lib/format/operation';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { ListingContext } from '../../../lib/listing';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import { EXPORT_SIZE_EDGE, type ExportSize, type PreparedResult } from '../../../lib/export/types';
import { useBackground } from '../../shared/background';
import { downloadBlob } from '../../shared/files';
import { stampDisclosure } from '../../shared/image-tools';
import { usePanel } from '../store/context';
import { fitImage } from './fit-image';

type Bytes = { bytes: Uint8Array; type: string };

async function bytesOf(blob: Blob): Promise<Bytes> {
  return { bytes: new Uint8Array(await blob.arrayBuffer()), type: blob.type || 'image/jpeg' };
}

/** The original photo, resized; null with a note when it can no longer be fetched. */
async function fetchOriginal(url: string, edge: number | null): Promise<{ original: Bytes | null; note?: string }> {
  try {
    const response = await fetch(url);
    if (!response.ok) return { original: null, note: `The original photo could not be downloaded (HTTP ${response.status}); it is linked by its URL instead.` };
    return { original: await bytesOf(await fitImage(await response.blob(), edge)) };
  } catch {
    return { original: null, note: 'The original photo could not be downloaded; it is linked by its URL instead.' };
  }
}

/** Resolves a style id to its name from the loaded styles (ids are opaque). */
export function useStyleName(): (id: string) => string | undefined {
  const styles = usePanel((state) => state.styles);
  return useCallback((id: string) => (styles ? [...styles.interior, ...styles.exterior] : []).find((style) => style.id === id)?.name, [styles]);
}

/**
 * Exports a listing's results as one ZIP: each result's image (local copy, else hosted), resized
 * to the chosen size and labelled, and its original photo; packed by `lib/export/listing-zip.ts`
 * and downloaded as `<address-slug>.zip`.
 */
export function useListingExport(): { run: (listing: ListingContext, entries: readonly HistoryEntry[], size: ExportSize) => Promise<string>; busy: boolean } {
  const localBlob = usePanel((state) => state.localBlob);
  const styleName = useStyleName();
  const background = useBackground();
  const [busy, setBusy] = useState(false);

  const resultBlob = useCallback(
    async (entry: HistoryEntry): Promise<Blob> => {
      const local = localBlob(entry.id) ?? (entry.hasLocalCopy ? await background.resultBlob(entry.id) : undefined);
      if (local) return local;
      if (!entry.resultUrl) throw new Error('a result image is not available');
      const response = await fetch(entry.resultUrl);
      if (!response.ok) throw new Error(`a result image could not be downloaded (HTTP ${response.status})`);
      return response.blob();
    },
    [localBlob, background],
  );

  const run = useCallback(
    async (listing: ListingContext, entries: readonly HistoryEntry[], size: ExportSize): Promise<string> => {
      setBusy(true);
      try {
        const edge = EXPORT_SIZE_EDGE[size];
        const originals = new Map<string, ReturnType<typeof fetchOriginal>>();
        const results: PreparedResult[] = [];
        for (const entry of entries) {
          const fitted = await fitImage(await resultBlob(entry), edge);
          const altered = await bytesOf(await stampDisclosure(fitted, DISCLOSURE_LABEL[entry.disclosure]));
          const pending = originals.get(entry.photo.url) ?? fetchOriginal(entry.photo.url, edge);
          originals.set(entry.photo.url, pending);
          const { original, note } = await pending;
          results.push({ entry, altered, original, ...(note ? { originalNote: note } : {}) });
        }
        const zip = await assembleListingZip({ listing, results, size, generatedAt: Date.now(), styleName });
        downloadBlob(new Blob([zip.bytes as BlobPart], { type: 'application/zip' }), zip.fileName);
        return zip.fileName;
      } finally {
        setBusy(false);
      }
    },
    [resultBlob, styleName],
  );

  return { run, busy };
}
