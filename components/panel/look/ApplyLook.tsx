import { useState } from 'react';
import { lookMessages } from '../../../lib/i18n/messages/look/index';
import type { LookPlan } from '../../../lib/look/plan';
import { useT } from '../../shared/i18n';
import { ConfirmBar } from '../../shared/ConfirmBar';
import { usePanel } from '../store/context';
import { creditLines } from './credit-words';

const GAP_KEY = { interior: 'apply.gap.interior', exterior: 'apply.gap.exterior', staging: 'apply.gap.staging' } as const;

/**
 * *Apply the look*: one confirmed pass over the listing, each photo the operation its role calls
 * for. The confirmation says what is skipped, what has no role yet, and the credits of each kind
 * it spends against those left; it is refused while the look lacks what the photos need.
 */
export function ApplyLook({ plan }: { readonly plan: LookPlan }) {
  const t = useT(lookMessages);
  const account = usePanel((state) => state.service.plan);
  const applyLook = usePanel((state) => state.applyLook);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = plan.steps.length;
  const photos = new Set(plan.steps.map((step) => step.url)).size;
  if (count === 0) return <p className="field__hint">{t('apply.none')}</p>;
  const lines = creditLines(plan.credits, account, t);
  const confirm = async () => {
    setBusy(true);
    await applyLook(plan.steps);
    setBusy(false);
    setConfirming(false);
  };
  return (
    <div className="apply-look">
      {plan.gaps.map((gap) => (
        <p key={gap} className="field__hint apply-look__gap">
          {t(GAP_KEY[gap])}
        </p>
      ))}
      {!confirming ? (
        <button type="button" className="button button--primary" disabled={plan.gaps.length > 0} onClick={() => setConfirming(true)}>
          {t('apply.start', { count: photos })}
        </button>
      ) : (
        <ConfirmBar confirmLabel={t('apply.queue', { count })} confirmDisabled={!lines.enough || busy} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
          {plan.skipped.length > 0 && <p>{t('apply.skipped', { count: plan.skipped.length })}</p>}
          {plan.unassigned.length > 0 && <p>{t('apply.unassigned', { count: plan.unassigned.length })}</p>}
          <p>{lines.spend}</p>
          <p>{lines.left}</p>
        </ConfirmBar>
      )}
    </div>
  );
}
