import { pageNamespace, type Translate } from '../../translate';
import { en } from './en';

/** The listing look's namespace (issue #29): English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const lookMessages = pageNamespace('look', en);

/** The English table's type. */
export type LookMessages = typeof en;

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type LookT = Translate<typeof en>;
