import { MAX_PHOTO_BYTES } from '../../../lib/acquisition/acquisition';
import { fromPage } from '../../../lib/acquisition/network-policy';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { disclosureWords } from '../../../lib/i18n/disclosure';
import { usableLocale } from '../../../lib/i18n/load';
import type { Locale } from '../../../lib/i18n/locales';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { resultFileName } from '../../../lib/format/filename';
import { fetchImageBlob } from '../../shared/fetch-image';
import { downloadBlob } from '../../shared/files';
import { drawCompareCard } from '../../shared/compare-card';
import type { Feedback } from '../../shared/FeedbackLine';
import { useT } from '../../shared/i18n';
import { Problem, problemText } from '../../shared/problem';
import { useResultFile } from './useResultFile';

/**
 * The original photo's bytes (the panel may read the listing sites' photo hosts; data: URLs too),
 * capped as the background caps photos, from an address its listing's page may name. A photo over
 * the cap or on a private address says so; any other failure is "the original photo could not be read".
 */
async function originalBlob(photo: HistoryEntry['photo']): Promise<Blob> {
  try {
    return await fetchImageBlob(photo.url, MAX_PHOTO_BYTES, fromPage(photo.listing.pageUrl));
  } catch (error) {
    throw error instanceof Problem && (error.kind === 'too-large' || error.kind === 'private-address') ? error : new Problem('original-unreadable');
  }
}

/**
 * "Download compare card": the original and the result side by side, the result labelled with
 * its disclosure label (always: the card exists to show the change), and a QR code of the
 * original photo's address; saved as `reimagine-<operation>-<date>-compare.png`. The card's words
 * are the listing's language (`labelLocale`): it is shared with buyers alongside the listing; a
 * failure is reported in the interface language.
 */
export function useCompareCard(entry: HistoryEntry, src: string | undefined, labelLocale: Locale, report: (feedback: Feedback) => void): () => void {
  const t = useT(resultsMessages);
  const afterFile = useResultFile(entry, src, null);
  return () => {
    void (async () => {
      try {
        const [before, after, locale] = await Promise.all([originalBlob(entry.photo), afterFile(), usableLocale(labelLocale)]);
        const afterLabel = disclosureWords(locale).label(entry.disclosure);
        const card = await drawCompareCard({ before, after, afterLabel, originalUrl: entry.photo.url, locale });
        downloadBlob(card, resultFileName(entry.operation, entry.createdAt, 'image/png').replace(/\.png$/, '-compare.png'));
      } catch (error) {
        report({ kind: 'error', text: t('actions.card-failed', { reason: problemText(error, t) }) });
      }
    })();
  };
}
