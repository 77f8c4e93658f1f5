import type { Translation } from '../../message-types';
import type { en } from './en';

/** German, as Makler write on ImmoScout24 ("virtuell eingerichtet", "Bildunterschrift", "Inserat"; "Sie"). */
export const de: Translation<typeof en> = {
  'remarks.originals.all': 'Das unbearbeitete Original jedes bearbeiteten Fotos ist verfügbar.',
  'remarks.originals.linked': {
    one: 'Das unbearbeitete Original von Foto {photos} konnte nicht heruntergeladen werden: Seine Adresse steht unten in der Bildunterschrift.',
    other: 'Die unbearbeiteten Originale der Fotos {photos} konnten nicht heruntergeladen werden: Die Adresse steht jeweils unten in der Bildunterschrift des Fotos.',
  },
  'remarks.originals.others': 'Die Originale der übrigen Fotos sind verfügbar.',
  'remarks.unlabelled': {
    one: 'Foto {photos} trägt keinen Hinweis im Bild: Veröffentlichen Sie es mit seiner Bildunterschrift unten, die angibt, wie es bearbeitet wurde.',
    other: 'Die Fotos {photos} tragen keinen Hinweis im Bild: Veröffentlichen Sie jedes mit seiner Bildunterschrift unten, die angibt, wie es bearbeitet wurde.',
  },

  'caption.virtually-staged': 'Foto {n}: virtuell eingerichtet',
  'caption.virtually-staged.unlabelled': 'Foto {n}: virtuell eingerichtet (ohne Hinweis im Foto)',
  'caption.digitally-altered': 'Foto {n}: digital bearbeitet',
  'caption.digitally-altered.unlabelled': 'Foto {n}: digital bearbeitet (ohne Hinweis im Foto)',
  'caption.details': '{caption}, {details}',
  'caption.original-linked': '{caption}; unbearbeitetes Original: {url}',

  'lookbook.title': '{title}: vorher und nachher',
  'lookbook.statement': '{remarks} Jedes bearbeitete Foto steht neben seinem unbearbeiteten Original, mit einem Link und einem QR-Code zum Original.',
  'lookbook.pair': 'Foto {n}',
  'lookbook.before.alt': 'Originalfoto {n}, unbearbeitet',
  'lookbook.before.caption': 'Vorher: das unbearbeitete Original',
  'lookbook.after.caption': 'Nachher: {label}',
  'lookbook.original': 'Unbearbeitetes Original von Foto {n}: {link}',
  'lookbook.qr': 'QR-Code: Originalfoto {n}',
  'lookbook.qr.too-long': 'Die Adresse ist zu lang für einen QR-Code: Öffnen Sie den Link.',
  'lookbook.original.no-link': 'Unbearbeitetes Original von Foto {n}: Die Seite des Inserats bettet es ein, daher hat es keine Webadresse zum Verlinken oder Scannen.',
  'lookbook.footer': 'Inserat: {url} · Erstellt am {date} mit Reimagine.',

  'note.original.missing': 'Das Originalfoto konnte nicht heruntergeladen werden; es ist stattdessen über seine URL verlinkt.',
  'note.original.http': 'Das Originalfoto konnte nicht heruntergeladen werden (HTTP {status}); es ist stattdessen über seine URL verlinkt.',
  'note.original.unreadable': 'Das Originalfoto konnte nicht als Bild gelesen werden; es ist stattdessen über seine URL verlinkt.',
  'note.original.too-large': 'Das Originalfoto ist größer als {megabytes} MB; es ist stattdessen über seine URL verlinkt.',
  'note.original.too-many-pixels': 'Das Originalfoto hat {width} × {height} Pixel, mehr als die {megapixels} Megapixel, die Reimagine zeichnet; es ist stattdessen über seine URL verlinkt.',
  'note.original.private': 'Die Adresse des Originalfotos liegt in einem privaten Netz, deshalb hat Reimagine es nicht heruntergeladen; es ist stattdessen über seine URL verlinkt.',
  'note.pair.missing': 'Kein Vorher-Nachher-Bild: Das Originalfoto konnte nicht heruntergeladen werden.',
  'note.pair.not-made': 'Es wurde kein Vorher-Nachher-Bild erstellt.',

  'card.before': 'Vorher',
  'card.scan': 'Scannen Sie den Code für das unbearbeitete Originalfoto',
  'card.no-link': 'Das unbearbeitete Originalfoto hat keine Webadresse, auf die verlinkt werden kann.',
  'card.no-link.share': 'Teilen Sie es zusammen mit dieser Karte.',
  'card.qr.too-long': 'Die Adresse des Originalfotos ist zu lang für einen QR-Code.',

  'file.listing': 'inserat',
  'file.photo': 'foto',
  'file.original': 'original',
  'file.pair': 'vorher-nachher',
  'file.operation.renovate': 'renovierung',
  'file.operation.kitchenCabinets': 'kuechenfronten',
  'file.operation.styleTransfer': 'stiluebertragung',
  'file.operation.upscale': 'hochskalierung',
  'file.operation.stage': 'home-staging',
  'file.operation.analyze': 'analyse',
};
