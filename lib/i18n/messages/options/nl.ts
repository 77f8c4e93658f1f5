import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch (je, as Funda and Dutch software address makelaars; "woning", "advertentie"). */
export const nl: Translation<typeof en> = {
  'page.title': 'Instellingen van Reimagine',

  'key.heading': 'RenovateAI-sleutel',
  'key.intro': 'RenovateAI geeft sleutels per team uit, samen met credits. De sleutel blijft op de achtergrond van Reimagine: websites zien hem nooit.',
  'key.checking': 'Zoeken naar een opgeslagen sleutel…',
  'key.none': 'Nog geen sleutel opgeslagen.',
  'key.saved': 'Er is een sleutel opgeslagen: {masked}. Die wordt alleen naar {host} gestuurd.',
  'key.placeholder-new': 'Plak je RenovateAI-API-sleutel',
  'key.placeholder-replace': 'Typ een nieuwe sleutel om deze te vervangen',
  'key.bound': 'Een sleutel die je hier opslaat, is voor {host}, de API-basis hieronder; Reimagine stuurt hem nergens anders heen.',
  'key.save': 'Sleutel opslaan',
  'key.remove': 'Sleutel verwijderen',
  'key.saved-for': 'Sleutel ({masked}) opgeslagen voor {host}.',
  'key.removed': 'Sleutel verwijderd.',
  'key.label': 'API-sleutel',
  'key.show': 'Sleutel tonen',
  'key.hide': 'Sleutel verbergen',

  'base.heading': 'Dienst',
  'base.unconfirmed': '{host} is niet bevestigd: je sleutel wordt daar niet naartoe gestuurd.',
  'base.unconfirmed-why':
    'Een eerdere versie bewaarde dit adres op een plek waar het script van een webpagina het kon wijzigen. Je sleutel blijft alleen bevestigd voor {confirmed}. Bevestig {host} als je het zelf hebt ingesteld, of gebruik de dienst van RenovateAI.',
  'base.confirm': '{host} bevestigen…',
  'base.label': 'API-basis-URL',
  'base.hint': 'De dienst van RenovateAI is {service}; de lokale emulator is {emulator}. Een andere host vereist https:// en je bevestiging voordat je sleutel erheen gaat.',
  'base.save': 'Basis-URL opslaan',
  'base.use-service': 'Dienst van RenovateAI gebruiken',
  'base.needs-access': 'Reimagine heeft toegang tot {host} nodig om die te gebruiken.',
  'base.saved': 'Opgeslagen. Reimagine gebruikt nu {base}.',
  'base.saved-with-key': 'Opgeslagen. Reimagine gebruikt nu {base}. Je sleutel wordt alleen naar {host} gestuurd.',

  'origin.question': 'Je RenovateAI-sleutel naar {host} sturen?',
  'origin.risk': 'Je sleutel wordt nu alleen naar {confirmed} gestuurd. Wie {host} beheert, zou hem bij elke render ontvangen en je credits kunnen verbruiken: bevestig alleen een host die je vertrouwt.',
  'origin.type-key': 'Of typ de sleutel voor {host}',
  'origin.placeholder': 'Laat leeg om je opgeslagen sleutel te sturen',
  'origin.send-key': 'Mijn sleutel naar {host} sturen',
  'origin.use-typed-key': 'Deze sleutel gebruiken voor {host}',

  'connection.heading': 'Verbinding',
  'connection.hint': 'Controleert de API-basis-URL en de sleutel hierboven (opgeslagen of niet) door je abonnement op te vragen. Dit kost geen credits.',
  'connection.hint-saved-key': 'Je opgeslagen sleutel wordt alleen op {host} geprobeerd: typ de sleutel van een andere host om die te testen.',
  'connection.test': 'Verbinding testen',
  'connection.testing': 'Bezig met testen…',
  'connection.ok': 'Verbonden.',
  'connection.no-answer': 'Geen antwoord van {host}.',
  'connection.no-answer-unsaved': 'Geen antwoord van {host}. Is dit een nieuwe basis-URL, sla die dan eerst op: bij het opslaan vraagt de browser om toegang.',

  'plan.plan': 'Abonnement',
  'plan.business': 'Bedrijf',
  'plan.renovation-credits': 'Renovatiecredits',
  'plan.staging-credits': 'Stylingcredits',
  'plan.uploads-left': 'Resterende uploads',

  saved: 'Opgeslagen.',
  'rendering.heading': 'Renderen',
  'rendering.concurrency': 'Renders tegelijk',
  'rendering.concurrency-hint': 'Meer tegelijk maakt een hele woning sneller af; de rest wacht in de wachtrij. Standaard {default}.',

  'disclosure.legend': 'Labels voor bewerkte foto’s',
  'disclosure.hint':
    'Volgens de regels voor woningadvertenties moeten bewerkte foto’s dat vermelden. Reimagine toont het label bij resultaten en zet het op downloads, binnen het deel van de foto dat elk portaal bij het bijsnijden behoudt.',
  'disclosure.staging.check': 'Ingerichte foto’s labelen met ‘Virtueel ingericht’',
  'disclosure.renovation.check': 'Gerenoveerde foto’s labelen met ‘Digitaal bewerkt’',
  'disclosure.staging.turn-off': '‘Virtueel ingericht’ uitzetten',
  'disclosure.renovation.turn-off': '‘Digitaal bewerkt’ uitzetten',
  'disclosure.staging.question': 'Het label ‘Virtueel ingericht’ uitzetten?',
  'disclosure.renovation.question': 'Het label ‘Digitaal bewerkt’ uitzetten?',
  'disclosure.staging.why':
    'De Californische wet AB 723 en MLS-regels eisen dat bewerkte foto’s dat vermelden: een virtueel ingerichte foto zonder ‘Virtueel ingericht’ kan die regels overtreden. Je moet deze foto’s dan zelf labelen.',
  'disclosure.renovation.why':
    'De Californische wet AB 723 en MLS-regels eisen dat bewerkte foto’s dat vermelden: een gerenoveerde foto zonder ‘Digitaal bewerkt’ kan die regels overtreden. Je moet deze foto’s dan zelf labelen.',
  'disclosure.staging.off':
    'Labels ‘Virtueel ingericht’ staan uit: gedownloade virtueel ingerichte foto’s vermelden niet dat ze bewerkt zijn, zoals de Californische wet AB 723 en MLS-regels eisen.',
  'disclosure.renovation.off':
    'Labels ‘Digitaal bewerkt’ staan uit: gedownloade gerenoveerde foto’s vermelden niet dat ze bewerkt zijn, zoals de Californische wet AB 723 en MLS-regels eisen.',
  'label-language.label': 'Taal van de labels',
  'label-language.auto': 'De taal van de advertentie (automatisch)',
  'label-language.hint': 'De taal van de labels op de foto’s en van de opmerkingen bij de woning. Op ‘automatisch’ volgt die de advertentie: een Spaans portaal krijgt Spaanse labels.',

  'buttons.heading': 'Knoppen op woningfoto’s',
  'buttons.legend': 'Reimagine-knoppen',
  'buttons.always': 'Altijd zichtbaar',
  'buttons.always-hint': 'Een kleine Reimagine-badge in een hoek van elke woningfoto, vrij van de eigen knoppen van de site.',
  'buttons.hover': 'Alleen bij aanwijzen',
  'buttons.hover-hint': 'Niets op de foto’s tot je er een aanwijst of er met het toetsenbord op komt.',

  'sites.heading': 'Ingeschakelde sites',
  'sites.hint': 'Zillow, Redfin, Rightmove, Zoopla, Idealista en de andere ingebouwde sites werken altijd. Andere sites waarvoor je Reimagine inschakelt, verschijnen hier.',
  'sites.none': 'Geen andere sites ingeschakeld.',
  'sites.disable': 'Uitschakelen',
  'sites.disable-site': '{origin} uitschakelen',
  'sites.add': 'Site toevoegen',
  'sites.address': 'Adres van de site',
  'sites.address-hint': 'Reimagine vraagt toegang tot die site en zet daarna zijn knop op de foto’s daar.',
  'sites.enable': 'Inschakelen',
  'sites.invalid': 'Vul het volledige adres van de site in, zoals {example}.',
  'sites.not-web': 'Alleen websites kunnen worden ingeschakeld: het adres moet beginnen met https:// of http://.',
  'sites.built-in': '{name} werkt altijd met Reimagine: er valt niets in te schakelen.',
  'sites.already-on': 'Reimagine staat al aan voor {origin}.',
  'sites.needs-access': 'Reimagine heeft toegang tot {host} nodig om daar te werken.',
  'sites.enabled': 'Reimagine staat nu aan voor {host}. Pagina’s van die site die al open zijn, tonen de knoppen na opnieuw laden.',

  'history.heading': 'Geschiedenis',
  'history.hint': 'Reimagine bewaart elk resultaat en een lokale kopie van de afbeelding, zodat de geschiedenis ook offline werkt.',
  'history.clear': 'Geschiedenis wissen',
  'history.confirm': 'Alle resultaten verwijderen',
  'history.question': 'Alle resultaten en hun lokale kopieën verwijderen? Dit kan niet ongedaan worden gemaakt.',
  'history.deleted': { one: '{count} resultaat verwijderd.', other: '{count} resultaten verwijderd.' },
};
