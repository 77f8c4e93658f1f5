import type { Translation } from '../../message-types';
import type { en } from './en';

/**
 * French: "home staging virtuel", "pièce", "bien". A no-break space (\u00a0) comes before ":", ";"
 * and inside « », as French typography requires, so a line never starts with the punctuation.
 */
export const fr: Translation<typeof en> = {
  'operation.renovate': 'Rénovation',
  'operation.kitchenCabinets': 'Meubles de cuisine',
  'operation.styleTransfer': 'Copier le style',
  'operation.upscale': 'Agrandissement créatif',
  'operation.stage': 'Home staging virtuel',
  'operation.analyze': 'Analyse',
  'spectrum.tweak': 'Retoucher',
  'spectrum.tweak.description': 'Retouches légères\u00a0: peinture, luminaires, robinetterie et déco\u00a0; l’agencement reste tel quel.',
  'spectrum.enhance': 'Valoriser',
  'spectrum.enhance.description': 'Des finitions et des surfaces visiblement montées en gamme, en gardant le caractère de la pièce.',
  'spectrum.renovate': 'Rénover',
  'spectrum.renovate.description': 'Une rénovation complète des surfaces, des rangements et de l’éclairage dans le style choisi.',
  'spectrum.transform': 'Transformer',
  'spectrum.transform.description': 'Une réinvention audacieuse\u00a0: la pièce est entièrement repensée autour du style.',
  'summary.quoted': '«\u00a0{text}\u00a0»',
  'summary.materials': { one: '{count} matériau', other: '{count} matériaux' },
  'summary.creativity': 'créativité {value}',
  'summary.style-url': 'style de {url}',
  'summary.style-file': 'style de {name}',
  'summary.style-file-unnamed': 'style d’un fichier',
  'summary.analysis.normal': 'Normale',
  'summary.analysis.advanced': 'Avancée',
};
