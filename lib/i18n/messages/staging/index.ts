import { pageNamespace, type Translate } from '../../translate';
import { en } from './en';

/** The staging projects namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const stagingMessages = pageNamespace('staging', en);

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type StagingT = Translate<typeof en>;
