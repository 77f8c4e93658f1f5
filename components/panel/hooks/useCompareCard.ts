import type { HistoryEntry } from '../../../lib/library/history-entry';
import { DISCLOSURE_LABEL } from '../../../lib/format/operation';
import { resultFileName } from '../../../lib/format/filename';
import { downloadBlob } from '../../shared/files';
import { drawCompareCard } from '../../shared/compare-card';
import type { Feedback } from '../../shared/FeedbackLine';
import { useResultFile } from './useResultFile';

/** The original photo's bytes (the panel may read the listing sites' photo hosts; data: URLs too). */
async function originalBlob(url: string): Promise<Blob> {
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) throw new Error('the original photo could not be read');
  return response.blob();
}

/**
 * "Download compare card": the original and the result side by side, the result labelled with
 * its disclosure label (always: the card exists to show the change), and a QR code of the
 * original photo's address; saved as `reimagine-<operation>-<date>-compare.png`.
 */
export function useCompareCard(entry: HistoryEntry, src: string | undefined, report: (feedback: Feedback) => void): () => void {
  const afterFile = useResultFile(entry, src, null);
  return () => {
    void (async () => {
      try {
        const [before, after] = await Promise.all([originalBlob(entry.photo.url), afterFile()]);
        const card = await drawCompareCard({ before, after, afterLabel: DISCLOSURE_LABEL[entry.disclosure], originalUrl: entry.photo.url });
        downloadBlob(card, resultFileName(entry.operation, entry.createdAt, 'image/png').replace(/\.png$/, '-compare.png'));
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unknown error';
        report({ kind: 'error', text: `Could not make the compare card (${reason}).` });
      }
    })();
  };
}
