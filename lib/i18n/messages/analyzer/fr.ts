import type { Translation } from '../../message-types';
import type { en } from './en';

/** French ("vous"; "annonce", "bien", "home staging virtuel", as on SeLoger). */
export const fr: Translation<typeof en> = {
  'section.label': 'Analyse de l’image',
  'consent.label': 'Suggérer le type de pièce et le style (peut utiliser des crédits)',
  'consent.on': 'Chaque photo que vous ouvrez est analysée une fois, et son type de pièce et son groupe de styles sont présélectionnés. Vous pouvez toujours les modifier.',
  'consent.off': 'Désactivé : aucune photo n’est analysée, sauf si vous l’activez ou analysez une annonce entière.',
  'cost.plan': 'Les détails de votre forfait ({plan}) : crédits de rénovation {renovation}, crédits de home staging {staging}.',
  'cost.no-plan': 'Les détails de votre forfait ne sont pas encore chargés.',
  'cost.unknown': 'Ils n’indiquent aucun prix pour une analyse : une analyse peut donc utiliser des crédits.',

  'photo.pending': 'Analyse de cette photo…',
  'photo.interior': 'Analyse : un intérieur.',
  'photo.interior-room': 'Analyse : un intérieur ({room}).',
  'photo.exterior': 'Analyse : un extérieur.',
  'photo.exterior-kind': 'Analyse : un extérieur ({kind}).',
  'photo.unreadable': 'L’analyse de cette photo n’a pas pu être lue, rien n’a donc été présélectionné. Vos choix sont inchangés.',
  'photo.failed': 'Cette photo n’a pas pu être analysée : {reason}',
  'photo.detail': 'Détails',
  'photo.ask-why': 'Cette photo est venue de la page sans un clic que Reimagine puisse confirmer : elle n’est donc pas analysée d’elle-même.',
  'photo.ask': 'Analyser cette photo',

  'tag.suggested': 'Suggéré',
  'tag.title': 'Présélectionné d’après l’analyse de l’image. Vous pouvez le modifier.',
  'room.suggested': 'Type de pièce d’après l’analyse de l’image : {room}',

  'listing.start': { one: 'Analyser la photo de cette annonce', other: 'Analyser les {count} photos de cette annonce' },
  'listing.again': 'Analyser à nouveau l’annonce',
  'listing.confirm': { one: 'Analyser {count} photo en un seul lot ?', other: 'Analyser {count} photos en un seul lot ?' },
  'listing.uploads': 'Les photos que le service ne peut pas télécharger lui-même sont d’abord envoyées sur votre compte (une fois chacune).',
  'listing.go': 'Analyser',
  'listing.sending': 'Envoi des photos…',
  'listing.progress': 'Analyse des photos de l’annonce : {processed} sur {total}',
  'listing.completed': { one: '{count} photo analysée : ses suggestions sont prêtes.', other: '{count} photos analysées : leurs suggestions sont prêtes.' },
  'listing.some-failed': { one: '{count} photo n’a pas pu être analysée.', other: '{count} photos n’ont pas pu être analysées.' },
  'listing.skipped': { one: '{count} photo n’a pas pu être envoyée.', other: '{count} photos n’ont pas pu être envoyées.' },
  'listing.failed': 'Le service n’a pas pu analyser ces photos.',
  'listing.timed-out': 'Aucun résultat après {minutes} minutes : l’analyse de cette annonce a été abandonnée.',
  'listing.gone': 'L’analyseur d’images a cessé de répondre pendant l’analyse.',
  'listing.lost': 'Le service ne connaît plus cette analyse.',
  'listing.unreadable': 'Les réponses du service sur cette analyse n’ont pas pu être lues : Reimagine a cessé de les demander.',
  'listing.kept': 'Les photos analysées auparavant gardent leurs suggestions.',
  'listing.error': 'L’annonce n’a pas pu être analysée : {reason}',
};
