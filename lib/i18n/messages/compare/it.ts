import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian (tu; "home staging virtuale" as Italian agencies say it). */
export const it: Translation<typeof en> = {
  'title.loading': 'Confronto Reimagine',
  'title.ready': '{operation} · {listing} – Reimagine',
  loading: 'Caricamento del confronto…',
  'no-result.title': 'Nessun risultato da confrontare',
  'no-result.text': 'Questo indirizzo non indica alcun risultato. Apri un risultato nel pannello laterale di Reimagine e scegli «Apri il confronto in una scheda».',
  'missing.title': 'Questo risultato non è più nella tua cronologia',
  'missing.text': 'È stato eliminato, oppure la cronologia è stata cancellata. Apri un risultato nel pannello laterale di Reimagine e scegli «Apri il confronto in una scheda».',
  'failed.title': 'Non è stato possibile caricare il confronto',
  'image-gone': 'L’immagine del risultato non è più disponibile qui: la copia locale non c’è più e il link ospitato è scaduto. Viene mostrata la foto originale.',
  'listing.on-host': 'Annuncio su {host}',
  'listing.photo': 'Foto dell’annuncio',
  'view-listing': 'Vedi l’annuncio',
};
