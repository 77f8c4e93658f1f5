/**
 * Which picture a choice card shows for a style or room type name, and its alt text: the built
 * file (`/style-previews/<slug>.svg`) for a name we know, else a neutral swatch drawn now.
 */
import { roomTypeSampleOf, sampleMaterials, styleSampleOf } from './style-palettes';
import { neutralRoomTypeSvg, neutralSwatchSvg, roomTypePreviewPath, stylePreviewPath, svgDataUrl } from './style-previews';

/** A card's picture. `generated`: drawn from the name's hash, for a name we have no sample of. */
export interface ChoicePicture {
  readonly src: string;
  readonly alt: string;
  readonly generated: boolean;
}

/** The picture of a renovation or staging style, by its name. */
export function stylePicture(name: string): ChoicePicture {
  const known = styleSampleOf(name);
  if (!known) return { src: svgDataUrl(neutralSwatchSvg(name)), alt: `${name}: generated swatch, no sample picture yet`, generated: true };
  const what = known.sample.kind === 'room' ? 'sample room' : 'sample house';
  return { src: `/${stylePreviewPath(known.slug)}`, alt: `${name} ${what}: ${sampleMaterials(known.sample).join(', ')}`, generated: false };
}

/** The icon of a staging room type, by its name. */
export function roomTypePicture(name: string): ChoicePicture {
  const known = roomTypeSampleOf(name);
  if (!known) return { src: svgDataUrl(neutralRoomTypeSvg(name)), alt: `${name}: generated tile`, generated: true };
  return { src: `/${roomTypePreviewPath(known.slug)}`, alt: `${name} icon: ${known.sample.label}`, generated: false };
}
