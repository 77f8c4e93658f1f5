import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian (tu). */
export const it: Translation<typeof en> = {
  'notice.details': 'Dettagli',
  'notice.may-have-charged': 'Il render potrebbe aver raggiunto RenovateAI prima che la connessione cadesse, ed essere stato addebitato: controlla crediti e cronologia prima di riprovare.',
  'notice.open-options': 'Apri le opzioni',
  'notice.get-credits': 'Acquista crediti',
  'notice.retry': 'Riprova',
  'notice.pick-another-photo': 'Scegli un’altra foto',
  'notice.dismiss': 'Chiudi',
  'assets.looking': 'Ricerca delle immagini caricate da Reimagine…',
  'assets.none': 'Reimagine non ha caricato immagini proprie da eliminare. Elimina alcuni file nel tuo account RenovateAI.',
  'assets.delete-oldest': { one: 'Elimina l’immagine più vecchia caricata da Reimagine', other: 'Elimina le {count} immagini più vecchie caricate da Reimagine' },
  'assets.deleted': { one: '{count} immagine eliminata.', other: '{count} immagini eliminate.' },
  'confirm.cancel': 'Annulla',
};
