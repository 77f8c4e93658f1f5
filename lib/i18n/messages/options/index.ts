import { pageNamespace, type Translate } from '../../translate';
import { en } from './en';

/** The options namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const optionsMessages = pageNamespace('options', en);

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type OptionsT = Translate<typeof en>;
