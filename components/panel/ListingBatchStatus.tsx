import { useMemo, useState } from 'react';
import { explainError } from '../../lib/errors';
import type { ListingContext } from '../../lib/listing';
import { NOT_STARTED_MESSAGE } from '../../lib/queue/batch';
import { batchEntries, latestBatchId, summarizeBatch, type BatchPhoto, type BatchSummary } from './store/batch';
import { usePanel } from './store/context';
import { ExportListing } from './ExportListing';
import './batch.css';

/** "9 of 14 done · 1 working · 3 queued · 2 failed": the parts that are not zero, done always. */
export function batchProgressText(summary: Pick<BatchSummary, 'total' | 'done' | 'running' | 'queued' | 'failed'>): string {
  const parts = [`${summary.done} of ${summary.total} done`];
  if (summary.running > 0) parts.push(`${summary.running} working`);
  if (summary.queued > 0) parts.push(`${summary.queued} queued`);
  if (summary.failed.length > 0) parts.push(`${summary.failed.length} failed`);
  return parts.join(' · ');
}

/** How a photo is named: its place in the listing, else its file name. */
function photoLabel(photo: BatchPhoto): string {
  if (photo.number > 0) return `Photo ${photo.number}`;
  const name = photo.url.split(/[?#]/)[0]?.split('/').pop();
  return name ? `Photo ${decodeURIComponent(name)}` : 'A photo';
}

/** What went wrong, in the user's words: the code's sentence, or "Not started." for a photo a batch stop held back. */
function failureText(photo: BatchPhoto): string {
  if (photo.error?.message === NOT_STARTED_MESSAGE) return 'Not started.';
  return explainError(photo.error?.code ?? (photo.state === 'interrupted' ? 'interrupted' : 'internal')).sentence;
}

/** One failed photo: thumbnail, name, what went wrong, Retry. */
function FailedPhoto({ photo, busy, onRetry }: { photo: BatchPhoto; busy: boolean; onRetry: () => void }) {
  const label = photoLabel(photo);
  return (
    <li className="batch-status__failure">
      <img className="batch-status__thumb" src={photo.url} alt="" loading="lazy" />
      <div className="batch-status__failure-text">
        <span className="batch-status__photo">{label}</span>
        <span className="batch-status__error">{failureText(photo)}</span>
      </div>
      <button type="button" className="button" aria-label={`Retry ${label.toLowerCase()}`} disabled={busy} onClick={onRetry}>
        Retry
      </button>
    </li>
  );
}

/**
 * The status of the listing's latest batch ("Reimagine all photos of this listing"), rebuilt from
 * the background's jobs, so it is back when the panel opens again: progress, every failed photo
 * with a Retry (and "Retry all failed"), why a batch stopped early, and "Export these N results",
 * which opens the listing export with exactly the batch's results ticked.
 */
export function ListingBatchStatus({ listing }: { listing: ListingContext }) {
  const jobs = usePanel((state) => state.jobs);
  const refusals = usePanel((state) => state.batchRefusals);
  const results = usePanel((state) => state.results);
  const retryBatchPhoto = usePanel((state) => state.retryBatchPhoto);
  const retryBatchFailures = usePanel((state) => state.retryBatchFailures);
  const [busy, setBusy] = useState(false);
  const batchId = useMemo(() => latestBatchId(jobs, refusals, listing), [jobs, refusals, listing]);
  const summary = useMemo(() => (batchId ? summarizeBatch(jobs, refusals, batchId, listing) : undefined), [jobs, refusals, batchId, listing]);
  const entries = useMemo(() => (summary ? batchEntries(summary.finished, results) : []), [summary, results]);
  if (!batchId || !summary || summary.total === 0) return null;

  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const progress = batchProgressText(summary);
  const stop = summary.stoppedBy ? explainError(summary.stoppedBy) : undefined;
  return (
    <section className="batch-status" aria-label="This listing’s batch">
      <h2 className="subheading">All photos of this listing</h2>
      <p className="batch-status__progress" role="status">
        {progress}
      </p>
      <progress className="batch-status__bar" max={summary.total} value={summary.done} aria-label={progress} />
      {stop && (
        <p className="batch-status__stopped" role="alert">
          Stopped early: {stop.sentence} {stop.nextStep}
        </p>
      )}
      {summary.failed.length > 0 && (
        <ul className="batch-status__failures" aria-label="Failed photos">
          {summary.failed.map((photo) => (
            <FailedPhoto key={photo.url} photo={photo} busy={busy} onRetry={() => run(() => retryBatchPhoto(batchId, photo.url))} />
          ))}
        </ul>
      )}
      <div className="batch-status__actions">
        {summary.failed.length > 1 && (
          <button type="button" className="button" disabled={busy} onClick={() => run(() => retryBatchFailures(batchId))}>
            Retry all failed
          </button>
        )}
        {entries.length > 0 && <ExportListing listing={listing} only={entries} label={entries.length === 1 ? 'Export this result' : `Export these ${entries.length} results`} />}
      </div>
    </section>
  );
}

/** The batch status of the listing on screen (none without a photo). */
export function CurrentListingBatchStatus() {
  const listing = usePanel((state) => state.photo?.listing);
  return listing ? <ListingBatchStatus listing={listing} /> : null;
}
