/**
 * Which picture a choice card shows for a style or room type name, and its alt text: the built
 * file (`/style-previews/<slug>.svg`) for a name we know, else a neutral swatch drawn now. The
 * name is the API's (shown as it is); the words around it, and the sample's, are in `locale`.
 */
import type { Locale } from '../i18n/locales';
import { panelMessages } from '../i18n/messages/panel/index';
import { translator } from '../i18n/translate';
import { sampleWord } from './sample-words/index';
import { roomTypeSampleOf, sampleMaterials, styleSampleOf } from './style-palettes';
import { neutralRoomTypeSvg, neutralSwatchSvg, roomTypePreviewPath, stylePreviewPath, svgDataUrl } from './style-previews';

/** A card's picture. `generated`: drawn from the name's hash, for a name we have no sample of. */
export interface ChoicePicture {
  readonly src: string;
  readonly alt: string;
  readonly generated: boolean;
}

/** The picture of a renovation or staging style, by its name. */
export function stylePicture(name: string, locale: Locale = 'en'): ChoicePicture {
  const t = translator(panelMessages, locale);
  const known = styleSampleOf(name);
  if (!known) return { src: svgDataUrl(neutralSwatchSvg(name)), alt: t('sample.generated', { name }), generated: true };
  const materials = sampleMaterials(known.sample)
    .map((word) => sampleWord(word, locale))
    .join(', ');
  const alt = known.sample.kind === 'room' ? t('sample.room', { name, materials }) : t('sample.house', { name, materials });
  return { src: `/${stylePreviewPath(known.slug)}`, alt, generated: false };
}

/** The icon of a staging room type, by its name. */
export function roomTypePicture(name: string, locale: Locale = 'en'): ChoicePicture {
  const t = translator(panelMessages, locale);
  const known = roomTypeSampleOf(name);
  if (!known) return { src: svgDataUrl(neutralRoomTypeSvg(name)), alt: t('sample.room-type.generated', { name }), generated: true };
  return { src: `/${roomTypePreviewPath(known.slug)}`, alt: t('sample.room-type', { name, what: sampleWord(known.sample.label, locale) }), generated: false };
}
