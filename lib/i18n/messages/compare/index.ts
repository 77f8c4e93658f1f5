import type { Tables, Translate } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The comparison tab's namespace in every language. */
export const compareMessages: Tables<typeof en> = { en, es, fr, de, nl, it };

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type CompareT = Translate<typeof en>;
