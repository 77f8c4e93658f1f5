import { useState } from 'react';
import type { JobRequest } from '../../lib/queue/types';
import type { PickedPhoto } from '../../lib/listing';
import { resultsMessages, type ResultsT } from '../../lib/i18n/messages/results/index';
import { OPERATIONS } from '../../lib/operations/index';
import type { CreditCost } from '../../lib/operations/types';
import { useT } from '../shared/i18n';
import { usePanel } from './store/context';
import { ConfirmBar } from '../shared/ConfirmBar';

/** Props of {@link ListingBatch}. */
export interface ListingBatchProps {
  readonly request: JobRequest;
  readonly photo: PickedPhoto;
}

/** "3 renovation credits", "1 staging credit": a count of the credits of a kind (a plural message each). */
function creditsOf(kind: CreditCost['kind'], count: number, t: ResultsT): string {
  if (kind === 'renovation') return t('batch.credits.renovation', { count });
  if (kind === 'staging') return t('batch.credits.staging', { count });
  return t('batch.credits.plain', { count });
}

/** What the confirmation says about the credits: what the batch spends, and whether what is left covers it. */
function CreditLines({ count, cost, remaining, t }: { count: number; cost: CreditCost; remaining: number | undefined; t: ResultsT }) {
  const needed = count * cost.perRun;
  const spend = cost.kind === 'none' ? t('batch.spend.free', { count }) : t('batch.spend', { count, credits: creditsOf(cost.kind, needed, t) });
  let left = t('batch.credits.unknown');
  if (remaining !== undefined) {
    left =
      remaining >= needed
        ? t('batch.credits.enough', { left: creditsOf(cost.kind, remaining, t), remain: t('batch.credits.plain', { count: remaining - needed }) })
        : t('batch.credits.short', { count, left: creditsOf(cost.kind, remaining, t) });
  }
  return (
    <>
      <p>{spend}</p>
      {cost.kind !== 'none' && <p>{left}</p>}
    </>
  );
}

/**
 * "Reimagine all photos of this listing": queues the current settings for every photo of the
 * listing, after confirming the credits it will spend (the operation declares its cost per run)
 * against the credits of that kind left.
 */
export function ListingBatch({ request, photo }: ListingBatchProps) {
  const t = useT(resultsMessages);
  const plan = usePanel((state) => state.service.plan);
  const startBatch = usePanel((state) => state.startBatch);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const urls = photo.listing.photoUrls;
  const count = urls.length;
  const cost = OPERATIONS[request.operation].credits;
  const remaining = cost.kind === 'none' ? undefined : cost.kind === 'staging' ? plan?.staging_credits : plan?.renovation_credits;
  const enough = remaining === undefined || remaining >= count * cost.perRun;

  const confirm = async () => {
    setBusy(true);
    await startBatch(request, urls);
    setBusy(false);
    setConfirming(false);
  };

  return (
    <div className="listing-batch">
      {!confirming ? (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('batch.start', { count })}
        </button>
      ) : (
        <ConfirmBar confirmLabel={t('batch.queue', { count })} confirmDisabled={!enough || busy} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
          <CreditLines count={count} cost={cost} remaining={remaining} t={t} />
        </ConfirmBar>
      )}
    </div>
  );
}
