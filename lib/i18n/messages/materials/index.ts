import { pageNamespace, type Translate } from '../../translate';
import { en } from './en';

/** The catalog namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const materialsMessages = pageNamespace('materials', en);

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type MaterialsT = Translate<typeof en>;

/** The catalog namespace's English table, whose keys the other languages share. */
export type MaterialsMessages = typeof en;

