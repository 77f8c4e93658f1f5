import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch (je). The pictures are screenshots: their alt text describes them rather than quoting their English. */
export const nl: Translation<typeof en> = {
  'page.title': 'Welkom bij Reimagine',
  'page.lead': 'Zie elke woningfoto binnen enkele seconden gerenoveerd, in een nieuwe stijl of virtueel ingericht, direct op de woningsites die je al gebruikt.',
  'page.more': 'Labels, sites en hoeveel foto’s er tegelijk worden gerenderd, stel je in bij de instellingen van Reimagine.',
  'page.open-options': 'Instellingen openen',
  'page.privacy': 'Je sleutel en de foto’s die je laat renderen gaan alleen naar RenovateAI; de makers van Reimagine krijgen niets.',
  'page.privacy-link': 'Privacybeleid',

  'how.heading': 'Zo werkt het',
  'how.step': '{n}. {title}',
  'how.button.alt': 'Een keukenfoto op een woningpagina, met de Reimagine-knop linksonder',
  'how.button.title': 'Klik op Reimagine bij een woningfoto',
  'how.button.text': 'Op Zillow, Redfin, Realtor.com, Rightmove, Zoopla, Idealista en meer krijgt elke woningfoto de knop. Het zijpaneel opent met de foto.',
  'how.panel.alt': 'Het zijpaneel van Reimagine met de kaarten van interieurstijlen, de Scandinavische stijl gekozen',
  'how.panel.title': 'Kies een stijl',
  'how.panel.text': 'Renoveer de kamer, geef de keukenkasten een nieuwe stijl, neem de look van een andere foto over, maak hem scherper of richt een lege kamer in.',
  'how.compare.alt': 'Dezelfde keuken voor en na, gesplitst door een schuifregelaar: links de oorspronkelijke kasten, rechts gerenoveerd en gemarkeerd als digitaal bewerkt',
  'how.compare.title': 'Vergelijk voor en na',
  'how.compare.text':
    'Versleep de schuifregelaar en download of kopieer daarna het resultaat. Bewerkte foto’s krijgen het label ‘Digitaal bewerkt’ of ‘Virtueel ingericht’, zoals de regels voor woningadvertenties eisen.',

  'key.heading': 'Voeg je RenovateAI-sleutel toe',
  'key.where': 'Reimagine maakt zijn beelden met RenovateAI. Je API-sleutel en je credits horen bij je RenovateAI-account: haal ze op {link} en plak de sleutel dan hier.',
  'key.saved': 'Er is een sleutel opgeslagen: {masked}',
  'key.placeholder': 'Plak je sleutel',
  'key.hint': 'De sleutel blijft binnen Reimagine: de sites die je bezoekt, zien hem nooit. Controleren kost geen credits.',
  'key.save-and-test': 'Opslaan en testen',
  'key.test-saved': 'Opgeslagen sleutel testen',
  'key.checking': 'Je sleutel wordt gecontroleerd…',
  'key.works': 'Je sleutel werkt. Je kunt aan de slag: open een woningadvertentie en klik op Reimagine bij een foto.',

  'emulator.heading': 'Demo: de lokale emulator',
  'emulator.text':
    'Deze demoversie kan alles offline doen, zonder sleutel of credits: voer {command} uit in het project en gebruik dan de API-basis-URL {base} met de sleutel {key}. De knop hieronder stelt beide in (de browser vraagt eerst of Reimagine {host} mag bereiken).',
  'emulator.use': 'Lokale emulator gebruiken',
  'emulator.running': 'Klaar: Reimagine gebruikt nu de lokale emulator, en die antwoordt.',
  'emulator.not-running': 'Opgeslagen: Reimagine gebruikt nu de lokale emulator, maar die antwoordt nog niet. Start hem met {command}.',
};
