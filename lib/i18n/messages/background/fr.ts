import type { Translation } from '../../message-types';
import type { en } from './en';

/** French. */
export const fr: Translation<typeof en> = {
  'menu.reimagine-image': 'Retoucher cette image avec Reimagine',
  'menu.enable-site': 'Activer Reimagine sur ce site',
  'menu.disable-site': 'Désactiver Reimagine sur ce site',
};
