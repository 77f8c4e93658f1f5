/**
 * What the operations are called and how their parameters read in a line ("Renovation · Modern ·
 * Renovate · “oak floors”": a spectrum value reads as its step on the slider). Used in the panel
 * (UI language) and in export captions written in the LISTING's language, so lib code reads these
 * through `lib/operations/words.ts`, not React.
 */
export const en = {
  'operation.renovate': 'Renovation',
  'operation.kitchenCabinets': 'Kitchen cabinets',
  'operation.styleTransfer': 'Match style',
  'operation.upscale': 'Creative upscale',
  'operation.stage': 'Virtual staging',
  'operation.analyze': 'Analysis',
  'spectrum.tweak': 'Tweak',
  'spectrum.tweak.description': 'Light touches: paint, fixtures and decor; the layout stays as it is.',
  'spectrum.enhance': 'Enhance',
  'spectrum.enhance.description': 'Visible upgrades to finishes and surfaces, keeping the room’s character.',
  'spectrum.renovate': 'Renovate',
  'spectrum.renovate.description': 'A full makeover of surfaces, cabinetry and lighting in the chosen style.',
  'spectrum.transform': 'Transform',
  'spectrum.transform.description': 'A bold reimagining: the room is rebuilt around the style.',
  'summary.quoted': '“{text}”',
  'summary.materials': { one: '{count} material', other: '{count} materials' },
  'summary.creativity': 'creativity {value}',
  'summary.style-url': 'style from {url}',
  'summary.style-file': 'style from {name}',
  'summary.style-file-unnamed': 'style from a file',
  'summary.analysis.normal': 'Standard',
  'summary.analysis.advanced': 'Advanced',
} as const;
