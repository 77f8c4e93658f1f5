import { analyzerMessages } from '../../../lib/i18n/messages/analyzer/index';
import { useT } from '../../shared/i18n';
import { usePanel } from '../store/context';

/**
 * What is known about an analysis' cost: what the plan details say (its credits, as they are)
 * and that they name no price for analysis. Said wherever an analysis can be started.
 */
export function CostLines() {
  const t = useT(analyzerMessages);
  const plan = usePanel((state) => state.service.plan);
  return (
    <>
      {plan ? t('cost.plan', { plan: plan.plan, renovation: plan.renovation_credits, staging: plan.staging_credits }) : t('cost.no-plan')} {t('cost.unknown')}
    </>
  );
}
