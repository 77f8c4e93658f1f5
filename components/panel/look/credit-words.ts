import type { LookT } from '../../../lib/i18n/messages/look/index';
import type { CreditsByKind } from '../../../lib/look/plan';
import type { Plan } from '../../../lib/api/schemas';

/** "3 renovation credits and 1 staging credit": the kinds that are not zero, each as a plural message. */
export function creditsText(credits: CreditsByKind, t: LookT): string {
  const parts: string[] = [];
  if (credits.renovation > 0) parts.push(t('apply.credits.renovation', { count: credits.renovation }));
  if (credits.staging > 0) parts.push(t('apply.credits.staging', { count: credits.staging }));
  const [first = '', second] = parts;
  return second === undefined ? first : t('apply.and', { first, second });
}

/** What the account has of each kind a plan spends, and whether it covers it (undefined: not known). */
export function creditsLeft(credits: CreditsByKind, plan: Plan | null): { left: CreditsByKind; enough: boolean } | undefined {
  if (!plan) return undefined;
  const left = { renovation: plan.renovation_credits, staging: plan.staging_credits };
  return { left, enough: left.renovation >= credits.renovation && left.staging >= credits.staging };
}

/** The confirmation's credit lines: what it spends, and what is left of those kinds (or that it is unknown). */
export function creditLines(credits: CreditsByKind, plan: Plan | null, t: LookT): { spend: string; left: string; enough: boolean } {
  const spend = t('apply.spend', { credits: creditsText(credits, t) });
  const known = creditsLeft(credits, plan);
  if (!known) return { spend, left: t('apply.unknown'), enough: true };
  const kinds = { renovation: credits.renovation > 0 ? known.left.renovation : 0, staging: credits.staging > 0 ? known.left.staging : 0 };
  const left = creditsText(kinds, t);
  return { spend, left: known.enough ? t('apply.left', { left }) : t('apply.short', { left }), enough: known.enough };
}
