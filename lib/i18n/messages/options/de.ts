import type { Translation } from '../../message-types';
import type { en } from './en';

/** German (Sie; "Inserat", "Exposé", "Kennzeichnung" for the disclosure labels). */
export const de: Translation<typeof en> = {
  'page.title': 'Reimagine-Einstellungen',

  'key.heading': 'RenovateAI-Schlüssel',
  'key.intro': 'RenovateAI vergibt Schlüssel pro Team, zusammen mit Credits. Der Schlüssel bleibt im Hintergrund von Reimagine: Webseiten sehen ihn nie.',
  'key.checking': 'Suche nach einem gespeicherten Schlüssel…',
  'key.none': 'Noch kein Schlüssel gespeichert.',
  'key.saved': 'Ein Schlüssel ist gespeichert: {masked}. Er wird nur an {host} gesendet.',
  'key.placeholder-new': 'Fügen Sie Ihren RenovateAI-API-Schlüssel ein',
  'key.placeholder-replace': 'Neuen Schlüssel eingeben, um ihn zu ersetzen',
  'key.bound': 'Ein hier gespeicherter Schlüssel gilt für {host}, die API-Basis unten; Reimagine sendet ihn nirgendwo anders hin.',
  'key.save': 'Schlüssel speichern',
  'key.remove': 'Schlüssel entfernen',
  'key.saved-for': 'Schlüssel ({masked}) für {host} gespeichert.',
  'key.removed': 'Schlüssel entfernt.',
  'key.label': 'API-Schlüssel',
  'key.show': 'Schlüssel anzeigen',
  'key.hide': 'Schlüssel verbergen',

  'base.heading': 'Dienst',
  'base.unconfirmed': '{host} ist nicht bestätigt: Ihr Schlüssel wird nicht dorthin gesendet.',
  'base.unconfirmed-why':
    'Eine frühere Version hat diese Adresse dort gespeichert, wo das Skript einer Webseite sie ändern konnte. Ihr Schlüssel bleibt nur für {confirmed} bestätigt. Bestätigen Sie {host}, wenn Sie die Adresse selbst eingetragen haben, oder nutzen Sie den RenovateAI-Dienst.',
  'base.confirm': '{host} bestätigen…',
  'base.label': 'API-Basis-URL',
  'base.hint': 'Der RenovateAI-Dienst ist {service}; der lokale Emulator ist {emulator}. Jeder andere Host braucht https:// und Ihre Bestätigung, bevor Ihr Schlüssel dorthin geht.',
  'base.save': 'Basis-URL speichern',
  'base.use-service': 'RenovateAI-Dienst verwenden',
  'base.needs-access': 'Reimagine braucht Zugriff auf {host}, um ihn zu nutzen.',
  'base.saved': 'Gespeichert. Reimagine verwendet jetzt {base}.',
  'base.saved-with-key': 'Gespeichert. Reimagine verwendet jetzt {base}. Ihr Schlüssel wird nur an {host} gesendet.',

  'origin.question': 'Ihren RenovateAI-Schlüssel an {host} senden?',
  'origin.risk':
    'Ihr Schlüssel wird derzeit nur an {confirmed} gesendet. Wer {host} betreibt, würde ihn bei jeder Berechnung erhalten und könnte Ihre Credits verbrauchen: Bestätigen Sie nur einen Host, dem Sie vertrauen.',
  'origin.type-key': 'Oder geben Sie den Schlüssel für {host} ein',
  'origin.placeholder': 'Leer lassen, um Ihren gespeicherten Schlüssel zu senden',
  'origin.send-key': 'Meinen Schlüssel an {host} senden',
  'origin.use-typed-key': 'Diesen Schlüssel für {host} verwenden',

  'connection.heading': 'Verbindung',
  'connection.hint': 'Prüft die API-Basis-URL und den Schlüssel oben (gespeichert oder nicht), indem Ihr Tarif abgerufen wird. Dabei werden keine Credits verbraucht.',
  'connection.hint-saved-key': 'Ihr gespeicherter Schlüssel wird nur bei {host} verwendet: Um einen anderen Host zu testen, geben Sie dessen Schlüssel ein.',
  'connection.test': 'Verbindung testen',
  'connection.testing': 'Wird getestet…',
  'connection.ok': 'Verbunden.',
  'connection.no-answer': 'Keine Antwort von {host}.',
  'connection.no-answer-unsaved': 'Keine Antwort von {host}. Ist das eine neue Basis-URL, speichern Sie sie zuerst: Beim Speichern fragt der Browser nach dem Zugriff darauf.',

  'plan.plan': 'Tarif',
  'plan.business': 'Unternehmen',
  'plan.renovation-credits': 'Renovierungs-Credits',
  'plan.staging-credits': 'Staging-Credits',
  'plan.uploads-left': 'Verbleibende Uploads',

  saved: 'Gespeichert.',
  'rendering.heading': 'Berechnung',
  'rendering.concurrency': 'Gleichzeitige Berechnungen',
  'rendering.concurrency-hint': 'Mehr gleichzeitig macht ein ganzes Exposé schneller fertig; der Rest wartet in der Warteschlange. Standard: {default}.',

  'disclosure.legend': 'Kennzeichnung',
  'disclosure.hint':
    'Inseratsregeln verlangen, dass bearbeitete Fotos als solche gekennzeichnet sind. Reimagine zeigt den Hinweis bei Ergebnissen und stempelt ihn auf Downloads, in den Bildbereich, den jedes Portal beim Zuschneiden behält.',
  'disclosure.staging.check': 'Eingerichtete Fotos mit „Virtuell eingerichtet“ kennzeichnen',
  'disclosure.renovation.check': 'Renovierte Fotos mit „Digital bearbeitet“ kennzeichnen',
  'disclosure.staging.turn-off': '„Virtuell eingerichtet“ ausschalten',
  'disclosure.renovation.turn-off': '„Digital bearbeitet“ ausschalten',
  'disclosure.staging.question': 'Den Hinweis „Virtuell eingerichtet“ ausschalten?',
  'disclosure.renovation.question': 'Den Hinweis „Digital bearbeitet“ ausschalten?',
  'disclosure.staging.why':
    'Das kalifornische Gesetz AB 723 und MLS-Regeln verlangen eine Kennzeichnung bearbeiteter Fotos: Ein virtuell eingerichtetes Foto ohne „Virtuell eingerichtet“ kann dagegen verstoßen. Sie müssen diese Fotos dann selbst kennzeichnen.',
  'disclosure.renovation.why':
    'Das kalifornische Gesetz AB 723 und MLS-Regeln verlangen eine Kennzeichnung bearbeiteter Fotos: Ein renoviertes Foto ohne „Digital bearbeitet“ kann dagegen verstoßen. Sie müssen diese Fotos dann selbst kennzeichnen.',
  'disclosure.staging.off':
    'Die Kennzeichnung „Virtuell eingerichtet“ ist aus: Heruntergeladene virtuell eingerichtete Fotos weisen nicht auf die Bearbeitung hin, wie es das kalifornische Gesetz AB 723 und MLS-Regeln verlangen.',
  'disclosure.renovation.off':
    'Die Kennzeichnung „Digital bearbeitet“ ist aus: Heruntergeladene renovierte Fotos weisen nicht auf die Bearbeitung hin, wie es das kalifornische Gesetz AB 723 und MLS-Regeln verlangen.',
  'label-language.label': 'Sprache der Kennzeichnung',
  'label-language.auto': 'Sprache des Inserats (automatisch)',
  'label-language.hint': 'Die Sprache der Hinweise auf den Fotos und der Anmerkungen im Exposé. Bei „automatisch“ richtet sie sich nach dem Inserat: Ein spanisches Portal erhält spanische Hinweise.',

  'buttons.heading': 'Schaltflächen auf Inseratsfotos',
  'buttons.legend': 'Reimagine-Schaltflächen',
  'buttons.always': 'Immer sichtbar',
  'buttons.always-hint': 'Ein kleines Reimagine-Symbol in einer Ecke jedes Inseratsfotos, abseits der Schaltflächen der Website.',
  'buttons.hover': 'Nur beim Darüberfahren',
  'buttons.hover-hint': 'Nichts auf den Fotos, bis Sie auf eines zeigen oder es mit der Tastatur erreichen.',

  'sites.heading': 'Aktivierte Websites',
  'sites.hint': 'Zillow, Redfin, Rightmove, Zoopla, Idealista und die anderen integrierten Portale funktionieren immer. Andere Websites, für die Sie Reimagine einschalten, erscheinen hier.',
  'sites.none': 'Keine weiteren Websites aktiviert.',
  'sites.disable': 'Deaktivieren',
  'sites.disable-site': '{origin} deaktivieren',
  'sites.add': 'Website hinzufügen',
  'sites.address': 'Adresse der Website',
  'sites.address-hint': 'Reimagine bittet um Zugriff auf diese Website und fügt dann den Fotos dort seine Schaltfläche hinzu.',
  'sites.enable': 'Aktivieren',
  'sites.invalid': 'Geben Sie die vollständige Adresse der Website ein, z. B. {example}.',
  'sites.not-web': 'Nur Websites lassen sich aktivieren: Die Adresse muss mit https:// oder http:// beginnen.',
  'sites.built-in': '{name} funktioniert immer mit Reimagine: Hier ist nichts zu aktivieren.',
  'sites.already-on': 'Reimagine ist für {origin} bereits eingeschaltet.',
  'sites.needs-access': 'Reimagine braucht Zugriff auf {host}, um dort zu funktionieren.',
  'sites.enabled': 'Reimagine ist jetzt für {host} eingeschaltet. Bereits geöffnete Seiten davon zeigen die Schaltflächen nach dem Neuladen.',

  'history.heading': 'Verlauf',
  'history.hint': 'Reimagine speichert jedes Ergebnis und eine lokale Kopie des Bildes, damit der Verlauf auch offline funktioniert.',
  'history.clear': 'Verlauf löschen',
  'history.confirm': 'Alle Ergebnisse löschen',
  'history.question': 'Alle Ergebnisse und ihre lokalen Kopien löschen? Das lässt sich nicht rückgängig machen.',
  'history.deleted': { one: '{count} Ergebnis gelöscht.', other: '{count} Ergebnisse gelöscht.' },
};
