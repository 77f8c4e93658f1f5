import type { Tables } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The shared components' namespace in every language. */
export const sharedMessages: Tables<typeof en> = { en, es, fr, de, nl, it };
