import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian. */
export const it: Translation<typeof en> = {
  'menu.reimagine-image': 'Modifica questa immagine con Reimagine',
  'menu.enable-site': 'Attiva Reimagine su questo sito',
  'menu.disable-site': 'Disattiva Reimagine su questo sito',
};
