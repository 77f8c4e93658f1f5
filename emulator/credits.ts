/**
 * The credit rule. A render reserves one credit before working and gets it back if it fails, so
 * only successful operations are charged and concurrent requests can never overdraw.
 */
import { HttpError } from './http/http-error';
import type { EmulatorState } from './state';

/** The two credit pools of the plan. */
export type CreditKind = 'renovation' | 'staging';

/**
 * Takes one credit, or throws 402 `insufficient <kind> credits` when none are left.
 * Returns the refund to call if the operation then fails.
 */
export function reserveCredit(state: EmulatorState, kind: CreditKind): () => void {
  const key = kind === 'renovation' ? 'renovationCredits' : 'stagingCredits';
  if (state[key] <= 0) throw new HttpError(402, `insufficient ${kind} credits`);
  state[key]--;
  const epoch = state.epoch;
  let refunded = false;
  return () => {
    // A reset in between restored the starting credits; refunding then would add one too many.
    if (refunded || state.epoch !== epoch) return;
    refunded = true;
    state[key]++;
  };
}
