import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { Feedback } from '../../shared/FeedbackLine';
import { toPng } from '../../shared/image-tools';

/** Why a clipboard call failed, in words a user can act on. */
function clipboardReason(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError') return 'the browser did not allow it (the panel must have focus)';
  if (error instanceof Error && error.message) return error.message;
  return 'the browser refused';
}

/** "Copy image" (as PNG, labelled like downloads) and "Copy link" (the hosted URL); each reports how it went. */
export function useResultClipboard(entry: HistoryEntry, file: () => Promise<Blob>, report: (feedback: Feedback) => void) {
  const copyImage = () => {
    if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') {
      report({ kind: 'error', text: 'Could not copy the image: this browser cannot put images on the clipboard. Use Download instead.' });
      return;
    }
    // The item gets a promise so the write starts inside the click (the user gesture) while the PNG is prepared.
    const png = file().then(toPng);
    // The clipboard reports the failure; this keeps an early rejection from going unhandled.
    png.catch(() => undefined);
    navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]).then(
      () => report({ kind: 'ok', text: 'Image copied.' }),
      (error: unknown) => report({ kind: 'error', text: `Could not copy the image: ${clipboardReason(error)}. Use Download instead.` }),
    );
  };

  const copyLink = () => {
    if (!entry.resultUrl) return;
    if (typeof navigator.clipboard?.writeText !== 'function') {
      report({ kind: 'error', text: 'Could not copy the link: the clipboard is not available here.' });
      return;
    }
    navigator.clipboard.writeText(entry.resultUrl).then(
      () => report({ kind: 'ok', text: 'Link copied.' }),
      (error: unknown) => report({ kind: 'error', text: `Could not copy the link: ${clipboardReason(error)}.` }),
    );
  };

  return { copyImage, copyLink };
}
