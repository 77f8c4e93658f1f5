import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish (tú). */
export const es: Translation<typeof en> = {
  'notice.details': 'Detalles',
  'notice.may-have-charged': 'Puede que el render llegara a RenovateAI antes de perderse la conexión y se cobrara: revisa tus créditos y tu historial antes de reintentar.',
  'notice.open-options': 'Abrir opciones',
  'notice.get-credits': 'Conseguir créditos',
  'notice.retry': 'Reintentar',
  'notice.pick-another-photo': 'Elegir otra foto',
  'notice.dismiss': 'Cerrar',
  'assets.looking': 'Buscando imágenes subidas por Reimagine…',
  'assets.none': 'Reimagine no ha subido imágenes propias que se puedan eliminar. Elimina algunos archivos en tu cuenta de RenovateAI.',
  'assets.delete-oldest': { one: 'Eliminar la imagen más antigua subida por Reimagine', other: 'Eliminar las {count} imágenes más antiguas subidas por Reimagine' },
  'assets.deleted': { one: '{count} imagen eliminada.', other: '{count} imágenes eliminadas.' },
  'confirm.cancel': 'Cancelar',
};
