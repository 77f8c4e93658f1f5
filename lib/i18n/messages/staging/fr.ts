import type { Translation } from '../../message-types';
import type { en } from './en';

/** French ("vous"; "home staging virtuel", "projet de home staging", "bien", as on SeLoger). */
export const fr: Translation<typeof en> = {
  'project.label': 'Projet de home staging',
  'project.loading': 'Recherche du projet de home staging de cette photo…',
  'project.none': {
    one: 'Le home staging de cette photo crée son projet\u00a0: {count} crédit de home staging, puis jusqu’à {max} variantes de la pièce sans frais supplémentaires.',
    other: 'Le home staging de cette photo crée son projet\u00a0: {count} crédits de home staging, puis jusqu’à {max} variantes de la pièce sans frais supplémentaires.',
  },
  'project.counter': { one: 'Il reste {count} variante sur {max}', other: 'Il reste {count} variantes sur {max}' },
  'project.counter.unknown': 'Variantes restantes\u00a0: pas encore vérifiées',
  'project.free': 'Les variantes suivantes ne coûtent rien de plus\u00a0: le crédit de home staging de ce projet est déjà utilisé.',
  'project.pending': { one: '{count} autre en cours', other: '{count} autres en cours' },
  'project.full': 'Ce projet de home staging a ses {max} variantes.',
  'project.full.next': {
    one: 'Pour refaire un home staging de cette photo, créez un nouveau projet\u00a0: {count} crédit de home staging.',
    other: 'Pour refaire un home staging de cette photo, créez un nouveau projet\u00a0: {count} crédits de home staging.',
  },
  'project.new': 'Créer un nouveau projet de home staging',
  'project.closed': {
    one: 'Ce projet de home staging est clos. Un nouveau home staging de cette photo crée un nouveau projet\u00a0: {count} crédit de home staging.',
    other: 'Ce projet de home staging est clos. Un nouveau home staging de cette photo crée un nouveau projet\u00a0: {count} crédits de home staging.',
  },
  'project.gone': {
    one: 'RenovateAI n’a plus ce projet de home staging. Les variantes que vous avez gardées restent dans vos résultats\u00a0; un nouveau home staging de cette photo crée un nouveau projet\u00a0: {count} crédit de home staging.',
    other: 'RenovateAI n’a plus ce projet de home staging. Les variantes que vous avez gardées restent dans vos résultats\u00a0; un nouveau home staging de cette photo crée un nouveau projet\u00a0: {count} crédits de home staging.',
  },
  'project.limit-refused': 'RenovateAI a refusé une variante de plus\u00a0: ce projet de home staging avait déjà ses {max}. Reimagine l’a clos\u00a0; ses variantes restent affichées ici.',
  'project.error.invalid': 'La réponse de RenovateAI sur ce projet de home staging est illisible\u00a0: ses variantes ne peuvent pas être affichées pour le moment.',
  'project.error.other': 'Les variantes de ce projet de home staging n’ont pas pu être affichées. {reason}',

  'gallery.title': { one: '{count} variante', other: '{count} variantes' },
  'gallery.loading': 'Chargement des variantes du projet…',
  'gallery.empty': 'Pas encore de variante\u00a0: le home staging de cette photo crée la première.',
  'gallery.item': '{room} · {style}',
  'gallery.compare': 'Comparer',
  'gallery.compare.label': 'Comparer la variante {number} ({room}, {style}, {date}) avec la pièce vide',
  'gallery.shown': 'Affichée ci-dessus',

  'action.create': {
    one: 'Utilise {count} crédit de home staging\u00a0: crée le projet de cette photo',
    other: 'Utilise {count} crédits de home staging\u00a0: crée le projet de cette photo',
  },
  'action.create.left': {
    one: 'Utilise {count} crédit de home staging\u00a0: crée le projet de cette photo · solde\u00a0: {left}',
    other: 'Utilise {count} crédits de home staging\u00a0: crée le projet de cette photo · solde\u00a0: {left}',
  },
  'action.variation.next': { one: 'Variante suivante\u00a0: aucun crédit de plus · il en reste {count} sur {max}', other: 'Variante suivante\u00a0: aucun crédit de plus · il en reste {count} sur {max}' },
  'action.blocked.full': 'Plus aucune variante\u00a0: ce projet de home staging en contient {max}. Créez un nouveau projet pour refaire un home staging de cette photo.',

  'list.title': 'Projets de home staging',
  'list.hint': 'Chaque photo meublée virtuellement\u00a0: jusqu’à {max} variantes pour un crédit de home staging.',
  'list.error': 'Les projets de home staging n’ont pas pu être lus. {reason}',
  'list.created': 'Créé le {date}',
  'list.used': { one: '{count} variante utilisée sur {max}', other: '{count} variantes utilisées sur {max}' },
  'list.used.unknown': 'Variantes pas encore vérifiées',
  'list.open': 'Ouvrir',
  'list.open.label': 'Ouvrir le projet de home staging de {listing}, créé le {date}',
  'list.remove': 'Retirer',
  'list.remove.label': 'Retirer le projet de home staging de {listing}, créé le {date}',
  'list.remove.question': {
    one: 'Retirer ce projet de home staging de Reimagine\u00a0? Les variantes que vous avez gardées restent dans vos résultats, et RenovateAI conserve le projet. Refaire un home staging de cette photo crée un nouveau projet\u00a0: {count} crédit de home staging.',
    other: 'Retirer ce projet de home staging de Reimagine\u00a0? Les variantes que vous avez gardées restent dans vos résultats, et RenovateAI conserve le projet. Refaire un home staging de cette photo crée un nouveau projet\u00a0: {count} crédits de home staging.',
  },
  'list.remove.confirm': 'Retirer le projet',
  'list.remove.busy': 'Un home staging est en cours\u00a0: retirez le projet une fois qu’il est terminé.',
  'state.open': 'Ouvert',
  'state.full': 'Complet',
  'state.closed': 'Clos',
  'state.gone': 'Plus sur RenovateAI',
};
