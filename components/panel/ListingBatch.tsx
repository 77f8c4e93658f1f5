import { useState } from 'react';
import type { JobRequest } from '../../lib/queue/types';
import type { PickedPhoto } from '../../lib/listing';
import { plural } from '../../lib/format/operation';
import { OPERATIONS } from '../../lib/operations/index';
import { usePanel } from './store/context';
import { ConfirmBar } from '../shared/ConfirmBar';

/** Props of {@link ListingBatch}. */
export interface ListingBatchProps {
  readonly request: JobRequest;
  readonly photo: PickedPhoto;
}

/**
 * "Reimagine all photos of this listing": queues the current settings for every photo of the
 * listing, after confirming the credits it will spend (the operation declares its cost per run)
 * against the credits of that kind left.
 */
export function ListingBatch({ request, photo }: ListingBatchProps) {
  const plan = usePanel((state) => state.plan);
  const startBatch = usePanel((state) => state.startBatch);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const urls = photo.listing.photoUrls;
  const count = urls.length;
  const cost = OPERATIONS[request.operation].credits;
  const credit = `${cost.kind} credit`;
  const needed = count * cost.perRun;
  const remaining = cost.kind === 'none' ? undefined : cost.kind === 'staging' ? plan?.staging_credits : plan?.renovation_credits;
  const enough = remaining === undefined || remaining >= needed;

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
          Reimagine all {count} photos of this listing
        </button>
      ) : (
        <ConfirmBar confirmLabel={`Queue ${count} renders`} confirmDisabled={!enough || busy} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
          <p>
            This renovates all {count} photos with the current settings and spends up to {plural(needed, credit)} (photos already rendered the same way spend
            none).
          </p>
          <p>
            {remaining === undefined
              ? 'Your remaining credits are not known right now.'
              : enough
                ? `You have ${plural(remaining, credit)} left; ${plural(remaining - needed, 'credit')} would remain.`
                : `You have only ${plural(remaining, credit)} left: not enough for ${count} photos. Add credits to your RenovateAI plan first.`}
          </p>
        </ConfirmBar>
      )}
    </div>
  );
}
