import { pageNamespace } from '../../translate';
import { en } from './en';

/** The shared components' namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const sharedMessages = pageNamespace('shared', en);
