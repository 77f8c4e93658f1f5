import type { Translation } from '../../message-types';
import type { en } from './en';

/** French (vous; "annonce", "home staging virtuel"; a no-break space before : ; ? and inside « »). */
export const fr: Translation<typeof en> = {
  'page.title': 'Options de Reimagine',

  'key.heading': 'Clé RenovateAI',
  'key.intro': 'RenovateAI attribue les clés par équipe, avec les crédits. La clé reste dans l’arrière-plan de Reimagine : les pages web ne la voient jamais.',
  'key.checking': 'Recherche d’une clé enregistrée…',
  'key.none': 'Aucune clé enregistrée pour l’instant.',
  'key.saved': 'Une clé est enregistrée : {masked}. Elle n’est envoyée qu’à {host}.',
  'key.placeholder-new': 'Collez votre clé API RenovateAI',
  'key.placeholder-replace': 'Saisissez une nouvelle clé pour la remplacer',
  'key.bound': 'Une clé enregistrée ici est destinée à {host}, l’URL de base de l’API ci-dessous ; Reimagine ne l’envoie nulle part ailleurs.',
  'key.save': 'Enregistrer la clé',
  'key.remove': 'Supprimer la clé',
  'key.saved-for': 'Clé enregistrée ({masked}) pour {host}.',
  'key.removed': 'Clé supprimée.',
  'key.label': 'Clé API',
  'key.show': 'Afficher la clé',
  'key.hide': 'Masquer la clé',

  'base.heading': 'Service',
  'base.unconfirmed': '{host} n’est pas confirmé : votre clé n’y est pas envoyée.',
  'base.unconfirmed-why':
    'Une version précédente conservait cette adresse à un endroit où le script d’une page web pouvait la modifier. Votre clé reste confirmée pour {confirmed} uniquement. Confirmez {host} si vous l’avez défini vous-même, ou utilisez le service RenovateAI.',
  'base.confirm': 'Confirmer {host}…',
  'base.label': 'URL de base de l’API',
  'base.hint': 'Le service RenovateAI est {service} ; l’émulateur local est {emulator}. Tout autre hôte exige https:// et votre confirmation avant que votre clé n’y soit envoyée.',
  'base.save': 'Enregistrer l’URL de base',
  'base.use-service': 'Utiliser le service RenovateAI',
  'base.needs-access': 'Reimagine a besoin d’accéder à {host} pour l’utiliser.',
  'base.saved': 'Enregistré. Reimagine utilise désormais {base}.',
  'base.saved-with-key': 'Enregistré. Reimagine utilise désormais {base}. Votre clé n’est envoyée qu’à {host}.',

  'origin.question': 'Envoyer votre clé RenovateAI à {host} ?',
  'origin.risk':
    'Votre clé n’est actuellement envoyée qu’à {confirmed}. Le gestionnaire de {host} la recevrait à chaque rendu et pourrait dépenser vos crédits : ne confirmez qu’un hôte de confiance.',
  'origin.type-key': 'Ou saisissez la clé pour {host}',
  'origin.placeholder': 'Laissez vide pour envoyer votre clé enregistrée',
  'origin.send-key': 'Envoyer ma clé à {host}',
  'origin.use-typed-key': 'Utiliser cette clé pour {host}',

  'connection.heading': 'Connexion',
  'connection.hint': 'Vérifie l’URL de base de l’API et la clé ci-dessus (enregistrées ou non) en lisant votre forfait. Aucun crédit n’est consommé.',
  'connection.hint-saved-key': 'Votre clé enregistrée n’est essayée que sur {host} : pour tester un autre hôte, saisissez sa clé.',
  'connection.test': 'Tester la connexion',
  'connection.testing': 'Test en cours…',
  'connection.ok': 'Connecté.',
  'connection.no-answer': 'Aucune réponse de {host}.',
  'connection.no-answer-unsaved': 'Aucune réponse de {host}. S’il s’agit d’une nouvelle URL de base, enregistrez-la d’abord : l’enregistrement demande au navigateur d’y accéder.',

  'plan.plan': 'Forfait',
  'plan.business': 'Entreprise',
  'plan.renovation-credits': 'Crédits de rénovation',
  'plan.staging-credits': 'Crédits de home staging',
  'plan.uploads-left': 'Envois restants',

  saved: 'Enregistré.',
  'rendering.heading': 'Rendu',
  'rendering.concurrency': 'Rendus simultanés',
  'rendering.concurrency-hint': 'Plus il y en a en même temps, plus une annonce entière est vite terminée ; les autres attendent dans la file. Par défaut : {default}.',

  'disclosure.legend': 'Mentions sur les photos',
  'disclosure.hint':
    'Les règles des annonces exigent que les photos modifiées le signalent. Reimagine affiche la mention sur les résultats et l’appose sur les téléchargements, dans la partie de la photo que conserve le recadrage de chaque portail.',
  'disclosure.staging.check': 'Apposer « Home staging virtuel » sur les photos meublées virtuellement',
  'disclosure.renovation.check': 'Apposer « Modifiée numériquement » sur les photos rénovées',
  'disclosure.staging.turn-off': 'Désactiver « Home staging virtuel »',
  'disclosure.renovation.turn-off': 'Désactiver « Modifiée numériquement »',
  'disclosure.staging.question': 'Désactiver la mention « Home staging virtuel » ?',
  'disclosure.renovation.question': 'Désactiver la mention « Modifiée numériquement » ?',
  'disclosure.staging.why':
    'La loi californienne AB 723 et les règles des MLS exigent que les photos modifiées le signalent : publier une photo meublée virtuellement sans « Home staging virtuel » peut les enfreindre. Vous devrez alors apposer vous-même la mention sur ces photos.',
  'disclosure.renovation.why':
    'La loi californienne AB 723 et les règles des MLS exigent que les photos modifiées le signalent : publier une photo rénovée sans « Modifiée numériquement » peut les enfreindre. Vous devrez alors apposer vous-même la mention sur ces photos.',
  'disclosure.staging.off':
    'Les mentions « Home staging virtuel » sont désactivées : les photos meublées virtuellement téléchargées n’indiquent pas qu’elles ont été modifiées, comme l’exigent la loi californienne AB 723 et les règles des MLS.',
  'disclosure.renovation.off':
    'Les mentions « Modifiée numériquement » sont désactivées : les photos rénovées téléchargées n’indiquent pas qu’elles ont été modifiées, comme l’exigent la loi californienne AB 723 et les règles des MLS.',
  'label-language.label': 'Langue des mentions',
  'label-language.auto': 'La langue de l’annonce (automatique)',
  'label-language.hint': 'La langue des mentions apposées sur les photos et du descriptif de l’annonce. En automatique, elle suit l’annonce : un portail espagnol reçoit des mentions en espagnol.',

  'buttons.heading': 'Boutons sur les photos des annonces',
  'buttons.legend': 'Boutons Reimagine',
  'buttons.always': 'Toujours visibles',
  'buttons.always-hint': 'Un petit badge Reimagine dans un coin de chaque photo d’annonce, à l’écart des boutons du site.',
  'buttons.hover': 'Au survol uniquement',
  'buttons.hover-hint': 'Rien sur les photos tant que vous n’en pointez pas une ou ne l’atteignez pas au clavier.',

  'sites.heading': 'Sites activés',
  'sites.hint': 'Zillow, Redfin, Rightmove, Zoopla, Idealista et les autres sites intégrés fonctionnent toujours. Les autres sites sur lesquels vous activez Reimagine apparaissent ici.',
  'sites.none': 'Aucun autre site activé.',
  'sites.disable': 'Désactiver',
  'sites.disable-site': 'Désactiver {origin}',
  'sites.add': 'Ajouter un site',
  'sites.address': 'Adresse du site',
  'sites.address-hint': 'Reimagine demande l’accès à ce site, puis ajoute son bouton aux photos qui s’y trouvent.',
  'sites.enable': 'Activer',
  'sites.invalid': 'Saisissez l’adresse complète du site, par exemple {example}.',
  'sites.not-web': 'Seuls des sites web peuvent être activés : l’adresse doit commencer par https:// ou http://.',
  'sites.built-in': '{name} fonctionne toujours avec Reimagine : il n’y a rien à activer.',
  'sites.already-on': 'Reimagine est déjà activé sur {origin}.',
  'sites.needs-access': 'Reimagine a besoin d’accéder à {host} pour y fonctionner.',
  'sites.enabled': 'Reimagine est désormais activé sur {host}. Les pages de ce site déjà ouvertes affichent les boutons une fois rechargées.',

  'history.heading': 'Historique',
  'history.hint': 'Reimagine conserve chaque résultat et une copie locale de son image, pour que l’historique fonctionne hors ligne.',
  'history.clear': 'Effacer l’historique',
  'history.confirm': 'Supprimer tous les résultats',
  'history.question': 'Supprimer tous les résultats et leurs copies locales ? Cette action est irréversible.',
  'history.deleted': { one: '{count} résultat supprimé.', other: '{count} résultats supprimés.' },
};
