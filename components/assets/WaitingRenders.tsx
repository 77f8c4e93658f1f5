import { useShallow } from 'zustand/react/shallow';
import { assetsMessages, type AssetsMessages } from '../../lib/i18n/messages/assets/index';
import type { Translate } from '../../lib/i18n/translate';
import { OPERATIONS } from '../../lib/operations/index';
import type { Job } from '../../lib/queue/types';
import { useDomId } from '../shared/hooks/useDomId';
import { useT } from '../shared/i18n';
import { useSubmit } from '../panel/hooks/useSubmit';
import { usePanel } from '../panel/store/context';
import type { PanelState } from '../panel/store/panel-types';

/** Failed renders that could not upload their photo (the account was full), not dismissed; oldest first. */
export function waitingJobs(state: Pick<PanelState, 'jobs'>): Job[] {
  return state.jobs.list.filter((job) => job.state === 'failed' && job.error?.code === 'asset_limit' && !state.jobs.dismissed.includes(job.id)).reverse();
}

/** What retrying these jobs costs, by kind of credit ("Uses 2 renovation credits · Uses 1 staging credit"). */
export function retryCost(jobs: readonly Job[], t: Translate<AssetsMessages>): string {
  const total = { renovation: 0, staging: 0 };
  for (const job of jobs) {
    const cost = OPERATIONS[job.request.operation].credits;
    if (cost.kind !== 'none') total[cost.kind] += cost.perRun;
  }
  const parts = [
    ...(total.renovation > 0 ? [t('waiting.cost.renovation', { count: total.renovation })] : []),
    ...(total.staging > 0 ? [t('waiting.cost.staging', { count: total.staging })] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : t('waiting.cost.none');
}

/**
 * The renders that failed because the account was full. While no slot is free: which, and that
 * deleting an image makes room. Once slots are free: one click retries as many waiting renders
 * as there are free slots (each needs one upload), its credits said on the button's line, and
 * the panel returns to the listing to show them. Never on its own: a retry spends credits, and
 * the user may be freeing several slots or uploading something else first.
 */
export function WaitingRenders({ free }: { readonly free: number | null }) {
  const waiting = usePanel(useShallow(waitingJobs));
  const retryJob = usePanel((state) => state.retryJob);
  const closeAssets = usePanel((state) => state.closeAssets);
  const showToast = usePanel((state) => state.showToast);
  const t = useT(assetsMessages);
  const id = useDomId('assets-waiting');
  const slots = free ?? 0;
  const batch = waiting.slice(0, Math.min(waiting.length, slots));
  const { busy, submit } = useSubmit(async () => {
    let retried = 0;
    for (const job of batch) {
      // A refusal is the panel's notice already; the rest would meet the same problem.
      if (!(await retryJob(job.id))) break;
      retried += 1;
    }
    if (retried === 0) return;
    showToast(t('waiting.retried', { count: retried }));
    closeAssets();
  });
  if (waiting.length === 0) return null;
  if (batch.length === 0) {
    return (
      <p className="notice assets-waiting" role="status">
        {t('waiting.blocked', { count: waiting.length })}
      </p>
    );
  }
  return (
    <div className="notice notice--ok assets-waiting" role="status">
      <p className="notice__sentence">{t('waiting.ready', { count: slots })}</p>
      <div className="notice__actions">
        <button type="button" className="button button--primary" disabled={busy} aria-describedby={`${id}-cost`} onClick={submit}>
          {t('waiting.retry', { count: batch.length })}
        </button>
        <span className="field__hint" id={`${id}-cost`}>
          {retryCost(batch, t)}
        </span>
      </div>
    </div>
  );
}
