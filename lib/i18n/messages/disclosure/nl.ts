import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch (Funda and Pararius agents say "virtueel ingericht" or "virtuele styling"). */
export const nl: Translation<typeof en> = {
  'label.virtually-staged': 'Virtueel ingericht',
  'label.digitally-altered': 'Digitaal bewerkt',
  'label.original': 'Origineel',
  'remarks.virtually-staged': 'Een of meer foto’s zijn virtueel ingericht.',
  'remarks.digitally-altered': 'Een of meer foto’s zijn digitaal bewerkt.',
};
