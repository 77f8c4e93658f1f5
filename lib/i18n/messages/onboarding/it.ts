import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian (tu). The pictures are screenshots: their alt text describes them rather than quoting their English. */
export const it: Translation<typeof en> = {
  'page.title': 'Ti diamo il benvenuto in Reimagine',
  'page.lead': 'Guarda qualsiasi foto di un annuncio ristrutturata, con un nuovo stile o arredata virtualmente in pochi secondi, direttamente sui portali immobiliari che usi già.',
  'page.more': 'Etichette, siti e numero di foto elaborate insieme si trovano nelle opzioni di Reimagine.',
  'page.open-options': 'Apri le opzioni',
  'page.privacy': 'La tua chiave e le foto che elabori vanno solo a RenovateAI; agli autori di Reimagine non arriva nulla.',
  'page.privacy-link': 'Informativa sulla privacy',

  'how.heading': 'Come funziona',
  'how.step': '{n}. {title}',
  'how.button.alt': 'Una foto di cucina nella pagina di un annuncio, con il pulsante Reimagine nell’angolo in basso a sinistra',
  'how.button.title': 'Fai clic su Reimagine su una foto dell’annuncio',
  'how.button.text': 'Su Zillow, Redfin, Realtor.com, Rightmove, Zoopla, Idealista e altri, ogni foto degli annunci riceve il pulsante. Il pannello laterale si apre con la foto.',
  'how.panel.alt': 'Il pannello laterale di Reimagine con le schede degli stili d’interni, lo stile scandinavo selezionato',
  'how.panel.title': 'Scegli uno stile',
  'how.panel.text': 'Ristruttura l’ambiente, rinnova i mobili della cucina, riprendi lo stile di un’altra foto, rendila più nitida o arreda una stanza vuota.',
  'how.compare.alt': 'La stessa cucina prima e dopo, divisa da un cursore: i mobili originali a sinistra, quelli ristrutturati a destra, segnalata come modificata digitalmente',
  'how.compare.title': 'Confronta prima e dopo',
  'how.compare.text':
    'Trascina il cursore, poi scarica o copia il risultato. Le foto modificate riportano l’etichetta «Modificata digitalmente» o «Arredato virtualmente», come richiedono le regole degli annunci.',

  'key.heading': 'Aggiungi la tua chiave RenovateAI',
  'key.where': 'Reimagine crea le sue immagini con RenovateAI. La chiave API e i crediti sono legati al tuo account RenovateAI: ottienili su {link}, poi incolla qui la chiave.',
  'key.saved': 'È salvata una chiave: {masked}',
  'key.placeholder': 'Incolla la tua chiave',
  'key.hint': 'La chiave resta all’interno di Reimagine: i siti che visiti non la vedono mai. Verificarla non consuma crediti.',
  'key.save-and-test': 'Salva e prova',
  'key.test-saved': 'Prova la chiave salvata',
  'key.checking': 'Verifica della chiave…',
  'key.works': 'La tua chiave funziona. È tutto pronto: apri un annuncio e fai clic su Reimagine su una foto.',

  'emulator.heading': 'Demo: l’emulatore locale',
  'emulator.text':
    'Questa versione demo può fare tutto offline, senza chiave né crediti: esegui {command} nel progetto, poi usa l’URL base dell’API {base} con la chiave {key}. Il pulsante qui sotto imposta entrambi (prima il browser chiede di consentire a Reimagine di raggiungere {host}).',
  'emulator.use': 'Usa l’emulatore locale',
  'emulator.running': 'Fatto: ora Reimagine usa l’emulatore locale, e risponde.',
  'emulator.not-running': 'Salvato: ora Reimagine usa l’emulatore locale, ma non risponde ancora. Avvialo con {command}.',
};
