import type { Translation } from '../../message-types';
import type { en } from './en';

/** French (vous; a narrow no-break space before the colon, as French typography wants). */
export const fr: Translation<typeof en> = {
  'button.name': 'Retoucher la photo avec Reimagine',
  'badge.queued': 'En attente',
  'badge.working': 'En cours',
  'badge.done': 'Résultat prêt',
  'badge.failed': 'Échec',
  'status.queued': 'En attente de traitement',
  'status.working': 'Traitement en cours',
  'status.working-for': 'Traitement en cours, {elapsed}',
  'status.done': 'Résultat prêt\u202f: ouvrez-le dans le panneau Reimagine',
  'status.failed': 'Le traitement a échoué\u202f: ouvrez le panneau Reimagine pour en savoir plus',
};
