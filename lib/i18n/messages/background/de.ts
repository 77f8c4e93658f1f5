import type { Translation } from '../../message-types';
import type { en } from './en';

/** German. */
export const de: Translation<typeof en> = {
  'menu.reimagine-image': 'Bild mit Reimagine bearbeiten',
  'menu.enable-site': 'Reimagine auf dieser Website aktivieren',
  'menu.disable-site': 'Reimagine auf dieser Website deaktivieren',
};
