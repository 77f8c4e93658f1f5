import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { translator } from '../../../lib/i18n/translate';
import type { StoreContext } from './panel-types';

/** The panel's sentences the store itself writes (toasts, a notice's detail), in the store's interface language. */
export function storeText(ctx: Pick<StoreContext, 'locale'>) {
  const t = translator(panelMessages, ctx.locale);
  return {
    cached: () => t('toast.cached'),
    done: () => t('toast.done'),
    inProgress: () => t('toast.in-progress'),
    historyDeleted: (count: number) => t('toast.history-deleted', { count }),
    batchQueued: (queued: number, count: number) => t('toast.batch-queued', { queued, count }),
    batchRetrying: (retried: number, count: number) => t('toast.batch-retrying', { retried, count }),
    staleParams: () => t('notice.stale-params'),
  };
}
