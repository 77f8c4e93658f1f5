import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch ("je"; "woning", "advertentie", "virtuele styling", as on Funda). */
export const nl: Translation<typeof en> = {
  'section.label': 'Beeldanalyse',
  'consent.label': 'Ruimtetype en stijl voorstellen (kan credits kosten)',
  'consent.on': 'Elke foto die je opent wordt één keer geanalyseerd, en het ruimtetype en de stijlgroep worden vooraf gekozen. Je kunt ze nog steeds wijzigen.',
  'consent.off': 'Uit: er wordt geen foto geanalyseerd, tenzij je dit aanzet of een hele advertentie laat analyseren.',
  'cost.plan': 'Je abonnementsgegevens ({plan}): renovatiecredits {renovation}, stylingcredits {staging}.',
  'cost.no-plan': 'Je abonnementsgegevens zijn nog niet geladen.',
  'cost.unknown': 'Ze noemen geen prijs voor een analyse, dus een analyse kan credits kosten.',

  'photo.pending': 'Deze foto wordt geanalyseerd…',
  'photo.interior': 'Analyse: een interieur.',
  'photo.interior-room': 'Analyse: een interieur ({room}).',
  'photo.exterior': 'Analyse: een exterieur.',
  'photo.exterior-kind': 'Analyse: een exterieur ({kind}).',
  'photo.unreadable': 'De analyse van deze foto kon niet worden gelezen, dus er is niets vooraf gekozen. Je keuzes zijn ongewijzigd.',
  'photo.failed': 'Deze foto kon niet worden geanalyseerd: {reason}',
  'photo.detail': 'Details',
  'photo.ask-why': 'Deze foto kwam van de pagina zonder een klik die Reimagine kon bevestigen, dus wordt hij niet vanzelf geanalyseerd.',
  'photo.ask': 'Deze foto analyseren',

  'tag.suggested': 'Voorgesteld',
  'tag.title': 'Vooraf gekozen op basis van de beeldanalyse. Je kunt het wijzigen.',
  'room.suggested': 'Ruimtetype volgens de beeldanalyse: {room}',

  'listing.start': { one: 'De foto van deze advertentie analyseren', other: 'Alle {count} foto’s van deze advertentie analyseren' },
  'listing.again': 'De advertentie opnieuw analyseren',
  'listing.confirm': { one: '{count} foto in één keer analyseren?', other: '{count} foto’s in één keer analyseren?' },
  'listing.uploads': 'Foto’s die de dienst niet zelf kan downloaden, worden eerst naar je account geüpload (elk één keer).',
  'listing.go': 'Analyseren',
  'listing.sending': 'De foto’s worden verstuurd…',
  'listing.progress': 'De foto’s van de advertentie worden geanalyseerd: {processed} van {total}',
  'listing.completed': { one: '{count} foto geanalyseerd: de voorstellen staan klaar.', other: '{count} foto’s geanalyseerd: de voorstellen staan klaar.' },
  'listing.some-failed': { one: '{count} foto kon niet worden geanalyseerd.', other: '{count} foto’s konden niet worden geanalyseerd.' },
  'listing.skipped': { one: '{count} foto kon niet worden verstuurd.', other: '{count} foto’s konden niet worden verstuurd.' },
  'listing.failed': 'De dienst kon deze foto’s niet analyseren.',
  'listing.timed-out': 'Na {minutes} minuten geen resultaat, dus de analyse van deze advertentie is gestopt.',
  'listing.gone': 'De beeldanalyse gaf tijdens de analyse geen antwoord meer.',
  'listing.lost': 'De dienst kent deze analyse niet meer.',
  'listing.unreadable': 'De antwoorden van de dienst over deze analyse waren niet leesbaar, dus Reimagine vraagt er niet meer naar.',
  'listing.kept': 'Eerder geanalyseerde foto’s houden hun voorstellen.',
  'listing.error': 'De advertentie kon niet worden geanalyseerd: {reason}',
};
