import type { HistoryEntry } from '../../../lib/library/history-entry';
import { resultsMessages, type ResultsT } from '../../../lib/i18n/messages/results/index';
import type { Feedback } from '../../shared/FeedbackLine';
import { useT } from '../../shared/i18n';
import { toPng } from '../../shared/image-tools';
import { problemText } from '../../shared/problem';

/** Why a clipboard call failed, in words a user can act on. */
function clipboardReason(error: unknown, t: ResultsT): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError') return t('clipboard.reason.not-allowed');
  if (error instanceof Error && error.message) return problemText(error, t);
  return t('clipboard.reason.refused');
}

/** "Copy image" (as PNG, labelled like downloads) and "Copy link" (the hosted URL); each reports how it went, in the interface language. */
export function useResultClipboard(entry: HistoryEntry, file: () => Promise<Blob>, report: (feedback: Feedback) => void) {
  const t = useT(resultsMessages);
  const copyImage = () => {
    if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') {
      report({ kind: 'error', text: t('clipboard.image.unsupported') });
      return;
    }
    // The item gets a promise so the write starts inside the click (the user gesture) while the PNG is prepared.
    const png = file().then(toPng);
    // The clipboard reports the failure; this keeps an early rejection from going unhandled.
    png.catch(() => undefined);
    navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]).then(
      () => report({ kind: 'ok', text: t('clipboard.image.copied') }),
      (error: unknown) => report({ kind: 'error', text: t('clipboard.image.failed', { reason: clipboardReason(error, t) }) }),
    );
  };

  const copyLink = () => {
    if (!entry.resultUrl) return;
    if (typeof navigator.clipboard?.writeText !== 'function') {
      report({ kind: 'error', text: t('clipboard.link.unavailable') });
      return;
    }
    navigator.clipboard.writeText(entry.resultUrl).then(
      () => report({ kind: 'ok', text: t('clipboard.link.copied') }),
      (error: unknown) => report({ kind: 'error', text: t('clipboard.link.failed', { reason: clipboardReason(error, t) }) }),
    );
  };

  return { copyImage, copyLink };
}
