import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch (je). */
export const nl: Translation<typeof en> = {
  'notice.details': 'Details',
  'notice.may-have-charged': 'De render heeft RenovateAI misschien bereikt voordat de verbinding wegviel, en is dan in rekening gebracht: controleer je credits en geschiedenis voordat je het opnieuw probeert.',
  'notice.open-options': 'Opties openen',
  'notice.get-credits': 'Credits kopen',
  'notice.retry': 'Opnieuw proberen',
  'notice.pick-another-photo': 'Andere foto kiezen',
  'notice.dismiss': 'Sluiten',
  'assets.looking': 'Afbeeldingen zoeken die Reimagine heeft geüpload…',
  'assets.none': 'Reimagine heeft zelf geen afbeeldingen geüpload die het kan verwijderen. Verwijder een paar bestanden in je RenovateAI-account.',
  'assets.delete-oldest': { one: 'De oudste afbeelding verwijderen die Reimagine heeft geüpload', other: 'De {count} oudste afbeeldingen verwijderen die Reimagine heeft geüpload' },
  'assets.deleted': { one: '{count} afbeelding verwijderd.', other: '{count} afbeeldingen verwijderd.' },
  'confirm.cancel': 'Annuleren',
};
