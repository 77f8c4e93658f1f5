import { pageNamespace, type Translate } from '../../translate';
import { en } from './en';

/** The export namespace: English here; the other languages come with their bundle (lib/i18n/bundles, load.ts). */
export const exportMessages = pageNamespace('export', en);

/** The English table's type: what a translator of this namespace is typed by. */
export type ExportMessages = typeof en;

/** A translator of this namespace (lib/export reads it for the listing's language, never React). */
export type ExportT = Translate<typeof en>;
