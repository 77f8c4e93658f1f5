import type { Translation } from '../../message-types';
import type { en } from './en';

/** German ("virtuelles Home Staging" on ImmoScout24; "virtuell eingerichtet" on the photo). */
export const de: Translation<typeof en> = {
  'label.virtually-staged': 'Virtuell eingerichtet',
  'label.digitally-altered': 'Digital bearbeitet',
  'label.original': 'Original',
  'remarks.virtually-staged': 'Ein oder mehrere Fotos wurden virtuell eingerichtet (virtuelles Home Staging).',
  'remarks.digitally-altered': 'Ein oder mehrere Fotos wurden digital bearbeitet.',
};
