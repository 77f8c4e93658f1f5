import type { Translation } from '../../message-types';
import type { en } from './en';

/** French (vous). The pictures are screenshots: their alt text describes them rather than quoting their English. */
export const fr: Translation<typeof en> = {
  'page.title': 'Bienvenue dans Reimagine',
  'page.lead': 'Voyez n’importe quelle photo d’annonce rénovée, relookée ou meublée virtuellement en quelques secondes, directement sur les sites d’annonces que vous utilisez déjà.',
  'page.more': 'Les mentions, les sites et le nombre de photos traitées simultanément se règlent dans les options de Reimagine.',
  'page.open-options': 'Ouvrir les options',
  'page.privacy': 'Votre clé et les photos que vous traitez ne sont envoyées qu’à RenovateAI ; rien n’est envoyé aux auteurs de Reimagine.',
  'page.privacy-link': 'Politique de confidentialité',

  'how.heading': 'Comment ça marche',
  'how.step': '{n}. {title}',
  'how.button.alt': 'Une photo de cuisine sur une page d’annonce, avec le bouton Reimagine dans le coin inférieur gauche',
  'how.button.title': 'Cliquez sur Reimagine sur une photo d’annonce',
  'how.button.text': 'Sur Zillow, Redfin, Realtor.com, Rightmove, Zoopla, Idealista et d’autres, chaque photo d’annonce reçoit le bouton. Le panneau latéral s’ouvre avec la photo.',
  'how.panel.alt': 'Le panneau latéral de Reimagine avec ses cartes de styles d’intérieur, le style scandinave sélectionné',
  'how.panel.title': 'Choisissez un style',
  'how.panel.text': 'Rénovez la pièce, relookez les meubles de cuisine, reprenez le style d’une autre photo, rendez-la plus nette ou meublez une pièce vide.',
  'how.compare.alt': 'La même cuisine avant et après, séparée par un curseur : les meubles d’origine à gauche, rénovés à droite, avec la mention de photo modifiée numériquement',
  'how.compare.title': 'Comparez avant et après',
  'how.compare.text':
    'Faites glisser le curseur, puis téléchargez ou copiez le résultat. Les photos modifiées portent la mention « Modifiée numériquement » ou « Home staging virtuel », comme l’exigent les règles des annonces.',

  'key.heading': 'Ajoutez votre clé RenovateAI',
  'key.where': 'Reimagine crée ses images avec RenovateAI. Votre clé API et vos crédits sont liés à votre compte RenovateAI : obtenez-les sur {link}, puis collez la clé ici.',
  'key.saved': 'Une clé est enregistrée : {masked}',
  'key.placeholder': 'Collez votre clé',
  'key.hint': 'La clé reste dans Reimagine : les sites que vous visitez ne la voient jamais. La vérifier ne consomme aucun crédit.',
  'key.save-and-test': 'Enregistrer et tester',
  'key.test-saved': 'Tester la clé enregistrée',
  'key.checking': 'Vérification de votre clé…',
  'key.works': 'Votre clé fonctionne. Tout est prêt : ouvrez une annonce et cliquez sur Reimagine sur une photo.',

  'emulator.heading': 'Démo : l’émulateur local',
  'emulator.text':
    'Cette version de démonstration peut tout faire hors ligne, sans clé ni crédits : lancez {command} dans le projet, puis utilisez l’URL de base de l’API {base} avec la clé {key}. Le bouton ci-dessous règle les deux (le navigateur vous demande d’abord d’autoriser Reimagine à accéder à {host}).',
  'emulator.use': 'Utiliser l’émulateur local',
  'emulator.running': 'C’est fait : Reimagine utilise désormais l’émulateur local, et celui-ci répond.',
  'emulator.not-running': 'Enregistré : Reimagine utilise désormais l’émulateur local, mais celui-ci ne répond pas encore. Lancez-le avec {command}.',
};
