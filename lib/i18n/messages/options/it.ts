import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian (tu; "annuncio", "immobile", "home staging virtuale"). */
export const it: Translation<typeof en> = {
  'page.title': 'Opzioni di Reimagine',

  'key.heading': 'Chiave RenovateAI',
  'key.intro': 'RenovateAI rilascia le chiavi per team, insieme ai crediti. La chiave resta all’interno di Reimagine, in background: le pagine web non la vedono mai.',
  'key.checking': 'Ricerca di una chiave salvata…',
  'key.none': 'Nessuna chiave salvata.',
  'key.saved': 'È salvata una chiave: {masked}. Viene inviata solo a {host}.',
  'key.placeholder-new': 'Incolla la tua chiave API di RenovateAI',
  'key.placeholder-replace': 'Digita una nuova chiave per sostituirla',
  'key.bound': 'Una chiave salvata qui vale per {host}, l’URL base dell’API qui sotto; Reimagine non la invia da nessun’altra parte.',
  'key.save': 'Salva chiave',
  'key.remove': 'Rimuovi chiave',
  'key.saved-for': 'Chiave salvata ({masked}) per {host}.',
  'key.removed': 'Chiave rimossa.',
  'key.label': 'Chiave API',
  'key.show': 'Mostra chiave',
  'key.hide': 'Nascondi chiave',

  'base.heading': 'Servizio',
  'base.unconfirmed': '{host} non è confermato: la tua chiave non viene inviata lì.',
  'base.unconfirmed-why':
    'Una versione precedente conservava questo indirizzo dove lo script di una pagina web poteva modificarlo. La tua chiave resta confermata solo per {confirmed}. Conferma {host} se l’hai impostato tu, oppure usa il servizio RenovateAI.',
  'base.confirm': 'Conferma {host}…',
  'base.label': 'URL base dell’API',
  'base.hint': 'Il servizio RenovateAI è {service}; l’emulatore locale è {emulator}. Ogni altro host richiede https:// e la tua conferma prima che la chiave venga inviata lì.',
  'base.save': 'Salva URL base',
  'base.use-service': 'Usa il servizio RenovateAI',
  'base.needs-access': 'Reimagine ha bisogno di accedere a {host} per usarlo.',
  'base.saved': 'Salvato. Ora Reimagine usa {base}.',
  'base.saved-with-key': 'Salvato. Ora Reimagine usa {base}. La tua chiave viene inviata solo a {host}.',

  'origin.question': 'Inviare la tua chiave RenovateAI a {host}?',
  'origin.risk':
    'Ora la tua chiave viene inviata solo a {confirmed}. Chi gestisce {host} la riceverebbe a ogni elaborazione e potrebbe consumare i tuoi crediti: conferma solo un host di cui ti fidi.',
  'origin.type-key': 'Oppure digita la chiave per {host}',
  'origin.placeholder': 'Lascia vuoto per inviare la chiave salvata',
  'origin.send-key': 'Invia la mia chiave a {host}',
  'origin.use-typed-key': 'Usa questa chiave per {host}',

  'connection.heading': 'Connessione',
  'connection.hint': 'Verifica l’URL base dell’API e la chiave qui sopra (salvati o no) leggendo il tuo piano. Non consuma crediti.',
  'connection.hint-saved-key': 'La chiave salvata viene provata solo su {host}: per provare un altro host, digita la sua chiave.',
  'connection.test': 'Prova connessione',
  'connection.testing': 'Prova in corso…',
  'connection.ok': 'Connesso.',
  'connection.no-answer': 'Nessuna risposta da {host}.',
  'connection.no-answer-unsaved': 'Nessuna risposta da {host}. Se è un nuovo URL base, salvalo prima: al salvataggio il browser chiede l’accesso.',

  'plan.plan': 'Piano',
  'plan.business': 'Azienda',
  'plan.renovation-credits': 'Crediti ristrutturazione',
  'plan.staging-credits': 'Crediti home staging',
  'plan.uploads-left': 'Caricamenti rimasti',

  saved: 'Salvato.',
  'rendering.heading': 'Elaborazione',
  'rendering.concurrency': 'Elaborazioni simultanee',
  'rendering.concurrency-hint': 'Più elaborazioni insieme completano prima un intero annuncio; le altre attendono in coda. Predefinito: {default}.',

  'disclosure.legend': 'Etichette di avviso',
  'disclosure.hint':
    'Le regole degli annunci richiedono che le foto modificate lo dichiarino. Reimagine mostra l’etichetta sui risultati e la imprime sui download, nella parte della foto che ogni portale conserva quando la ritaglia.',
  'disclosure.staging.check': 'Etichetta le foto arredate con «Arredato virtualmente»',
  'disclosure.renovation.check': 'Etichetta le foto ristrutturate con «Modificata digitalmente»',
  'disclosure.staging.turn-off': 'Disattiva «Arredato virtualmente»',
  'disclosure.renovation.turn-off': 'Disattiva «Modificata digitalmente»',
  'disclosure.staging.question': 'Disattivare l’etichetta «Arredato virtualmente»?',
  'disclosure.renovation.question': 'Disattivare l’etichetta «Modificata digitalmente»?',
  'disclosure.staging.why':
    'La legge californiana AB 723 e le regole MLS richiedono che le foto modificate lo dichiarino: una foto arredata virtualmente pubblicata senza «Arredato virtualmente» può violarle. Dovrai quindi etichettare tu queste foto.',
  'disclosure.renovation.why':
    'La legge californiana AB 723 e le regole MLS richiedono che le foto modificate lo dichiarino: una foto ristrutturata pubblicata senza «Modificata digitalmente» può violarle. Dovrai quindi etichettare tu queste foto.',
  'disclosure.staging.off':
    'Le etichette «Arredato virtualmente» sono disattivate: le foto arredate virtualmente scaricate non dichiarano la modifica, come richiedono la legge californiana AB 723 e le regole MLS.',
  'disclosure.renovation.off':
    'Le etichette «Modificata digitalmente» sono disattivate: le foto ristrutturate scaricate non dichiarano la modifica, come richiedono la legge californiana AB 723 e le regole MLS.',
  'label-language.label': 'Lingua delle etichette',
  'label-language.auto': 'La lingua dell’annuncio (automatica)',
  'label-language.hint': 'La lingua delle etichette impresse sulle foto e delle note dell’annuncio. In automatico segue l’annuncio: un portale spagnolo riceve etichette in spagnolo.',

  'buttons.heading': 'Pulsanti sulle foto degli annunci',
  'buttons.legend': 'Pulsanti di Reimagine',
  'buttons.always': 'Sempre visibili',
  'buttons.always-hint': 'Un piccolo badge di Reimagine in un angolo di ogni foto dell’annuncio, lontano dai pulsanti del sito.',
  'buttons.hover': 'Solo al passaggio del mouse',
  'buttons.hover-hint': 'Niente sulle foto finché non ne indichi una o la raggiungi con la tastiera.',

  'sites.heading': 'Siti attivati',
  'sites.hint': 'Zillow, Redfin, Rightmove, Zoopla, Idealista e gli altri siti integrati funzionano sempre. Qui compaiono gli altri siti su cui attivi Reimagine.',
  'sites.none': 'Nessun altro sito attivato.',
  'sites.disable': 'Disattiva',
  'sites.disable-site': 'Disattiva {origin}',
  'sites.add': 'Aggiungi un sito',
  'sites.address': 'Indirizzo del sito',
  'sites.address-hint': 'Reimagine chiede l’accesso a quel sito, poi aggiunge il suo pulsante alle foto che vi si trovano.',
  'sites.enable': 'Attiva',
  'sites.invalid': 'Inserisci l’indirizzo completo del sito, ad esempio {example}.',
  'sites.not-web': 'Si possono attivare solo siti web: l’indirizzo deve iniziare con https:// o http://.',
  'sites.built-in': '{name} funziona sempre con Reimagine: non c’è niente da attivare.',
  'sites.already-on': 'Reimagine è già attivo su {origin}.',
  'sites.needs-access': 'Reimagine ha bisogno di accedere a {host} per funzionare lì.',
  'sites.enabled': 'Ora Reimagine è attivo su {host}. Le pagine del sito già aperte mostrano i pulsanti dopo averle ricaricate.',

  'history.heading': 'Cronologia',
  'history.hint': 'Reimagine conserva ogni risultato e una copia locale della sua immagine, così la cronologia funziona anche offline.',
  'history.clear': 'Cancella cronologia',
  'history.confirm': 'Elimina tutti i risultati',
  'history.question': 'Eliminare tutti i risultati e le loro copie locali? L’operazione non si può annullare.',
  'history.deleted': { one: '{count} risultato eliminato.', other: '{count} risultati eliminati.' },
};
