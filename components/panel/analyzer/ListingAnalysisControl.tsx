import { useState } from 'react';
import { MAX_BATCH_IMAGES } from '../../../lib/api/limits';
import { BATCH_GIVE_UP_MS } from '../../../lib/analyzer/batch-poller';
import type { ListingBatchView } from '../../../lib/analyzer/records';
import { analyzerMessages, type AnalyzerMessages } from '../../../lib/i18n/messages/analyzer/index';
import type { Translate } from '../../../lib/i18n/translate';
import { ConfirmBar } from '../../shared/ConfirmBar';
import { useT } from '../../shared/i18n';
import { useExplainError } from '../../shared/useExplainError';
import { usePanel } from '../store/context';
import { CostLines } from './CostLines';

type T = Translate<AnalyzerMessages>;

/** How an ended batch is said (literal keys, one per ending). */
const ENDING_KEYS = {
  'timed_out': 'listing.timed-out',
  'analyzer_gone': 'listing.gone',
  'lost': 'listing.lost',
  'unreadable': 'listing.unreadable',
} as const;

/** The lines about a batch: its progress, or how it ended and what was kept. */
function BatchLines({ batch, t }: { batch: ListingBatchView; t: T }) {
  if (batch.status === 'processing') {
    const progress = t('listing.progress', { processed: batch.processed, total: batch.total });
    return (
      <>
        <p className="analyzer__line" role="status">
          {progress}
        </p>
        <progress className="analyzer__bar" max={Math.max(batch.total, 1)} value={batch.processed} aria-label={progress} />
      </>
    );
  }
  const analyzed = Math.max(0, batch.processed - batch.failed);
  const lines: string[] = [];
  if (batch.status === 'completed') lines.push(t('listing.completed', { count: analyzed }));
  else if (batch.status === 'failed') lines.push(t('listing.failed'));
  else {
    lines.push(batch.status === 'timed_out' ? t(ENDING_KEYS.timed_out, { minutes: BATCH_GIVE_UP_MS / 60_000 }) : t(ENDING_KEYS[batch.status]));
    if (analyzed > 0) lines.push(t('listing.kept'));
  }
  if (batch.status !== 'failed' && batch.failed > 0) lines.push(t('listing.some-failed', { count: batch.failed }));
  if (batch.skipped > 0) lines.push(t('listing.skipped', { count: batch.skipped }));
  return (
    <p className={batch.status === 'completed' ? 'analyzer__line' : 'analyzer__problem'} role="status">
      {lines.join(' ')}
    </p>
  );
}

/**
 * "Analyze all N photos of this listing": one batch, after a confirmation stating what is known
 * about its cost (an explicit click is the consent here; the setting is not needed), then its
 * progress, followed by the background even while the panel is closed, and how it ended.
 */
export function ListingAnalysisControl() {
  const t = useT(analyzerMessages);
  const explain = useExplainError();
  const photo = usePanel((state) => state.listing.photo);
  const batch = usePanel((state) => (state.analyzer.batchListing === state.listing.photo?.listing.listingUrl ? state.analyzer.batch : null));
  const batchError = usePanel((state) => state.analyzer.batchError);
  const start = usePanel((state) => state.startListingAnalysis);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!photo) return null;
  const count = Math.min(Math.max(photo.listing.photoUrls.length, 1), MAX_BATCH_IMAGES);

  const confirm = async () => {
    setBusy(true);
    await start();
    setBusy(false);
    setConfirming(false);
  };

  return (
    <div className="analyzer__listing">
      {batch && <BatchLines batch={batch} t={t} />}
      {busy && (
        <p className="field__hint analyzer__line" role="status">
          {t('listing.sending')}
        </p>
      )}
      {!busy && batchError && <p className="analyzer__problem">{t('listing.error', { reason: explain(batchError.code).sentence })}</p>}
      {batch?.status !== 'processing' && !confirming && (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {batch ? t('listing.again') : t('listing.start', { count })}
        </button>
      )}
      {confirming && (
        <ConfirmBar confirmLabel={t('listing.go')} confirmDisabled={busy} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
          <p>{t('listing.confirm', { count })}</p>
          <p>
            <CostLines />
          </p>
          <p>{t('listing.uploads')}</p>
        </ConfirmBar>
      )}
    </div>
  );
}
