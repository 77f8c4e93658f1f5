import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian ("tu"; "annuncio", "immobile", "home staging virtuale", as on Immobiliare.it). */
export const it: Translation<typeof en> = {
  'section.label': 'Analisi dell’immagine',
  'consent.label': 'Suggerisci tipo di ambiente e stile (può usare crediti)',
  'consent.on': 'Ogni foto che apri viene analizzata una volta, e il tipo di ambiente e il gruppo di stili vengono preselezionati. Puoi comunque cambiarli.',
  'consent.off': 'Disattivato: nessuna foto viene analizzata, a meno che tu non lo attivi o analizzi un intero annuncio.',
  'cost.plan': 'I dettagli del tuo piano ({plan}): crediti di ristrutturazione {renovation}, crediti di home staging {staging}.',
  'cost.no-plan': 'I dettagli del tuo piano non sono ancora caricati.',
  'cost.unknown': 'Non indicano alcun prezzo per un’analisi, quindi un’analisi può usare crediti.',

  'photo.pending': 'Analisi di questa foto…',
  'photo.interior': 'Analisi: un interno.',
  'photo.interior-room': 'Analisi: un interno ({room}).',
  'photo.exterior': 'Analisi: un esterno.',
  'photo.exterior-kind': 'Analisi: un esterno ({kind}).',
  'photo.unreadable': 'Non è stato possibile leggere l’analisi di questa foto, quindi non è stato preselezionato nulla. Le tue scelte non sono cambiate.',
  'photo.failed': 'Non è stato possibile analizzare questa foto: {reason}',
  'photo.detail': 'Dettagli',
  'photo.ask-why': 'Questa foto è arrivata dalla pagina senza un clic che Reimagine potesse confermare, quindi non viene analizzata da sola.',
  'photo.ask': 'Analizza questa foto',

  'tag.suggested': 'Suggerito',
  'tag.title': 'Preselezionato in base all’analisi dell’immagine. Puoi cambiarlo.',
  'room.suggested': 'Tipo di ambiente secondo l’analisi dell’immagine: {room}',

  'listing.start': { one: 'Analizza la foto di questo annuncio', other: 'Analizza tutte le {count} foto di questo annuncio' },
  'listing.again': 'Analizza di nuovo l’annuncio',
  'listing.confirm': { one: 'Analizzare {count} foto in un unico lotto?', other: 'Analizzare {count} foto in un unico lotto?' },
  'listing.uploads': 'Le foto che il servizio non può scaricare da solo vengono prima caricate sul tuo account (una volta ciascuna).',
  'listing.go': 'Analizza',
  'listing.sending': 'Invio delle foto…',
  'listing.progress': 'Analisi delle foto dell’annuncio: {processed} di {total}',
  'listing.completed': { one: '{count} foto analizzata: i suoi suggerimenti sono pronti.', other: '{count} foto analizzate: i loro suggerimenti sono pronti.' },
  'listing.some-failed': { one: 'Non è stato possibile analizzare {count} foto.', other: 'Non è stato possibile analizzare {count} foto.' },
  'listing.skipped': { one: 'Non è stato possibile inviare {count} foto.', other: 'Non è stato possibile inviare {count} foto.' },
  'listing.failed': 'Il servizio non è riuscito ad analizzare queste foto.',
  'listing.timed-out': 'Nessun risultato dopo {minutes} minuti, quindi l’analisi di questo annuncio è stata interrotta.',
  'listing.gone': 'L’analizzatore di immagini ha smesso di rispondere durante l’analisi.',
  'listing.lost': 'Il servizio non conosce più questa analisi.',
  'listing.unreadable': 'Non è stato possibile leggere le risposte del servizio su questa analisi, quindi Reimagine ha smesso di chiedere.',
  'listing.kept': 'Le foto analizzate prima conservano i loro suggerimenti.',
  'listing.error': 'Non è stato possibile analizzare l’annuncio: {reason}',
};
