import type { Translation } from '../../message-types';
import type { en } from './en';

/** French (vous; "home staging virtuel" as French agencies say it). */
export const fr: Translation<typeof en> = {
  'title.loading': 'Comparaison Reimagine',
  'title.ready': '{operation} · {listing} – Reimagine',
  loading: 'Chargement de la comparaison…',
  'no-result.title': 'Aucun résultat à comparer',
  'no-result.text': 'Cette adresse ne désigne aucun résultat. Ouvrez un résultat dans le panneau latéral de Reimagine et choisissez « Ouvrir la comparaison dans un onglet ».',
  'missing.title': 'Ce résultat ne figure plus dans votre historique',
  'missing.text': 'Il a été supprimé, ou l’historique a été effacé. Ouvrez un résultat dans le panneau latéral de Reimagine et choisissez « Ouvrir la comparaison dans un onglet ».',
  'failed.title': 'Impossible de charger la comparaison',
  'image-gone': 'L’image du résultat n’est plus disponible ici : sa copie locale a disparu et son lien hébergé a expiré. La photo d’origine est affichée.',
  'listing.on-host': 'Annonce sur {host}',
  'listing.photo': 'Photo d’annonce',
  'view-listing': 'Voir l’annonce',
};
