import type { Translation } from '../../message-types';
import type { en } from './en';

/** German (Sie; "virtuelles Home Staging", "Staging-Projekt", "Exposé", as German portals say it). */
export const de: Translation<typeof en> = {
  'project.label': 'Staging-Projekt',
  'project.loading': 'Staging-Projekt dieses Fotos wird gesucht…',
  'project.none': {
    one: 'Das Staging dieses Fotos legt sein Staging-Projekt an: {count} Staging-Credit, danach bis zu {max} Varianten des Raums ohne weitere Kosten.',
    other: 'Das Staging dieses Fotos legt sein Staging-Projekt an: {count} Staging-Credits, danach bis zu {max} Varianten des Raums ohne weitere Kosten.',
  },
  'project.counter': { one: 'Noch {count} von {max} Varianten frei', other: 'Noch {count} von {max} Varianten frei' },
  'project.counter.unknown': 'Freie Varianten: noch nicht geprüft',
  'project.free': 'Weitere Varianten kosten nichts mehr: Der Staging-Credit dieses Projekts ist bereits verbraucht.',
  'project.pending': { one: '{count} weitere in Arbeit', other: '{count} weitere in Arbeit' },
  'project.full': 'Dieses Staging-Projekt hat alle {max} Varianten.',
  'project.full.next': {
    one: 'Um dieses Foto erneut zu stagen, legen Sie ein neues Projekt an: {count} Staging-Credit.',
    other: 'Um dieses Foto erneut zu stagen, legen Sie ein neues Projekt an: {count} Staging-Credits.',
  },
  'project.new': 'Neues Staging-Projekt anlegen',
  'project.closed': {
    one: 'Dieses Staging-Projekt ist abgeschlossen. Ein neues Staging dieses Fotos legt ein neues Projekt an: {count} Staging-Credit.',
    other: 'Dieses Staging-Projekt ist abgeschlossen. Ein neues Staging dieses Fotos legt ein neues Projekt an: {count} Staging-Credits.',
  },
  'project.gone': {
    one: 'RenovateAI hat dieses Staging-Projekt nicht mehr. Die Varianten, die Sie behalten haben, bleiben in Ihren Ergebnissen; ein neues Staging dieses Fotos legt ein neues Projekt an: {count} Staging-Credit.',
    other: 'RenovateAI hat dieses Staging-Projekt nicht mehr. Die Varianten, die Sie behalten haben, bleiben in Ihren Ergebnissen; ein neues Staging dieses Fotos legt ein neues Projekt an: {count} Staging-Credits.',
  },
  'project.limit-refused': 'RenovateAI hat eine weitere Variante abgelehnt: Dieses Staging-Projekt hatte bereits alle {max}. Reimagine hat es abgeschlossen; seine Varianten bleiben hier aufgelistet.',
  'project.error.invalid': 'Die Antwort von RenovateAI zu diesem Staging-Projekt ist nicht lesbar, daher können seine Varianten gerade nicht angezeigt werden.',
  'project.error.other': 'Die Varianten dieses Staging-Projekts konnten nicht angezeigt werden. {reason}',

  'gallery.title': { one: '{count} Variante', other: '{count} Varianten' },
  'gallery.loading': 'Varianten des Projekts werden geladen…',
  'gallery.empty': 'Noch keine Varianten: Das Staging dieses Fotos erstellt die erste.',
  'gallery.item': '{room} · {style}',
  'gallery.compare': 'Vergleichen',
  'gallery.compare.label': 'Variante {number} ({room}, {style}, {date}) mit dem leeren Raum vergleichen',
  'gallery.shown': 'Oben angezeigt',

  'action.create': {
    one: 'Verbraucht {count} Staging-Credit: legt das Staging-Projekt dieses Fotos an',
    other: 'Verbraucht {count} Staging-Credits: legt das Staging-Projekt dieses Fotos an',
  },
  'action.create.left': {
    one: 'Verbraucht {count} Staging-Credit: legt das Staging-Projekt dieses Fotos an · noch {left} übrig',
    other: 'Verbraucht {count} Staging-Credits: legt das Staging-Projekt dieses Fotos an · noch {left} übrig',
  },
  'action.variation.next': { one: 'Nächste Variante: kein weiterer Credit · noch {count} von {max} frei', other: 'Nächste Variante: kein weiterer Credit · noch {count} von {max} frei' },
  'action.blocked.full': 'Keine Varianten mehr frei: Dieses Staging-Projekt fasst {max}. Legen Sie ein neues Projekt an, um dieses Foto erneut zu stagen.',

  'list.title': 'Staging-Projekte',
  'list.hint': 'Jedes Foto mit virtuellem Home Staging: bis zu {max} Varianten für einen Staging-Credit.',
  'list.error': 'Die Staging-Projekte konnten nicht gelesen werden. {reason}',
  'list.created': 'Angelegt am {date}',
  'list.used': { one: '{count} von {max} Varianten genutzt', other: '{count} von {max} Varianten genutzt' },
  'list.used.unknown': 'Varianten noch nicht geprüft',
  'list.open': 'Öffnen',
  'list.open.label': 'Staging-Projekt von {listing} öffnen, angelegt am {date}',
  'list.remove': 'Entfernen',
  'list.remove.label': 'Staging-Projekt von {listing} entfernen, angelegt am {date}',
  'list.remove.question': {
    one: 'Dieses Staging-Projekt aus Reimagine entfernen? Die behaltenen Varianten bleiben in Ihren Ergebnissen, und RenovateAI behält das Projekt. Wird dieses Foto erneut gestagt, beginnt ein neues Projekt: {count} Staging-Credit.',
    other: 'Dieses Staging-Projekt aus Reimagine entfernen? Die behaltenen Varianten bleiben in Ihren Ergebnissen, und RenovateAI behält das Projekt. Wird dieses Foto erneut gestagt, beginnt ein neues Projekt: {count} Staging-Credits.',
  },
  'list.remove.confirm': 'Projekt entfernen',
  'list.remove.busy': 'Ein Staging ist noch unterwegs: Entfernen Sie das Projekt, wenn es fertig ist.',
  'state.open': 'Offen',
  'state.full': 'Voll',
  'state.closed': 'Abgeschlossen',
  'state.gone': 'Nicht mehr bei RenovateAI',
};
