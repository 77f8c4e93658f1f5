import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish (Spain's portals say "home staging virtual"; the label says what a buyer must know). */
export const es: Translation<typeof en> = {
  'label.virtually-staged': 'Amueblado virtualmente',
  'label.digitally-altered': 'Modificada digitalmente',
  'label.original': 'Original',
  'remarks.virtually-staged': 'Una o más fotos han sido amuebladas virtualmente (home staging virtual).',
  'remarks.digitally-altered': 'Una o más fotos han sido modificadas digitalmente.',
};
