import type { Tables } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The Assets view's namespace in every language. */
export const assetsMessages: Tables<typeof en> = { en, es, fr, de, nl, it };

export type AssetsMessages = typeof en;
