import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish (tú, as Spanish portals address their users). */
export const es: Translation<typeof en> = {
  'button.name': 'Editar la foto con Reimagine',
  'badge.queued': 'En cola',
  'badge.working': 'Procesando',
  'badge.done': 'Resultado listo',
  'badge.failed': 'Error',
  'status.queued': 'En cola para procesar',
  'status.working': 'Procesando',
  'status.working-for': 'Procesando, {elapsed}',
  'status.done': 'Resultado listo: ábrelo en el panel de Reimagine',
  'status.failed': 'No se ha podido procesar la foto: abre el panel de Reimagine para ver los detalles',
};
