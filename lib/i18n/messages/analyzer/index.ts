import { pageNamespace } from '../../translate';
import { en } from './en';

/** The analyzer namespace (image analysis in the side panel): English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const analyzerMessages = pageNamespace('analyzer', en);

/** The English table's type: what a translator of this namespace is typed by. */
export type AnalyzerMessages = typeof en;
