import type { Tables } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/** The analyzer namespace (image analysis in the side panel) in every language. */
export const analyzerMessages: Tables<typeof en> = { en, es, fr, de, nl, it };

/** The English table's type: what a translator of this namespace is typed by. */
export type AnalyzerMessages = typeof en;
