import type { Translation } from '../../message-types';
import type { en } from './en';

/** German (Sie). The pictures are screenshots: their alt text describes them rather than quoting their English. */
export const de: Translation<typeof en> = {
  'page.title': 'Willkommen bei Reimagine',
  'page.lead': 'Sehen Sie jedes Inseratsfoto in Sekunden renoviert, neu gestaltet oder virtuell eingerichtet – direkt auf den Immobilienportalen, die Sie ohnehin nutzen.',
  'page.more': 'Kennzeichnung, Websites und wie viele Fotos gleichzeitig berechnet werden, finden Sie in den Einstellungen von Reimagine.',
  'page.open-options': 'Einstellungen öffnen',
  'page.privacy': 'Ihr Schlüssel und die Fotos, die Sie berechnen lassen, gehen nur an RenovateAI; an die Entwickler von Reimagine geht nichts.',
  'page.privacy-link': 'Datenschutzerklärung',

  'how.heading': 'So funktioniert’s',
  'how.step': '{n}. {title}',
  'how.button.alt': 'Ein Küchenfoto auf einer Inseratsseite, mit der Reimagine-Schaltfläche unten links',
  'how.button.title': 'Auf einem Inseratsfoto auf Reimagine klicken',
  'how.button.text': 'Auf Zillow, Redfin, Realtor.com, Rightmove, Zoopla, Idealista und weiteren Portalen erhält jedes Inseratsfoto die Schaltfläche. Der Seitenbereich öffnet sich mit dem Foto.',
  'how.panel.alt': 'Der Reimagine-Seitenbereich mit seinen Karten für Einrichtungsstile, der skandinavische Stil ausgewählt',
  'how.panel.title': 'Stil wählen',
  'how.panel.text': 'Renovieren Sie den Raum, gestalten Sie die Küchenschränke neu, übernehmen Sie den Look eines anderen Fotos, schärfen Sie es oder richten Sie einen leeren Raum ein.',
  'how.compare.alt': 'Dieselbe Küche vorher und nachher, geteilt durch einen Schieberegler: links die ursprünglichen Schränke, rechts renoviert und als digital bearbeitet gekennzeichnet',
  'how.compare.title': 'Vorher und nachher vergleichen',
  'how.compare.text':
    'Ziehen Sie den Schieberegler, dann laden Sie das Ergebnis herunter oder kopieren es. Veränderte Fotos tragen den Hinweis „Digital bearbeitet“ oder „Virtuell eingerichtet“, wie es Inseratsregeln verlangen.',

  'key.heading': 'RenovateAI-Schlüssel hinzufügen',
  'key.where': 'Reimagine erstellt seine Bilder mit RenovateAI. Ihren API-Schlüssel und Ihre Credits erhalten Sie mit Ihrem RenovateAI-Konto: Holen Sie sie auf {link} und fügen Sie den Schlüssel dann hier ein.',
  'key.saved': 'Ein Schlüssel ist gespeichert: {masked}',
  'key.placeholder': 'Schlüssel einfügen',
  'key.hint': 'Der Schlüssel bleibt in Reimagine: Die Websites, die Sie besuchen, sehen ihn nie. Die Prüfung verbraucht keine Credits.',
  'key.save-and-test': 'Speichern und testen',
  'key.test-saved': 'Gespeicherten Schlüssel testen',
  'key.checking': 'Ihr Schlüssel wird geprüft…',
  'key.works': 'Ihr Schlüssel funktioniert. Alles bereit: Öffnen Sie ein Inserat und klicken Sie auf einem Foto auf Reimagine.',

  'emulator.heading': 'Demo: der lokale Emulator',
  'emulator.text':
    'Diese Demo-Version kann alles offline ausführen, ohne Schlüssel und ohne Credits: Führen Sie {command} im Projekt aus und verwenden Sie dann die API-Basis-URL {base} mit dem Schlüssel {key}. Die Schaltfläche unten stellt beides ein (der Browser fragt zuerst, ob Reimagine {host} erreichen darf).',
  'emulator.use': 'Lokalen Emulator verwenden',
  'emulator.running': 'Fertig: Reimagine verwendet jetzt den lokalen Emulator, und er antwortet.',
  'emulator.not-running': 'Gespeichert: Reimagine verwendet jetzt den lokalen Emulator, aber er antwortet noch nicht. Starten Sie ihn mit {command}.',
};
