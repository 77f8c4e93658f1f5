import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish. */
export const es: Translation<typeof en> = {
  'menu.reimagine-image': 'Editar esta imagen con Reimagine',
  'menu.enable-site': 'Activar Reimagine en este sitio',
  'menu.disable-site': 'Desactivar Reimagine en este sitio',
};
