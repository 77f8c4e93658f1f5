import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch (je; "virtuele styling" as Dutch makelaars say it). */
export const nl: Translation<typeof en> = {
  'title.loading': 'Reimagine-vergelijking',
  'title.ready': '{operation} · {listing} – Reimagine',
  loading: 'Vergelijking wordt geladen…',
  'no-result.title': 'Geen resultaat om te vergelijken',
  'no-result.text': 'Dit adres noemt geen resultaat. Open een resultaat in het zijpaneel van Reimagine en kies ‘Vergelijking openen in een tabblad’.',
  'missing.title': 'Dit resultaat staat niet meer in je geschiedenis',
  'missing.text': 'Het is verwijderd, of de geschiedenis is gewist. Open een resultaat in het zijpaneel van Reimagine en kies ‘Vergelijking openen in een tabblad’.',
  'failed.title': 'De vergelijking kon niet worden geladen',
  'image-gone': 'De afbeelding van het resultaat is hier niet meer beschikbaar: de lokale kopie is weg en de gehoste link is verlopen. De oorspronkelijke foto wordt getoond.',
  'listing.on-host': 'Woning op {host}',
  'listing.photo': 'Woningfoto',
  'view-listing': 'Advertentie bekijken',
};
