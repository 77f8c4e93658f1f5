import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish (tú; "home staging virtual" as Spanish portals say it). */
export const es: Translation<typeof en> = {
  'title.loading': 'Comparación de Reimagine',
  'title.ready': '{operation} · {listing} – Reimagine',
  loading: 'Cargando la comparación…',
  'no-result.title': 'No hay ningún resultado que comparar',
  'no-result.text': 'Esta dirección no indica ningún resultado. Abre un resultado en el panel lateral de Reimagine y elige «Abrir la comparación en una pestaña».',
  'missing.title': 'Este resultado ya no está en tu historial',
  'missing.text': 'Se eliminó o se borró el historial. Abre un resultado en el panel lateral de Reimagine y elige «Abrir la comparación en una pestaña».',
  'failed.title': 'No se ha podido cargar la comparación',
  'image-gone': 'La imagen del resultado ya no está disponible aquí: su copia local ha desaparecido y su enlace alojado ha caducado. Se muestra la foto original.',
  'listing.on-host': 'Anuncio en {host}',
  'listing.photo': 'Foto del anuncio',
  'view-listing': 'Ver el anuncio',
};
