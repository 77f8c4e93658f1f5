import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian (tu, as immobiliare.it addresses its users). */
export const it: Translation<typeof en> = {
  'button.name': 'Modifica la foto con Reimagine',
  'badge.queued': 'In coda',
  'badge.working': 'In corso',
  'badge.done': 'Risultato pronto',
  'badge.failed': 'Non riuscito',
  'status.queued': 'In coda per l’elaborazione',
  'status.working': 'Elaborazione in corso',
  'status.working-for': 'Elaborazione in corso, {elapsed}',
  'status.done': 'Risultato pronto: aprilo nel pannello di Reimagine',
  'status.failed': 'Elaborazione non riuscita: apri il pannello di Reimagine per i dettagli',
};
