import { useMemo, useState } from 'react';
import type { ErrorCode } from '../../lib/errors';
import type { ErrorExplanation } from '../../lib/error-text';
import { resultsMessages, type ResultsT } from '../../lib/i18n/messages/results/index';
import type { ListingContext } from '../../lib/listing';
import { NOT_STARTED_MESSAGE } from '../../lib/queue/batch';
import { useT } from '../shared/i18n';
import { useExplainError } from '../shared/useExplainError';
import { ListingPhotoImg } from '../shared/ListingPhotoImg';
import { batchEntries, latestBatchId, summarizeBatch, type BatchPhoto, type BatchSummary } from './store/batch';
import { usePanel } from './store/context';
import { ExportListing } from './ExportListing';
import './batch.css';

/** "9 of 14 done · 1 working · 3 queued · 2 failed": the parts that are not zero, done always. */
export function batchProgressText(summary: Pick<BatchSummary, 'total' | 'done' | 'running' | 'queued' | 'failed'>, t: ResultsT): string {
  const parts = [t('batch.progress.done', { done: summary.done, total: summary.total })];
  if (summary.running > 0) parts.push(t('batch.progress.working', { count: summary.running }));
  if (summary.queued > 0) parts.push(t('batch.progress.queued', { count: summary.queued }));
  if (summary.failed.length > 0) parts.push(t('batch.progress.failed', { count: summary.failed.length }));
  return parts.join(' · ');
}

/** The file name of a photo the listing does not number, if its URL has one. */
function fileNameOf(photo: BatchPhoto): string | undefined {
  const name = photo.url.split(/[?#]/)[0]?.split('/').pop();
  if (!name) return undefined;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** How a photo is named, and its Retry button's name: its place in the listing, else its file name. */
function photoNames(photo: BatchPhoto, t: ResultsT): { label: string; retry: string } {
  if (photo.number > 0) return { label: t('batch.photo', { n: photo.number }), retry: t('batch.retry.photo', { n: photo.number }) };
  const name = fileNameOf(photo);
  return name ? { label: t('batch.photo.file', { name }), retry: t('batch.retry.file', { name }) } : { label: t('batch.photo.unknown'), retry: t('batch.retry.unknown') };
}

/** What went wrong, in the user's words: the code's sentence, or "Not started." for a photo a batch stop held back. */
function failureText(photo: BatchPhoto, t: ResultsT, explain: (code: ErrorCode) => ErrorExplanation): string {
  if (photo.error?.message === NOT_STARTED_MESSAGE) return t('batch.not-started');
  return explain(photo.error?.code ?? (photo.state === 'interrupted' ? 'interrupted' : 'internal')).sentence;
}

/** One failed photo: thumbnail, name, what went wrong, Retry. */
function FailedPhoto({ photo, pageUrl, busy, onRetry }: { photo: BatchPhoto; pageUrl: string | undefined; busy: boolean; onRetry: () => void }) {
  const t = useT(resultsMessages);
  const explain = useExplainError();
  const { label, retry } = photoNames(photo, t);
  return (
    <li className="batch-status__failure">
      <ListingPhotoImg className="batch-status__thumb" url={photo.url} pageUrl={pageUrl} />
      <div className="batch-status__failure-text">
        <span className="batch-status__photo">{label}</span>
        <span className="batch-status__error">{failureText(photo, t, explain)}</span>
      </div>
      <button type="button" className="button" aria-label={retry} disabled={busy} onClick={onRetry}>
        {t('batch.retry')}
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
  const t = useT(resultsMessages);
  const explain = useExplainError();
  const jobs = usePanel((state) => state.jobs.list);
  const refusals = usePanel((state) => state.batch.refusals);
  const results = usePanel((state) => state.history.results);
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
  const progress = batchProgressText(summary, t);
  const stop = summary.stoppedBy ? explain(summary.stoppedBy) : undefined;
  return (
    <section className="batch-status" aria-label={t('batch.label')}>
      <h2 className="subheading">{t('batch.title')}</h2>
      <p className="batch-status__progress" role="status">
        {progress}
      </p>
      <progress className="batch-status__bar" max={summary.total} value={summary.done} aria-label={progress} />
      {stop && (
        <p className="batch-status__stopped" role="alert">
          {t('batch.stopped', { sentence: stop.sentence, next: stop.nextStep })}
        </p>
      )}
      {summary.failed.length > 0 && (
        <ul className="batch-status__failures" aria-label={t('batch.failures')}>
          {summary.failed.map((photo) => (
            <FailedPhoto key={photo.url} photo={photo} pageUrl={listing.pageUrl} busy={busy} onRetry={() => run(() => retryBatchPhoto(batchId, photo.url))} />
          ))}
        </ul>
      )}
      <div className="batch-status__actions">
        {summary.failed.length > 1 && (
          <button type="button" className="button" disabled={busy} onClick={() => run(() => retryBatchFailures(batchId))}>
            {t('batch.retry-all')}
          </button>
        )}
        {entries.length > 0 && <ExportListing listing={listing} only={entries} label={t('batch.export', { count: entries.length })} />}
      </div>
    </section>
  );
}

/** The batch status of the listing on screen (none without a photo). */
export function CurrentListingBatchStatus() {
  const listing = usePanel((state) => state.listing.photo?.listing);
  return listing ? <ListingBatchStatus listing={listing} /> : null;
}
