import { pageNamespace } from '../../translate';
import { en } from './en';

/** The operations namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const operationMessages = pageNamespace('operations', en);

/** The English table's type: what a translator of this namespace is typed by. */
export type OperationMessages = typeof en;
