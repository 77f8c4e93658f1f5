import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish, as agencies write on Idealista and Fotocasa ("home staging virtual", "pie de foto", "anuncio"). */
export const es: Translation<typeof en> = {
  'remarks.originals.all': 'Está disponible el original sin modificar de cada foto modificada.',
  'remarks.originals.linked': {
    one: 'No se ha podido descargar el original sin modificar de la foto {photos}: su dirección figura en su pie de foto, más abajo.',
    other: 'No se han podido descargar los originales sin modificar de las fotos {photos}: la dirección de cada uno figura en el pie de su foto, más abajo.',
  },
  'remarks.originals.others': 'Los originales de las demás fotos están disponibles.',
  'remarks.unlabelled': {
    one: 'La foto {photos} no lleva la etiqueta en la imagen: publícala con su pie de foto, más abajo, que indica cómo se ha modificado.',
    other: 'Las fotos {photos} no llevan la etiqueta en la imagen: publica cada una con su pie de foto, más abajo, que indica cómo se ha modificado.',
  },

  'caption.virtually-staged': 'Foto {n}: home staging virtual',
  'caption.virtually-staged.unlabelled': 'Foto {n}: home staging virtual (la foto no lleva etiqueta)',
  'caption.digitally-altered': 'Foto {n}: modificada digitalmente',
  'caption.digitally-altered.unlabelled': 'Foto {n}: modificada digitalmente (la foto no lleva etiqueta)',
  'caption.details': '{caption}, {details}',
  'caption.original-linked': '{caption}; original sin modificar: {url}',

  'lookbook.title': '{title}: antes y después',
  'lookbook.statement': '{remarks} Cada foto modificada aparece junto a su original sin modificar, con un enlace y un código QR al original.',
  'lookbook.pair': 'Foto {n}',
  'lookbook.before.alt': 'Foto original {n}, sin modificar',
  'lookbook.before.caption': 'Antes: el original sin modificar',
  'lookbook.after.caption': 'Después: {label}',
  'lookbook.original': 'Original sin modificar de la foto {n}: {link}',
  'lookbook.qr': 'Código QR: foto original {n}',
  'lookbook.qr.too-long': 'Su dirección es demasiado larga para un código QR: abre el enlace.',
  'lookbook.original.no-link': 'Original sin modificar de la foto {n}: la página del anuncio lo incrusta, así que no tiene una dirección web que enlazar o escanear.',
  'lookbook.footer': 'Anuncio: {url} · Creado el {date} con Reimagine.',

  'note.original.missing': 'No se ha podido descargar la foto original; se enlaza mediante su URL.',
  'note.original.http': 'No se ha podido descargar la foto original (HTTP {status}); se enlaza mediante su URL.',
  'note.original.unreadable': 'La foto original no se ha podido leer como imagen; se enlaza mediante su URL.',
  'note.original.too-large': 'La foto original pesa más de {megabytes} MB; se enlaza mediante su URL.',
  'note.original.too-many-pixels': 'La foto original mide {width} × {height} píxeles, más de los {megapixels} megapíxeles que dibuja Reimagine; se enlaza mediante su URL.',
  'note.original.private': 'La dirección de la foto original está en una red privada, así que Reimagine no la ha descargado; se enlaza mediante su URL.',
  'note.pair.missing': 'Sin imagen de antes y después: no se ha podido descargar la foto original.',
  'note.pair.not-made': 'No se ha creado la imagen de antes y después.',

  'card.before': 'Antes',
  'card.scan': 'Escanea para ver la foto original, sin modificar',
  'card.no-link': 'La foto original, sin modificar, no tiene una dirección web a la que enlazar.',
  'card.no-link.share': 'Compártela junto con esta tarjeta.',
  'card.qr.too-long': 'La dirección de la foto original es demasiado larga para un código QR.',

  'file.listing': 'anuncio',
  'file.photo': 'foto',
  'file.original': 'original',
  'file.pair': 'antes-despues',
  'file.operation.renovate': 'reforma',
  'file.operation.kitchenCabinets': 'muebles-cocina',
  'file.operation.styleTransfer': 'transferencia-estilo',
  'file.operation.upscale': 'ampliacion',
  'file.operation.stage': 'home-staging',
  'file.operation.analyze': 'analisis',
};
