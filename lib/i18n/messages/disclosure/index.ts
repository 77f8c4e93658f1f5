import { pageNamespace } from '../../translate';
import { en } from './en';

/** The disclosure namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const disclosureMessages = pageNamespace('disclosure', en);
