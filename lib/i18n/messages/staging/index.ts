import type { Tables, Translate } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The staging projects namespace in every language. */
export const stagingMessages: Tables<typeof en> = { en, es, fr, de, nl, it };

/** A translator of this namespace, for helpers outside components (they get it from `useT`). */
export type StagingT = Translate<typeof en>;
