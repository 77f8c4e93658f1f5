import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { translator, type Translate } from '../../../lib/i18n/translate';
import type { StoreContext } from './panel-types';

/** The panel's sentences in the store's interface language: toasts and notices the store itself writes. */
export function storeText(ctx: Pick<StoreContext, 'locale'>): Translate<(typeof panelMessages)['en']> {
  return translator(panelMessages, ctx.locale);
}
