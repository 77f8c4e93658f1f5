import { useState, type MouseEvent } from 'react';
import type { HistoryEntry } from '../lib/queue/types';
import { DISCLOSURE_LABEL, disclosureEnabled, OPERATION_LABEL } from '../lib/format/operation';
import { formatDate } from '../lib/format/time';
import { resultFileName } from '../lib/format/filename';
import { useBackground } from './background';
import { downloadBlob } from './files';
import { usePanel } from './store/context';
import { useResultSrc } from './hooks/useResultSrc';
import { useDownload } from './hooks/useDownload';
import { stampDisclosure, toPng } from './image-tools';
import { ResultParams } from './ResultParams';
import { FeedbackLine, type Feedback } from './FeedbackLine';


/** Why a clipboard call failed, in words a user can act on. */
function clipboardReason(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError') return 'the browser did not allow it (the panel must have focus)';
  if (error instanceof Error && error.message) return error.message;
  return 'the browser refused';
}

/**
 * What can be done with a result: download at full resolution, copy the image or its link, open
 * it in a tab, run it again as a new variation, or refill the form with its parameters.
 */
export function ResultActions({ entry }: { readonly entry: HistoryEntry }) {
  const settings = usePanel((state) => state.settings);
  const localBlob = usePanel((state) => state.localBlob);
  const runAgain = usePanel((state) => state.runAgain);
  const tweak = usePanel((state) => state.tweak);
  const background = useBackground();
  const src = useResultSrc(entry);
  const label = disclosureEnabled(entry.disclosure, settings) ? DISCLOSURE_LABEL[entry.disclosure] : null;
  const download = useDownload(entry, src, label);
  const [status, setStatus] = useState<Feedback>(null);
  const [running, setRunning] = useState(false);

  /** The result's bytes: the local copy, else the hosted file. */
  const fetchBlob = async (): Promise<Blob> => {
    const local = localBlob(entry.id) ?? (entry.hasLocalCopy ? await background.resultBlob(entry.id) : undefined);
    if (local) return local;
    const url = entry.resultUrl ?? src;
    if (!url) throw new Error('the image is not available');
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the image could not be downloaded (HTTP ${response.status})`);
    return response.blob();
  };

  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    // A prepared same-origin object URL downloads by itself. Until then (or without a local
    // copy) the hosted URL would only open a tab, as browsers ignore `download` cross-origin.
    if (download.local) return;
    event.preventDefault();
    void (async () => {
      try {
        let blob = await fetchBlob();
        if (label) blob = await stampDisclosure(blob, label).catch(() => blob);
        downloadBlob(blob, resultFileName(entry.operation, entry.createdAt, blob.type));
      } catch (error) {
        if (entry.resultUrl) window.open(entry.resultUrl, '_blank', 'noopener');
        const reason = error instanceof Error ? error.message : 'unknown error';
        setStatus({ kind: 'error', text: `Could not download the file here (${reason}).${entry.resultUrl ? ' It opened in a new tab: save it from there.' : ''}` });
      }
    })();
  };

  const copyImage = () => {
    if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') {
      setStatus({ kind: 'error', text: 'Could not copy the image: this browser cannot put images on the clipboard. Use Download instead.' });
      return;
    }
    // The item gets a promise so the write starts inside the click (the user gesture) while the PNG is prepared.
    const png = (async () => {
      let blob = await fetchBlob();
      if (label) blob = await stampDisclosure(blob, label).catch(() => blob);
      return toPng(blob);
    })();
    // The clipboard reports the failure; this keeps an early rejection from going unhandled.
    png.catch(() => undefined);
    navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]).then(
      () => setStatus({ kind: 'ok', text: 'Image copied.' }),
      (error: unknown) => setStatus({ kind: 'error', text: `Could not copy the image: ${clipboardReason(error)}. Use Download instead.` }),
    );
  };

  const copyLink = () => {
    if (!entry.resultUrl) return;
    if (typeof navigator.clipboard?.writeText !== 'function') {
      setStatus({ kind: 'error', text: 'Could not copy the link: the clipboard is not available here.' });
      return;
    }
    navigator.clipboard.writeText(entry.resultUrl).then(
      () => setStatus({ kind: 'ok', text: 'Link copied.' }),
      (error: unknown) => setStatus({ kind: 'error', text: `Could not copy the link: ${clipboardReason(error)}.` }),
    );
  };

  return (
    <div className="result-actions">
      <p className="result-actions__title">
        {OPERATION_LABEL[entry.operation]} · {formatDate(entry.createdAt)}
        {entry.width && entry.height ? ` · ${entry.width}×${entry.height}` : ''}
      </p>
      <div className="button-row result-actions__grid">
        <a
          className="button button--primary"
          href={download.href}
          download={download.fileName}
          target={download.local ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-disabled={download.href === undefined || undefined}
          onClick={onDownload}
        >
          Download
        </a>
        <button type="button" className="button" onClick={copyImage}>
          Copy image
        </button>
        <button type="button" className="button" disabled={!entry.resultUrl} title={entry.resultUrl ? undefined : 'This result has no hosted link.'} onClick={copyLink}>
          Copy link
        </button>
        <a className="button" href={entry.resultUrl ?? src} target="_blank" rel="noopener noreferrer">
          Open in new tab
        </a>
      </div>
      <div className="button-row result-actions__grid">
        <button
          type="button"
          className="button"
          disabled={running}
          onClick={() => {
            setRunning(true);
            void runAgain(entry).finally(() => setRunning(false));
          }}
        >
          Run again
        </button>
        <button type="button" className="button" disabled={entry.operation === 'analyze'} onClick={() => tweak(entry)}>
          Tweak
        </button>
      </div>
      {label && download.stamped && <p className="field__hint">Downloads carry the “{label}” label.</p>}
      <FeedbackLine feedback={status} />
      <ResultParams entry={entry} />
    </div>
  );
}
