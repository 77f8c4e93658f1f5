import { pageNamespace } from '../../translate';
import { en } from './en';

/** The panel namespace (workspace and forms): English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const panelMessages = pageNamespace('panel', en);

/** The English table's type: what a translator of this namespace is typed by. */
export type PanelMessages = typeof en;
