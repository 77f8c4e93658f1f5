/**
 * What a run costs, read from the operation that declares it (`lib/operations/<operation>.ts`).
 * The contract tests check the emulator charges what the extension tells the user a run costs,
 * so they read that declaration instead of restating its number.
 */
import { OPERATIONS, type Operation } from '../../lib/operations/index';
import type { CreditCost } from '../../lib/operations/types';

/** The credits one run of `operation` spends; throws when it spends them from another pool. */
export function costOf(operation: Operation, pool: Exclude<CreditCost['kind'], 'none'>): number {
  const { kind, perRun } = OPERATIONS[operation].credits;
  if (kind !== pool) throw new Error(`${operation} spends ${kind} credits, not ${pool} credits`);
  return perRun;
}
