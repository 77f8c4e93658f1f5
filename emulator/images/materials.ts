/**
 * Material application on photos the emulator has no map of: tiles a product's texture into
 * the band its installation location names, keeping the photo's shading (so it reads as a surface in the room, not a sticker) and
 * feathering the band's top and bottom edges.
 */
import sharp from 'sharp';
import { clamp255, luma } from '../../demo-scenes/color';
import { LOCATION_BANDS, toPixels, type InstallationLocation, type PixelRect } from './regions';
import { layOnRegion } from './materials-scene';
import { meanLuma, type RgbImage } from './raw';
import type { ResolvedScene } from './resolve-scene';

/** One material to lay: its decoded texture image bytes and where it goes. */
export interface MaterialLayer {
  readonly texture: Buffer;
  readonly location: InstallationLocation;
}

/** How much of the texture shows (the rest is the original photo). */
const TEXTURE_OPACITY = 0.8;

/** Feather width as a fraction of the band height. */
const FEATHER = 0.12;

/** The side of one square tile: a third of the band height, at least 8 px, never larger than the band. */
export function tileSideFor(rect: PixelRect): number {
  return Math.min(rect.width, rect.height, Math.max(8, Math.round(Math.min(rect.height / 3, rect.width / 4))));
}

/** A band-sized RGB buffer filled by repeating the texture, one tile being a third of the band height. */
async function tiledTexture(texture: Buffer, rect: PixelRect): Promise<Uint8Array> {
  const tileSide = tileSideFor(rect);
  const tile = await sharp(texture).rotate().flatten({ background: '#ffffff' }).resize(tileSide, tileSide, { fit: 'cover' }).toColourspace('srgb').removeAlpha().png().toBuffer();
  const filled = await sharp({ create: { width: rect.width, height: rect.height, channels: 3, background: '#808080' } })
    .composite([{ input: tile, tile: true, left: 0, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(filled.buffer, filled.byteOffset, filled.length);
}

/** Blends a tiled texture into `pixels` (modified in place) over `rect`. */
function blendBand(pixels: RgbImage, texture: Uint8Array, rect: PixelRect): void {
  const mean = meanLuma(pixels, rect);
  const feather = Math.max(1, rect.height * FEATHER);
  for (let y = 0; y < rect.height; y++) {
    const edge = Math.min(1, (y + 0.5) / feather, (rect.height - y - 0.5) / feather);
    const alpha = TEXTURE_OPACITY * edge;
    for (let x = 0; x < rect.width; x++) {
      const i = ((rect.top + y) * pixels.width + rect.left + x) * 3;
      const t = (y * rect.width + x) * 3;
      const r = pixels.data[i] ?? 0;
      const g = pixels.data[i + 1] ?? 0;
      const b = pixels.data[i + 2] ?? 0;
      // Shading: darker parts of the original surface darken the texture the same way.
      const shade = Math.min(1.4, Math.max(0.4, 0.6 + (0.4 * luma(r, g, b)) / mean));
      // Uint8Array wraps on overflow; clamp so a bright texture saturates instead of turning dark.
      pixels.data[i] = clamp255(Math.round(r + ((texture[t] ?? 0) * shade - r) * alpha));
      pixels.data[i + 1] = clamp255(Math.round(g + ((texture[t + 1] ?? 0) * shade - g) * alpha));
      pixels.data[i + 2] = clamp255(Math.round(b + ((texture[t + 2] ?? 0) * shade - b) * alpha));
    }
  }
}

/**
 * Lays every material, in request order (a later one covers an earlier one where they
 * overlap): on a known photo over its location's region, in perspective (materials-scene.ts);
 * on any other photo over the location's band. Returns a new image; the input is untouched.
 */
export async function applyMaterials(image: RgbImage, layers: readonly MaterialLayer[], scene?: ResolvedScene): Promise<RgbImage> {
  const out: RgbImage = { ...image, data: Uint8Array.from(image.data) };
  for (const layer of layers) {
    if (scene?.map) {
      await layOnRegion(out, scene, layer.location, layer.texture);
      continue;
    }
    const rect = toPixels(LOCATION_BANDS[layer.location], image.width, image.height);
    const texture = await tiledTexture(layer.texture, rect);
    blendBand(out, texture, rect);
  }
  return out;
}
