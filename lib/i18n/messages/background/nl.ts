import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch. */
export const nl: Translation<typeof en> = {
  'menu.reimagine-image': 'Afbeelding bewerken met Reimagine',
  'menu.enable-site': 'Reimagine inschakelen op deze website',
  'menu.disable-site': 'Reimagine uitschakelen op deze website',
};
