import { pageNamespace } from '../../translate';
import { en } from './en';

/** The error vocabulary's namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const errorMessages = pageNamespace('errors', en);
