import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian ("home staging virtuale" / "arredamento virtuale" on immobiliare.it). */
export const it: Translation<typeof en> = {
  'label.virtually-staged': 'Arredato virtualmente',
  'label.digitally-altered': 'Modificata digitalmente',
  'label.original': 'Originale',
  'remarks.virtually-staged': 'Una o più foto sono state arredate virtualmente (home staging virtuale).',
  'remarks.digitally-altered': 'Una o più foto sono state modificate digitalmente.',
};
