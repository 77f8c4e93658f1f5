import type { Tables } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The content script's namespace in every language (the only namespace its bundle carries). */
export const contentMessages: Tables<typeof en> = { en, es, fr, de, nl, it };
