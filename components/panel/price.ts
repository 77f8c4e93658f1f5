import type { Operation } from '../../lib/queue/types';
import { OPERATIONS } from '../../lib/operations/index';
import type { PanelMessages } from '../../lib/i18n/messages/panel/index';
import type { Translate } from '../../lib/i18n/translate';
import type { StagingStatus } from './staging/staging-status';

/**
 * What one more run of `operation` costs, short enough for a button ("1 credit", "1 staging
 * credit", "free" for a variation of an open staging project), or null when no price
 * is known (an analysis): once a result is on screen, every button that would spend credits again
 * says so on itself, so a second render is never a same-looking click away.
 */
export function priceText(operation: Operation, staging: StagingStatus, t: Translate<PanelMessages>): string | null {
  const cost = OPERATIONS[operation].credits;
  if (cost.kind === 'none') return null;
  if (cost.kind === 'staging') return staging.kind === 'open' ? t('price.free') : t('price.staging', { count: cost.perRun });
  return t('price.renovation', { count: cost.perRun });
}
