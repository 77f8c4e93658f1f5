import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch (je, as Funda and Pararius address their users). */
export const nl: Translation<typeof en> = {
  'button.name': 'Foto bewerken met Reimagine',
  'badge.queued': 'In de wachtrij',
  'badge.working': 'Bezig',
  'badge.done': 'Resultaat klaar',
  'badge.failed': 'Mislukt',
  'status.queued': 'In de wachtrij voor bewerking',
  'status.working': 'Bezig',
  'status.working-for': 'Bezig, {elapsed}',
  'status.done': 'Resultaat klaar: open het in het Reimagine-paneel',
  'status.failed': 'De bewerking is mislukt: open het Reimagine-paneel voor details',
};
