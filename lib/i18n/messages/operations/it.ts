import type { Translation } from '../../message-types';
import type { en } from './en';

/** Italian: "home staging virtuale", "ambiente", "immobile", as annunci on Immobiliare.it write them. */
export const it: Translation<typeof en> = {
  'operation.renovate': 'Ristrutturazione',
  'operation.kitchenCabinets': 'Mobili della cucina',
  'operation.styleTransfer': 'Copia stile',
  'operation.upscale': 'Ingrandimento creativo',
  'operation.stage': 'Home staging virtuale',
  'operation.analyze': 'Analisi',
  'spectrum.tweak': 'Ritoccare',
  'spectrum.tweak.description': 'Piccoli interventi: tinteggiatura, luci, rubinetteria e complementi; la distribuzione resta invariata.',
  'spectrum.enhance': 'Valorizzare',
  'spectrum.enhance.description': 'Finiture e superfici visibilmente migliorate, mantenendo il carattere dell’ambiente.',
  'spectrum.renovate': 'Rinnovare',
  'spectrum.renovate.description': 'Un rinnovo completo di superfici, mobili e illuminazione nello stile scelto.',
  'spectrum.transform': 'Trasformare',
  'spectrum.transform.description': 'Una reinvenzione audace: l’ambiente viene ripensato attorno allo stile.',
  'summary.quoted': '«{text}»',
  'summary.materials': { one: '{count} materiale', other: '{count} materiali' },
  'summary.creativity': 'creatività {value}',
  'summary.style-url': 'stile da {url}',
  'summary.style-file': 'stile da {name}',
  'summary.style-file-unnamed': 'stile da un file',
  'summary.analysis.normal': 'Standard',
  'summary.analysis.advanced': 'Avanzata',
};
