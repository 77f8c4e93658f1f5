import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish: "reforma" and "home staging virtual", as portals like Idealista and Fotocasa write them. */
export const es: Translation<typeof en> = {
  'operation.renovate': 'Reforma',
  'operation.kitchenCabinets': 'Muebles de cocina',
  'operation.styleTransfer': 'Copiar estilo',
  'operation.upscale': 'Ampliación creativa',
  'operation.stage': 'Home staging virtual',
  'operation.analyze': 'Análisis',
  'spectrum.tweak': 'Retocar',
  'spectrum.tweak.description': 'Toques ligeros: pintura, grifería, lámparas y decoración; la distribución no cambia.',
  'spectrum.enhance': 'Mejorar',
  'spectrum.enhance.description': 'Mejoras visibles en acabados y superficies, sin perder el carácter de la estancia.',
  'spectrum.renovate': 'Reformar',
  'spectrum.renovate.description': 'Una reforma integral de superficies, carpintería e iluminación en el estilo elegido.',
  'spectrum.transform': 'Transformar',
  'spectrum.transform.description': 'Una reinvención audaz: la estancia se rehace en torno al estilo.',
  'summary.quoted': '«{text}»',
  'summary.materials': { one: '{count} material', other: '{count} materiales' },
  'summary.creativity': 'creatividad {value}',
  'summary.style-url': 'estilo de {url}',
  'summary.style-file': 'estilo de {name}',
  'summary.style-file-unnamed': 'estilo de un archivo',
  'summary.analysis.normal': 'Normal',
  'summary.analysis.advanced': 'Avanzado',
};
