import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch, as makelaars write on Funda and Pararius ("virtueel ingericht", "onderschrift", "woning"; "je"). */
export const nl: Translation<typeof en> = {
  'remarks.originals.all': 'Het onbewerkte origineel van elke bewerkte foto is beschikbaar.',
  'remarks.originals.linked': {
    one: 'Het onbewerkte origineel van foto {photos} kon niet worden gedownload: het adres staat in het onderschrift hieronder.',
    other: 'De onbewerkte originelen van de foto’s {photos} konden niet worden gedownload: elk adres staat in het onderschrift van de foto hieronder.',
  },
  'remarks.originals.others': 'De originelen van de andere foto’s zijn beschikbaar.',
  'remarks.unlabelled': {
    one: 'Foto {photos} heeft geen label in de afbeelding: plaats hem met het onderschrift hieronder, dat vermeldt hoe hij is bewerkt.',
    other: 'De foto’s {photos} hebben geen label in de afbeelding: plaats ze elk met hun onderschrift hieronder, dat vermeldt hoe ze zijn bewerkt.',
  },

  'caption.virtually-staged': 'Foto {n}: virtueel ingericht',
  'caption.virtually-staged.unlabelled': 'Foto {n}: virtueel ingericht (zonder label op de foto)',
  'caption.digitally-altered': 'Foto {n}: digitaal bewerkt',
  'caption.digitally-altered.unlabelled': 'Foto {n}: digitaal bewerkt (zonder label op de foto)',
  'caption.details': '{caption}, {details}',
  'caption.original-linked': '{caption}; onbewerkt origineel: {url}',

  'lookbook.title': '{title}: voor en na',
  'lookbook.statement': '{remarks} Elke bewerkte foto staat naast het onbewerkte origineel, met een link en een QR-code naar het origineel.',
  'lookbook.pair': 'Foto {n}',
  'lookbook.before.alt': 'Originele foto {n}, onbewerkt',
  'lookbook.before.caption': 'Voor: het onbewerkte origineel',
  'lookbook.after.caption': 'Na: {label}',
  'lookbook.original': 'Onbewerkt origineel van foto {n}: {link}',
  'lookbook.qr': 'QR-code: originele foto {n}',
  'lookbook.qr.too-long': 'Het adres is te lang voor een QR-code: open de link.',
  'lookbook.original.no-link': 'Onbewerkt origineel van foto {n}: de woningpagina sluit het in, dus het heeft geen webadres om te openen of te scannen.',
  'lookbook.footer': 'Woning: {url} · Gemaakt op {date} met Reimagine.',

  'note.original.missing': 'De originele foto kon niet worden gedownload; hij is in plaats daarvan gelinkt via zijn URL.',
  'note.original.http': 'De originele foto kon niet worden gedownload (HTTP {status}); hij is in plaats daarvan gelinkt via zijn URL.',
  'note.original.unreadable': 'De originele foto kon niet als afbeelding worden gelezen; hij is in plaats daarvan gelinkt via zijn URL.',
  'note.original.too-large': 'De originele foto is groter dan {megabytes} MB; hij is in plaats daarvan gelinkt via zijn URL.',
  'note.original.too-many-pixels': 'De originele foto is {width} × {height} pixels, meer dan de {megapixels} megapixel die Reimagine tekent; hij is in plaats daarvan gelinkt via zijn URL.',
  'note.original.private': 'Het adres van de originele foto ligt op een privénetwerk, dus Reimagine heeft hem niet gedownload; hij is in plaats daarvan gelinkt via zijn URL.',
  'note.pair.missing': 'Geen voor-en-na-afbeelding: de originele foto kon niet worden gedownload.',
  'note.pair.not-made': 'Er is geen voor-en-na-afbeelding gemaakt.',

  'card.before': 'Voor',
  'card.scan': 'Scan voor de originele, onbewerkte foto',
  'card.no-link': 'De originele, onbewerkte foto heeft geen webadres om naar te linken.',
  'card.no-link.share': 'Deel hem samen met deze kaart.',
  'card.qr.too-long': 'Het adres van de originele foto is te lang voor een QR-code.',

  'file.listing': 'woning',
  'file.photo': 'foto',
  'file.original': 'origineel',
  'file.pair': 'voor-na',
  'file.operation.renovate': 'renovatie',
  'file.operation.kitchenCabinets': 'keukenkastjes',
  'file.operation.styleTransfer': 'stijloverdracht',
  'file.operation.upscale': 'vergroting',
  'file.operation.stage': 'styling',
  'file.operation.analyze': 'analyse',
};
