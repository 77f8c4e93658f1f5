import type { Translation } from '../../message-types';
import type { en } from './en';

/** French ("home staging virtuel" is the term French agencies and SeLoger use). */
export const fr: Translation<typeof en> = {
  'label.virtually-staged': 'Home staging virtuel',
  'label.digitally-altered': 'Modifiée numériquement',
  'label.original': 'Originale',
  'remarks.virtually-staged': 'Une ou plusieurs photos présentent un home staging virtuel.',
  'remarks.digitally-altered': 'Une ou plusieurs photos ont été modifiées numériquement.',
};
