import type { Plan } from '../../lib/api/schemas';
import { formatNumber } from '../../lib/i18n/format';
import { optionsMessages } from '../../lib/i18n/messages/options/index';
import { useLocale, useT } from '../shared/i18n';

/** The rows of {@link PlanDetails}: the label's key and the value of each (counts are numbers, formatted for the language). */
const ROWS = [
  { label: 'plan.plan', value: (plan: Plan) => plan.plan },
  { label: 'plan.business', value: (plan: Plan) => plan.business_name },
  { label: 'plan.renovation-credits', value: (plan: Plan) => plan.renovation_credits },
  { label: 'plan.staging-credits', value: (plan: Plan) => plan.staging_credits },
  { label: 'plan.uploads-left', value: (plan: Plan) => plan.remaining_assets },
] as const;

/** A plan as a successful connection test shows it: plan, business, credits and uploads left. */
export function PlanDetails({ plan }: { readonly plan: Plan }) {
  const t = useT(optionsMessages);
  const locale = useLocale();
  return (
    <dl className="plan">
      {ROWS.map(({ label, value }) => {
        const shown = value(plan);
        return (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{typeof shown === 'number' ? formatNumber(shown, locale) : shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}
