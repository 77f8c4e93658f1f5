/**
 * The renovation render: the style's materials and colours laid region by region (walls,
 * floor, ceiling, cabinets, siding, roof; see renovate-plan.ts) as far as the spectrum goes,
 * then a light grade of the whole photo toward the style's palette and the guidance's tint so
 * everything sits in the same light.
 */
import type { Palette, RenovationStyle } from '../service-styles/renovation-styles';
import { clamp255, luma, type Rgb } from '../../demo-scenes/color';
import { lookFor } from './look';
import { blankLike, type RgbImage } from './raw';
import { renovationPlan } from './renovate-plan';
import { restyle } from './restyle';
import type { ResolvedScene } from './resolve-scene';

/** What one renovation render applies. */
export interface GradeParams {
  /** The style's palette; undefined when only guidance was given. */
  readonly palette: Palette | undefined;
  /** 0..1, from the renovation spectrum. */
  readonly strength: number;
  /** The guidance tint; undefined without guidance. */
  readonly tint: Rgb | undefined;
}

/** Builds the 256-entry gradient map shadow -> mid -> highlight, indexed by luma. */
function gradientMap(palette: Palette): Float64Array {
  const table = new Float64Array(256 * 3);
  for (let l = 0; l < 256; l++) {
    const t = l / 255;
    const [from, to, f] = t < 0.5 ? [palette.shadow, palette.mid, t * 2] : [palette.mid, palette.highlight, (t - 0.5) * 2];
    for (let c = 0; c < 3; c++) table[l * 3 + c] = (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * f;
  }
  return table;
}

/**
 * Applies the grade. Pure: returns a new image of the same size. The tint adds the tint's
 * chroma (its difference from its own grey) so it moves hue without changing brightness much.
 */
export function gradeImage(image: RgbImage, params: GradeParams): RgbImage {
  const out = blankLike(image);
  const map = params.palette ? gradientMap(params.palette) : undefined;
  const tint = params.tint;
  const tintGrey = tint ? luma(tint[0], tint[1], tint[2]) : 0;
  const tintWeight = 0.6 * params.strength;
  const { data } = image;
  for (let i = 0; i < data.length; i += 3) {
    let r = data[i] ?? 0;
    let g = data[i + 1] ?? 0;
    let b = data[i + 2] ?? 0;
    if (map) {
      const l = Math.round(luma(r, g, b)) * 3;
      r += ((map[l] ?? 0) - r) * params.strength;
      g += ((map[l + 1] ?? 0) - g) * params.strength;
      b += ((map[l + 2] ?? 0) - b) * params.strength;
    }
    if (tint) {
      r += (tint[0] - tintGrey) * tintWeight;
      g += (tint[1] - tintGrey) * tintWeight;
      b += (tint[2] - tintGrey) * tintWeight;
    }
    out.data[i] = clamp255(Math.round(r));
    out.data[i + 1] = clamp255(Math.round(g));
    out.data[i + 2] = clamp255(Math.round(b));
  }
  return out;
}

/** What a renovation request asks for. */
export interface RenovationLook {
  readonly style: RenovationStyle | undefined;
  readonly guidance: string | undefined;
  /** 0..1, the spectrum's strength. */
  readonly strength: number;
  readonly tint: Rgb | undefined;
}

/** Renovates `image` (its regions in `scene`). Pure apart from sharp; deterministic. */
export async function renovatePhoto(image: RgbImage, scene: ResolvedScene, request: RenovationLook): Promise<RgbImage> {
  const look = lookFor(request.style, request.guidance);
  const restyled = await restyle(image, scene, renovationPlan(look, request.strength, scene.map !== undefined));
  // The whole-photo grade stays light: the regions already carry the style.
  return gradeImage(restyled, { palette: look.palette, strength: 0.1 + 0.15 * request.strength, tint: request.tint });
}
