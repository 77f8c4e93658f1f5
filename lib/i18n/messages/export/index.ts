import type { Tables, Translate } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The export namespace in every language. */
export const exportMessages: Tables<typeof en> = { en, es, fr, de, nl, it };

/** The English table's type: what a translator of this namespace is typed by. */
export type ExportMessages = typeof en;

/** A translator of this namespace (lib/export reads it for the listing's language, never React). */
export type ExportT = Translate<typeof en>;
