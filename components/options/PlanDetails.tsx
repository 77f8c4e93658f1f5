import type { Plan } from '../../lib/api/schemas';

/** The rows of {@link PlanDetails}: label and value of each. */
const ROWS: readonly { readonly label: string; readonly value: (plan: Plan) => string | number }[] = [
  { label: 'Plan', value: (plan) => plan.plan },
  { label: 'Business', value: (plan) => plan.business_name },
  { label: 'Renovation credits', value: (plan) => plan.renovation_credits },
  { label: 'Staging credits', value: (plan) => plan.staging_credits },
  { label: 'Uploads left', value: (plan) => plan.remaining_assets },
];

/** A plan as a successful connection test shows it: plan, business, credits and uploads left. */
export function PlanDetails({ plan }: { readonly plan: Plan }) {
  return (
    <dl className="plan">
      {ROWS.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value(plan)}</dd>
        </div>
      ))}
    </dl>
  );
}
