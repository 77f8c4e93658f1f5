import type { Translation } from '../../message-types';
import type { en } from './en';

/** German (Sie; "virtuelles Home Staging" as German portals say it). */
export const de: Translation<typeof en> = {
  'title.loading': 'Reimagine-Vergleich',
  'title.ready': '{operation} · {listing} – Reimagine',
  loading: 'Vergleich wird geladen…',
  'no-result.title': 'Kein Ergebnis zum Vergleichen',
  'no-result.text': 'Diese Adresse nennt kein Ergebnis. Öffnen Sie ein Ergebnis im Seitenbereich von Reimagine und wählen Sie „Vergleich in einem Tab öffnen“.',
  'missing.title': 'Dieses Ergebnis ist nicht mehr in Ihrem Verlauf',
  'missing.text': 'Es wurde gelöscht, oder der Verlauf wurde geleert. Öffnen Sie ein Ergebnis im Seitenbereich von Reimagine und wählen Sie „Vergleich in einem Tab öffnen“.',
  'failed.title': 'Der Vergleich konnte nicht geladen werden',
  'image-gone': 'Das Bild des Ergebnisses ist hier nicht mehr verfügbar: Die lokale Kopie ist weg und der gehostete Link ist abgelaufen. Das Originalfoto wird angezeigt.',
  'listing.on-host': 'Inserat auf {host}',
  'listing.photo': 'Inseratsfoto',
  'view-listing': 'Inserat ansehen',
};
