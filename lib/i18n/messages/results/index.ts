import { pageNamespace, type Translate } from '../../translate';
import { en } from './en';

/** The results namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const resultsMessages = pageNamespace('results', en);

/** The English table's type. */
export type ResultsMessages = typeof en;

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type ResultsT = Translate<typeof en>;
