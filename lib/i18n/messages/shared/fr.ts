import type { Translation } from '../../message-types';
import type { en } from './en';

/** French (vous; "one" covers 0 and 1 in French). */
export const fr: Translation<typeof en> = {
  'notice.details': 'Détails',
  'notice.may-have-charged': 'Le rendu a peut-être atteint RenovateAI avant la perte de connexion, et été facturé : vérifiez vos crédits et votre historique avant de réessayer.',
  'notice.open-options': 'Ouvrir les options',
  'notice.get-credits': 'Obtenir des crédits',
  'notice.retry': 'Réessayer',
  'notice.pick-another-photo': 'Choisir une autre photo',
  'notice.dismiss': 'Fermer',
  'assets.looking': 'Recherche des images importées par Reimagine…',
  'assets.none': 'Reimagine n’a importé aucune image à supprimer. Supprimez des fichiers dans votre compte RenovateAI.',
  'assets.delete-oldest': { one: 'Supprimer l’image la plus ancienne importée par Reimagine', other: 'Supprimer les {count} images les plus anciennes importées par Reimagine' },
  'assets.deleted': { one: '{count} image supprimée.', other: '{count} images supprimées.' },
  'confirm.cancel': 'Annuler',
};
