import { pageNamespace } from '../../translate';
import { en } from './en';

/** The Assets view's namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const assetsMessages = pageNamespace('assets', en);

export type AssetsMessages = typeof en;
