import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian, as agenzie write on Immobiliare.it and Idealista ("arredata virtualmente", "didascalia", "annuncio"; "tu"). */
export const it: Translation<typeof en> = {
  'remarks.originals.all': 'L’originale non modificato di ogni foto modificata è disponibile.',
  'remarks.originals.linked': {
    one: 'Non è stato possibile scaricare l’originale non modificato della foto {photos}: il suo indirizzo è indicato nella didascalia qui sotto.',
    other: 'Non è stato possibile scaricare gli originali non modificati delle foto {photos}: ogni indirizzo è indicato nella didascalia della foto qui sotto.',
  },
  'remarks.originals.others': 'Gli originali delle altre foto sono disponibili.',
  'remarks.unlabelled': {
    one: 'La foto {photos} non riporta la dicitura sull’immagine: pubblicala con la didascalia qui sotto, che indica come è stata modificata.',
    other: 'Le foto {photos} non riportano la dicitura sull’immagine: pubblica ciascuna con la sua didascalia qui sotto, che indica come è stata modificata.',
  },

  'caption.virtually-staged': 'Foto {n}: arredata virtualmente',
  'caption.virtually-staged.unlabelled': 'Foto {n}: arredata virtualmente (senza dicitura sulla foto)',
  'caption.digitally-altered': 'Foto {n}: modificata digitalmente',
  'caption.digitally-altered.unlabelled': 'Foto {n}: modificata digitalmente (senza dicitura sulla foto)',
  'caption.details': '{caption}, {details}',
  'caption.original-linked': '{caption}; originale non modificato: {url}',

  'lookbook.title': '{title}: prima e dopo',
  'lookbook.statement': '{remarks} Ogni foto modificata è mostrata accanto al suo originale non modificato, con un link e un codice QR all’originale.',
  'lookbook.pair': 'Foto {n}',
  'lookbook.before.alt': 'Foto originale {n}, non modificata',
  'lookbook.before.caption': 'Prima: l’originale non modificato',
  'lookbook.after.caption': 'Dopo: {label}',
  'lookbook.original': 'Originale non modificato della foto {n}: {link}',
  'lookbook.qr': 'Codice QR: foto originale {n}',
  'lookbook.qr.too-long': 'Il suo indirizzo è troppo lungo per un codice QR: apri il link.',
  'lookbook.original.no-link': 'Originale non modificato della foto {n}: la pagina dell’annuncio lo incorpora, quindi non ha un indirizzo web da aprire o scansionare.',
  'lookbook.footer': 'Annuncio: {url} · Creato il {date} con Reimagine.',

  'note.original.missing': 'Non è stato possibile scaricare la foto originale; è collegata tramite il suo URL.',
  'note.original.http': 'Non è stato possibile scaricare la foto originale (HTTP {status}); è collegata tramite il suo URL.',
  'note.original.unreadable': 'Non è stato possibile leggere la foto originale come immagine; è collegata tramite il suo URL.',
  'note.original.too-large': 'La foto originale supera {megabytes} MB; è collegata tramite il suo URL.',
  'note.original.too-many-pixels': 'La foto originale è di {width} × {height} pixel, più dei {megapixels} megapixel che Reimagine disegna; è collegata tramite il suo URL.',
  'note.original.private': 'L’indirizzo della foto originale è su una rete privata, quindi Reimagine non l’ha scaricata; è collegata tramite il suo URL.',
  'note.pair.missing': 'Nessuna immagine prima/dopo: non è stato possibile scaricare la foto originale.',
  'note.pair.not-made': 'Non è stata creata alcuna immagine prima/dopo.',

  'card.before': 'Prima',
  'card.scan': 'Inquadra il codice per la foto originale, non modificata',
  'card.no-link': 'La foto originale, non modificata, non ha un indirizzo web a cui collegarsi.',
  'card.no-link.share': 'Condividila insieme a questa scheda.',
  'card.qr.too-long': 'L’indirizzo della foto originale è troppo lungo per un codice QR.',

  'file.listing': 'annuncio',
  'file.photo': 'foto',
  'file.original': 'originale',
  'file.pair': 'prima-dopo',
  'file.operation.renovate': 'ristrutturazione',
  'file.operation.kitchenCabinets': 'mobili-cucina',
  'file.operation.styleTransfer': 'trasferimento-stile',
  'file.operation.upscale': 'upscaling',
  'file.operation.stage': 'home-staging',
  'file.operation.analyze': 'analisi',
};
