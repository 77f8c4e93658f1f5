import { useState, type MouseEvent } from 'react';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { DISCLOSURE_LABEL, disclosureEnabled, OPERATION_LABEL } from '../../lib/format/operation';
import { formatDate } from '../../lib/format/time';
import { resultFileName } from '../../lib/format/filename';
import { downloadBlob } from '../shared/files';
import { usePanel } from './store/context';
import { useResultSrc } from './hooks/useResultSrc';
import { useDownload } from './hooks/useDownload';
import { useResultFile } from './hooks/useResultFile';
import { useResultClipboard } from './hooks/useResultClipboard';
import { useCompareCard } from './hooks/useCompareCard';
import { ResultParams } from './ResultParams';
import { ResultRework } from './ResultRework';
import { FeedbackLine, type Feedback } from '../shared/FeedbackLine';
import { OpenComparisonLink } from './compare/OpenComparisonLink';

/**
 * What can be done with a result: download at full resolution, run it again as a new variation,
 * refill the form with its parameters ("Edit settings"); then copy the image or its link, open it
 * in a tab.
 */
export function ResultActions({ entry }: { readonly entry: HistoryEntry }) {
  const settings = usePanel((state) => state.settings);
  const src = useResultSrc(entry);
  const label = disclosureEnabled(entry.disclosure, settings) ? DISCLOSURE_LABEL[entry.disclosure] : null;
  const download = useDownload(entry, src, label);
  const file = useResultFile(entry, src, label);
  const [status, setStatus] = useState<Feedback>(null);
  const { copyImage, copyLink } = useResultClipboard(entry, file, setStatus);
  const downloadCompareCard = useCompareCard(entry, src, setStatus);

  const onDownload = (event: MouseEvent<HTMLAnchorElement>) => {
    // A prepared same-origin object URL downloads by itself. Until then (or without a local
    // copy) the hosted URL would only open a tab, as browsers ignore `download` cross-origin.
    if (download.local) return;
    event.preventDefault();
    void (async () => {
      try {
        const blob = await file();
        downloadBlob(blob, resultFileName(entry.operation, entry.createdAt, blob.type));
      } catch (error) {
        if (entry.resultUrl) window.open(entry.resultUrl, '_blank', 'noopener');
        const reason = error instanceof Error ? error.message : 'unknown error';
        setStatus({ kind: 'error', text: `Could not download the file here (${reason}).${entry.resultUrl ? ' It opened in a new tab: save it from there.' : ''}` });
      }
    })();
  };

  return (
    <div className="result-actions">
      <p className="result-actions__title">
        {OPERATION_LABEL[entry.operation]} · {formatDate(entry.createdAt)}
        {entry.width && entry.height ? ` · ${entry.width}×${entry.height}` : ''}
      </p>
      <div className="result-actions__main">
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
        <ResultRework entry={entry} />
      </div>
      <div className="result-actions__more">
        <button type="button" className="button" onClick={copyImage}>
          Copy image
        </button>
        <button type="button" className="button" disabled={!entry.resultUrl} title={entry.resultUrl ? undefined : 'This result has no hosted link.'} onClick={copyLink}>
          Copy link
        </button>
        <a className="button" href={entry.resultUrl ?? src} target="_blank" rel="noopener noreferrer">
          Open in new tab
        </a>
        <OpenComparisonLink historyId={entry.id} />
        <button type="button" className="button" onClick={downloadCompareCard}>
          Download compare card
        </button>
      </div>
      {label && download.stamped && <p className="field__hint">Downloads carry the “{label}” label.</p>}
      {!label && <p className="field__hint field__hint--warning">Labels are off: downloads don’t say “{DISCLOSURE_LABEL[entry.disclosure]}”, which AB 723 and MLS rules require.</p>}
      <FeedbackLine feedback={status} />
      <ResultParams entry={entry} />
    </div>
  );
}
