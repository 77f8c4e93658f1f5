import type { Tables, Translate } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The results namespace in every language. */
export const resultsMessages: Tables<typeof en> = { en, es, fr, de, nl, it };

/** The English table's type. */
export type ResultsMessages = typeof en;

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type ResultsT = Translate<typeof en>;
