import type { Translation } from '../../message-types';
import type { en } from './en';

/** German ("Sie"; "Exposé", "Immobilie", "Home Staging", as on ImmoScout24). */
export const de: Translation<typeof en> = {
  'section.label': 'Bildanalyse',
  'consent.label': 'Raumtyp und Stil vorschlagen (kann Credits verbrauchen)',
  'consent.on': 'Jedes geöffnete Foto wird einmal analysiert, und sein Raumtyp und seine Stilgruppe werden vorausgewählt. Sie können beides weiterhin ändern.',
  'consent.off': 'Aus: Es wird kein Foto analysiert, außer Sie schalten dies ein oder analysieren ein ganzes Exposé.',
  'cost.plan': 'Ihre Tarifdetails ({plan}): Renovierungs-Credits {renovation}, Staging-Credits {staging}.',
  'cost.no-plan': 'Ihre Tarifdetails sind noch nicht geladen.',
  'cost.unknown': 'Sie nennen keinen Preis für eine Analyse, daher kann eine Analyse Credits verbrauchen.',

  'photo.pending': 'Dieses Foto wird analysiert…',
  'photo.interior': 'Analyse: ein Innenraum.',
  'photo.interior-room': 'Analyse: ein Innenraum ({room}).',
  'photo.exterior': 'Analyse: eine Außenansicht.',
  'photo.exterior-kind': 'Analyse: eine Außenansicht ({kind}).',
  'photo.unreadable': 'Die Analyse dieses Fotos konnte nicht gelesen werden, daher wurde nichts vorausgewählt. Ihre Auswahl ist unverändert.',
  'photo.failed': 'Dieses Foto konnte nicht analysiert werden: {reason}',
  'photo.detail': 'Details',
  'photo.ask-why': 'Dieses Foto kam ohne einen Klick von der Seite, den Reimagine bestätigen konnte, daher wird es nicht von selbst analysiert.',
  'photo.ask': 'Dieses Foto analysieren',

  'tag.suggested': 'Vorgeschlagen',
  'tag.title': 'Aus der Bildanalyse vorausgewählt. Sie können es ändern.',
  'room.suggested': 'Raumtyp laut Bildanalyse: {room}',

  'listing.start': { one: 'Das Foto dieses Exposés analysieren', other: 'Alle {count} Fotos dieses Exposés analysieren' },
  'listing.again': 'Exposé erneut analysieren',
  'listing.confirm': { one: '{count} Foto in einem Durchgang analysieren?', other: '{count} Fotos in einem Durchgang analysieren?' },
  'listing.uploads': 'Fotos, die der Dienst nicht selbst herunterladen kann, werden zuerst in Ihr Konto hochgeladen (jedes einmal).',
  'listing.go': 'Analysieren',
  'listing.sending': 'Fotos werden gesendet…',
  'listing.progress': 'Fotos des Exposés werden analysiert: {processed} von {total}',
  'listing.completed': { one: '{count} Foto analysiert: Die Vorschläge sind bereit.', other: '{count} Fotos analysiert: Die Vorschläge sind bereit.' },
  'listing.some-failed': { one: '{count} Foto konnte nicht analysiert werden.', other: '{count} Fotos konnten nicht analysiert werden.' },
  'listing.skipped': { one: '{count} Foto konnte nicht gesendet werden.', other: '{count} Fotos konnten nicht gesendet werden.' },
  'listing.failed': 'Der Dienst konnte diese Fotos nicht analysieren.',
  'listing.timed-out': 'Nach {minutes} Minuten kein Ergebnis, daher wurde die Analyse dieses Exposés abgebrochen.',
  'listing.gone': 'Die Bildanalyse hat während der Analyse aufgehört zu antworten.',
  'listing.lost': 'Der Dienst kennt diese Analyse nicht mehr.',
  'listing.unreadable': 'Die Antworten des Dienstes zu dieser Analyse waren nicht lesbar, daher fragt Reimagine nicht mehr nach.',
  'listing.kept': 'Bereits analysierte Fotos behalten ihre Vorschläge.',
  'listing.error': 'Das Exposé konnte nicht analysiert werden: {reason}',
};
