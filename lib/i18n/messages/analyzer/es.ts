import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish ("tú"; "anuncio", "inmueble", "home staging virtual", as on Idealista). */
export const es: Translation<typeof en> = {
  'section.label': 'Análisis de la imagen',
  'consent.label': 'Sugerir tipo de estancia y estilo (puede usar créditos)',
  'consent.on': 'Cada foto que abres se analiza una vez, y su tipo de estancia y su grupo de estilos quedan preseleccionados. Puedes cambiarlos igualmente.',
  'consent.off': 'Desactivado: no se analiza ninguna foto salvo que lo actives o analices un anuncio entero.',
  'cost.plan': 'Los datos de tu plan ({plan}): créditos de reforma {renovation}, créditos de home staging {staging}.',
  'cost.no-plan': 'Los datos de tu plan aún no se han cargado.',
  'cost.unknown': 'No indican ningún precio para un análisis, así que un análisis puede usar créditos.',

  'photo.pending': 'Analizando esta foto…',
  'photo.interior': 'Análisis: un interior.',
  'photo.interior-room': 'Análisis: un interior ({room}).',
  'photo.exterior': 'Análisis: un exterior.',
  'photo.exterior-kind': 'Análisis: un exterior ({kind}).',
  'photo.unreadable': 'No se ha podido leer el análisis de esta foto, así que no se ha preseleccionado nada. Tus opciones no han cambiado.',
  'photo.failed': 'No se ha podido analizar esta foto: {reason}',
  'photo.detail': 'Detalles',
  'photo.ask-why': 'Esta foto llegó de la página sin un clic que Reimagine pudiera confirmar, así que no se analiza por sí sola.',
  'photo.ask': 'Analizar esta foto',

  'tag.suggested': 'Sugerido',
  'tag.title': 'Preseleccionado según el análisis de la imagen. Puedes cambiarlo.',
  'room.suggested': 'Tipo de estancia según el análisis de la imagen: {room}',

  'listing.start': { one: 'Analizar la foto de este anuncio', other: 'Analizar las {count} fotos de este anuncio' },
  'listing.again': 'Volver a analizar el anuncio',
  'listing.confirm': { one: '¿Analizar {count} foto en un solo lote?', other: '¿Analizar {count} fotos en un solo lote?' },
  'listing.uploads': 'Las fotos que el servicio no puede descargar por sí mismo se suben antes a tu cuenta (una vez cada una).',
  'listing.go': 'Analizar',
  'listing.sending': 'Enviando las fotos…',
  'listing.progress': 'Analizando las fotos del anuncio: {processed} de {total}',
  'listing.completed': { one: '{count} foto analizada: sus sugerencias están listas.', other: '{count} fotos analizadas: sus sugerencias están listas.' },
  'listing.some-failed': { one: 'No se ha podido analizar {count} foto.', other: 'No se han podido analizar {count} fotos.' },
  'listing.skipped': { one: 'No se ha podido enviar {count} foto.', other: 'No se han podido enviar {count} fotos.' },
  'listing.failed': 'El servicio no ha podido analizar estas fotos.',
  'listing.timed-out': 'Sin resultado tras {minutes} minutos, así que se ha abandonado el análisis de este anuncio.',
  'listing.gone': 'El analizador de imágenes dejó de responder durante el análisis.',
  'listing.lost': 'El servicio ya no conoce este análisis.',
  'listing.unreadable': 'No se han podido leer las respuestas del servicio sobre este análisis, así que Reimagine ha dejado de preguntar.',
  'listing.kept': 'Las fotos analizadas antes conservan sus sugerencias.',
  'listing.error': 'No se ha podido analizar el anuncio: {reason}',
};
