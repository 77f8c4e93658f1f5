import type { Translation } from '../../message-types';
import type { en } from './en';

/** German (Sie). */
export const de: Translation<typeof en> = {
  'notice.details': 'Details',
  'notice.may-have-charged': 'Das Rendering hat RenovateAI vielleicht erreicht, bevor die Verbindung abbrach, und wurde berechnet: Prüfen Sie Ihre Credits und Ihren Verlauf, bevor Sie es erneut versuchen.',
  'notice.open-options': 'Optionen öffnen',
  'notice.get-credits': 'Credits kaufen',
  'notice.retry': 'Erneut versuchen',
  'notice.pick-another-photo': 'Anderes Foto wählen',
  'notice.dismiss': 'Schließen',
  'assets.looking': 'Bilder, die Reimagine hochgeladen hat, werden gesucht …',
  'assets.none': 'Reimagine hat keine eigenen Bilder hochgeladen, die es löschen könnte. Löschen Sie einige Dateien in Ihrem RenovateAI-Konto.',
  'assets.delete-oldest': { one: 'Das älteste von Reimagine hochgeladene Bild löschen', other: 'Die {count} ältesten von Reimagine hochgeladenen Bilder löschen' },
  'assets.deleted': { one: '{count} Bild gelöscht.', other: '{count} Bilder gelöscht.' },
  'confirm.cancel': 'Abbrechen',
};
