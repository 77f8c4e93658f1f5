import type { Translation } from '../../message-types';
import type { en } from './en';

/** German (Sie). */
export const de: Translation<typeof en> = {
  'button.name': 'Foto mit Reimagine bearbeiten',
  'badge.queued': 'Wartet',
  'badge.working': 'In Arbeit',
  'badge.done': 'Ergebnis fertig',
  'badge.failed': 'Fehlgeschlagen',
  'status.queued': 'Wartet auf die Bearbeitung',
  'status.working': 'In Arbeit',
  'status.working-for': 'In Arbeit, {elapsed}',
  'status.done': 'Ergebnis fertig: Öffnen Sie es in der Reimagine-Seitenleiste',
  'status.failed': 'Die Bearbeitung ist fehlgeschlagen: Details finden Sie in der Reimagine-Seitenleiste',
};
