import type { Translation } from '../../message-types';
import type { en } from './en';

/** Dutch: "virtuele styling", "woning", "ruimte", "indeling", as makelaars on Funda write them. */
export const nl: Translation<typeof en> = {
  'operation.renovate': 'Renovatie',
  'operation.kitchenCabinets': 'Keukenkastjes',
  'operation.styleTransfer': 'Stijl overnemen',
  'operation.upscale': 'Creatieve vergroting',
  'operation.stage': 'Virtuele styling',
  'operation.analyze': 'Analyse',
  'spectrum.tweak': 'Opfrissen',
  'spectrum.tweak.description': 'Lichte ingrepen: verf, verlichting, kranen en decoratie; de indeling blijft zoals hij is.',
  'spectrum.enhance': 'Opknappen',
  'spectrum.enhance.description': 'Zichtbaar betere afwerking en oppervlakken, met behoud van het karakter van de ruimte.',
  'spectrum.renovate': 'Renoveren',
  'spectrum.renovate.description': 'Een complete make-over van oppervlakken, kasten en verlichting in de gekozen stijl.',
  'spectrum.transform': 'Ombouwen',
  'spectrum.transform.description': 'Een gedurfde nieuwe opzet: de ruimte wordt rond de stijl opnieuw opgebouwd.',
  'summary.quoted': '‘{text}’',
  'summary.materials': { one: '{count} materiaal', other: '{count} materialen' },
  'summary.creativity': 'creativiteit {value}',
  'summary.style-url': 'stijl van {url}',
  'summary.style-file': 'stijl uit {name}',
  'summary.style-file-unnamed': 'stijl uit een bestand',
  'summary.analysis.normal': 'Standaard',
  'summary.analysis.advanced': 'Uitgebreid',
};
