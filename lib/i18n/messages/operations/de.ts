import type { Translation } from '../../message-types';
import type { en } from './en';

/** German: "virtuelles Home Staging", "Raum", "Grundriss", as Exposés on ImmoScout24 write them. */
export const de: Translation<typeof en> = {
  'operation.renovate': 'Renovierung',
  'operation.kitchenCabinets': 'Küchenschränke',
  'operation.styleTransfer': 'Stil übertragen',
  'operation.upscale': 'Kreative Vergrößerung',
  'operation.stage': 'Virtuelles Home Staging',
  'operation.analyze': 'Analyse',
  'spectrum.tweak': 'Auffrischen',
  'spectrum.tweak.description': 'Kleine Eingriffe: Farbe, Leuchten, Armaturen und Deko; der Grundriss bleibt, wie er ist.',
  'spectrum.enhance': 'Aufwerten',
  'spectrum.enhance.description': 'Sichtbar hochwertigere Oberflächen und Materialien; der Charakter des Raums bleibt erhalten.',
  'spectrum.renovate': 'Renovieren',
  'spectrum.renovate.description': 'Komplette Erneuerung von Oberflächen, Einbauschränken und Beleuchtung im gewählten Stil.',
  'spectrum.transform': 'Umgestalten',
  'spectrum.transform.description': 'Eine mutige Neugestaltung: Der Raum wird ganz um den Stil herum neu gedacht.',
  'summary.quoted': '„{text}“',
  'summary.materials': { one: '{count} Material', other: '{count} Materialien' },
  'summary.creativity': 'Kreativität {value}',
  'summary.style-url': 'Stil aus {url}',
  'summary.style-file': 'Stil aus {name}',
  'summary.style-file-unnamed': 'Stil aus einer Datei',
  'summary.analysis.normal': 'Standard',
  'summary.analysis.advanced': 'Erweitert',
};
