import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian ("tu"; "home staging virtuale", "progetto di home staging", "immobile", "annuncio"). */
export const it: Translation<typeof en> = {
  'project.label': 'Progetto di home staging',
  'project.loading': 'Ricerca del progetto di home staging di questa foto…',
  'project.none': {
    one: 'L’home staging di questa foto crea il suo progetto: {count} credito di home staging, poi fino a {max} varianti dell’ambiente senza costi aggiuntivi.',
    other: 'L’home staging di questa foto crea il suo progetto: {count} crediti di home staging, poi fino a {max} varianti dell’ambiente senza costi aggiuntivi.',
  },
  'project.counter': { one: 'Resta {count} variante su {max}', other: 'Restano {count} varianti su {max}' },
  'project.counter.unknown': 'Varianti rimaste: non ancora verificate',
  'project.free': 'Le altre varianti non costano nulla in più: il credito di home staging di questo progetto è già stato usato.',
  'project.pending': { one: 'Ancora {count} in arrivo', other: 'Ancora {count} in arrivo' },
  'project.full': 'Questo progetto di home staging ha già tutte le sue {max} varianti.',
  'project.full.next': {
    one: 'Per rifare l’home staging di questa foto, crea un nuovo progetto: {count} credito di home staging.',
    other: 'Per rifare l’home staging di questa foto, crea un nuovo progetto: {count} crediti di home staging.',
  },
  'project.new': 'Crea un nuovo progetto di home staging',
  'project.closed': {
    one: 'Questo progetto di home staging è chiuso. Un nuovo home staging di questa foto crea un nuovo progetto: {count} credito di home staging.',
    other: 'Questo progetto di home staging è chiuso. Un nuovo home staging di questa foto crea un nuovo progetto: {count} crediti di home staging.',
  },
  'project.gone': {
    one: 'RenovateAI non ha più questo progetto di home staging. Le varianti che hai tenuto restano nei tuoi risultati; un nuovo home staging di questa foto crea un nuovo progetto: {count} credito di home staging.',
    other: 'RenovateAI non ha più questo progetto di home staging. Le varianti che hai tenuto restano nei tuoi risultati; un nuovo home staging di questa foto crea un nuovo progetto: {count} crediti di home staging.',
  },
  'project.limit-refused': 'RenovateAI ha rifiutato un’altra variante: questo progetto di home staging aveva già le sue {max}. Reimagine l’ha chiuso; le sue varianti restano elencate qui.',
  'project.error.invalid': 'La risposta di RenovateAI su questo progetto di home staging non è leggibile, quindi al momento non si possono elencare le sue varianti.',
  'project.error.other': 'Non è stato possibile elencare le varianti di questo progetto di home staging. {reason}',

  'gallery.title': { one: '{count} variante', other: '{count} varianti' },
  'gallery.loading': 'Caricamento delle varianti del progetto…',
  'gallery.empty': 'Ancora nessuna variante: l’home staging di questa foto crea la prima.',
  'gallery.item': '{room} · {style}',
  'gallery.compare': 'Confronta',
  'gallery.compare.label': 'Confronta la variante {number} ({room}, {style}, {date}) con l’ambiente vuoto',
  'gallery.shown': 'Mostrata sopra',

  'action.create': {
    one: 'Usa {count} credito di home staging: crea il progetto di questa foto',
    other: 'Usa {count} crediti di home staging: crea il progetto di questa foto',
  },
  'action.create.left': {
    one: 'Usa {count} credito di home staging: crea il progetto di questa foto · disponibili: {left}',
    other: 'Usa {count} crediti di home staging: crea il progetto di questa foto · disponibili: {left}',
  },
  'action.variation.next': { one: 'Variante successiva: nessun credito in più · ne resta {count} su {max}', other: 'Variante successiva: nessun credito in più · ne restano {count} su {max}' },
  'action.blocked.full': 'Nessuna variante rimasta: questo progetto di home staging ne contiene {max}. Crea un nuovo progetto per rifare l’home staging di questa foto.',

  'list.title': 'Progetti di home staging',
  'list.hint': 'Ogni foto con home staging: fino a {max} varianti per un credito di home staging.',
  'list.error': 'Non è stato possibile leggere i progetti di home staging. {reason}',
  'list.created': 'Creato il {date}',
  'list.used': { one: '{count} variante usata su {max}', other: '{count} varianti usate su {max}' },
  'list.used.unknown': 'Varianti non ancora verificate',
  'list.open': 'Apri',
  'list.open.label': 'Apri il progetto di home staging di {listing}, creato il {date}',
  'list.remove': 'Rimuovi',
  'list.remove.label': 'Rimuovi il progetto di home staging di {listing}, creato il {date}',
  'list.remove.question': {
    one: 'Rimuovere questo progetto di home staging da Reimagine? Le varianti che hai tenuto restano nei tuoi risultati e RenovateAI conserva il progetto. Rifare l’home staging di questa foto crea un nuovo progetto: {count} credito di home staging.',
    other: 'Rimuovere questo progetto di home staging da Reimagine? Le varianti che hai tenuto restano nei tuoi risultati e RenovateAI conserva il progetto. Rifare l’home staging di questa foto crea un nuovo progetto: {count} crediti di home staging.',
  },
  'list.remove.confirm': 'Rimuovi progetto',
  'list.remove.busy': 'Un home staging è in corso: rimuovi il progetto quando è finito.',
  'state.open': 'Aperto',
  'state.full': 'Completo',
  'state.closed': 'Chiuso',
  'state.gone': 'Non più su RenovateAI',
};
