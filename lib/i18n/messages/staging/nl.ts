import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch ("je"; virtuele styling: "stylingproject", "stylingcredit", "woning", as on Funda). */
export const nl: Translation<typeof en> = {
  'project.label': 'Stylingproject',
  'project.loading': 'Stylingproject van deze foto zoeken…',
  'project.none': {
    one: 'Styling van deze foto maakt het stylingproject aan: {count} stylingcredit, daarna tot {max} varianten van de ruimte zonder extra kosten.',
    other: 'Styling van deze foto maakt het stylingproject aan: {count} stylingcredits, daarna tot {max} varianten van de ruimte zonder extra kosten.',
  },
  'project.counter': { one: 'Nog {count} van {max} varianten over', other: 'Nog {count} van {max} varianten over' },
  'project.counter.unknown': 'Varianten over: nog niet gecontroleerd',
  'project.free': 'Meer varianten kosten niets extra: de stylingcredit van dit project is al gebruikt.',
  'project.pending': { one: 'Nog {count} onderweg', other: 'Nog {count} onderweg' },
  'project.full': 'Dit stylingproject heeft al zijn {max} varianten.',
  'project.full.next': {
    one: 'Wil je deze foto opnieuw stylen, begin dan een nieuw project: {count} stylingcredit.',
    other: 'Wil je deze foto opnieuw stylen, begin dan een nieuw project: {count} stylingcredits.',
  },
  'project.new': 'Nieuw stylingproject beginnen',
  'project.closed': {
    one: 'Dit stylingproject is gesloten. Deze foto opnieuw stylen begint een nieuw project: {count} stylingcredit.',
    other: 'Dit stylingproject is gesloten. Deze foto opnieuw stylen begint een nieuw project: {count} stylingcredits.',
  },
  'project.gone': {
    one: 'RenovateAI heeft dit stylingproject niet meer. De varianten die je bewaard hebt, blijven in je resultaten; deze foto opnieuw stylen begint een nieuw project: {count} stylingcredit.',
    other: 'RenovateAI heeft dit stylingproject niet meer. De varianten die je bewaard hebt, blijven in je resultaten; deze foto opnieuw stylen begint een nieuw project: {count} stylingcredits.',
  },
  'project.limit-refused': 'RenovateAI weigerde nog een variant: dit stylingproject had al zijn {max}. Reimagine heeft het gesloten; de varianten blijven hier staan.',
  'project.error.invalid': 'Het antwoord van RenovateAI over dit stylingproject is onleesbaar, dus de varianten kunnen nu niet getoond worden.',
  'project.error.other': 'De varianten van dit stylingproject konden niet getoond worden. {reason}',

  'gallery.title': { one: '{count} variant', other: '{count} varianten' },
  'gallery.loading': 'Varianten van het project laden…',
  'gallery.empty': 'Nog geen varianten: styling van deze foto maakt de eerste.',
  'gallery.item': '{room} · {style}',
  'gallery.compare': 'Vergelijken',
  'gallery.compare.label': 'Variant {number} ({room}, {style}, {date}) vergelijken met de lege ruimte',
  'gallery.shown': 'Hierboven getoond',

  'action.create': {
    one: 'Kost {count} stylingcredit: maakt het stylingproject van deze foto aan',
    other: 'Kost {count} stylingcredits: maakt het stylingproject van deze foto aan',
  },
  'action.create.left': {
    one: 'Kost {count} stylingcredit: maakt het stylingproject van deze foto aan · nog {left} over',
    other: 'Kost {count} stylingcredits: maakt het stylingproject van deze foto aan · nog {left} over',
  },
  'action.variation.next': { one: 'Volgende variant: geen extra credit · nog {count} van {max} over', other: 'Volgende variant: geen extra credit · nog {count} van {max} over' },
  'action.blocked.full': 'Geen varianten meer over: dit stylingproject heeft er {max}. Begin een nieuw project om deze foto opnieuw te stylen.',

  'list.title': 'Stylingprojecten',
  'list.hint': 'Elke foto die je liet stylen: tot {max} varianten voor één stylingcredit.',
  'list.error': 'De stylingprojecten konden niet gelezen worden. {reason}',
  'list.created': 'Aangemaakt op {date}',
  'list.used': { one: '{count} van {max} varianten gebruikt', other: '{count} van {max} varianten gebruikt' },
  'list.used.unknown': 'Varianten nog niet gecontroleerd',
  'list.open': 'Openen',
  'list.open.label': 'Stylingproject van {listing} openen, aangemaakt op {date}',
  'list.remove': 'Verwijderen',
  'list.remove.label': 'Stylingproject van {listing} verwijderen, aangemaakt op {date}',
  'list.remove.question': {
    one: 'Dit stylingproject uit Reimagine verwijderen? De varianten die je bewaarde blijven in je resultaten, en RenovateAI houdt het project. Style je deze foto opnieuw, dan begint een nieuw project: {count} stylingcredit.',
    other: 'Dit stylingproject uit Reimagine verwijderen? De varianten die je bewaarde blijven in je resultaten, en RenovateAI houdt het project. Style je deze foto opnieuw, dan begint een nieuw project: {count} stylingcredits.',
  },
  'list.remove.confirm': 'Project verwijderen',
  'list.remove.busy': 'Er is nog een styling onderweg: verwijder het project als die klaar is.',
  'state.open': 'Open',
  'state.full': 'Vol',
  'state.closed': 'Gesloten',
  'state.gone': 'Niet meer bij RenovateAI',
};
