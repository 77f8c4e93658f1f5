/**
 * What a renovation makes of each surface: the chosen style's colours and materials (the
 * same sample room or house front the panel's style card shows, lib/format/style-palettes.ts,
 * so the result looks like the card the user picked), adjusted by colour and material words in
 * the guidance; guidance alone gives a pale paint of the colour its text stands for.
 */
import { styleSampleOf, type Swatch } from '../../lib/format/style-palettes';
import type { Palette, RenovationStyle } from '../service-styles/renovation-styles';
import { hex, hslToRgb, mix, type Rgb } from '../../demo-scenes/color';
import { readGuidance, type GuidedLook } from './guidance-words';
import { hash32 } from './text-hash';
import type { SurfaceKind, SurfaceMaterial } from '../../demo-scenes/texture/surfaces';

/** Target materials by region. */
export interface Look {
  readonly walls: SurfaceMaterial;
  readonly floor: SurfaceMaterial;
  readonly ceiling: Rgb;
  readonly trim: Rgb;
  readonly cabinets: Rgb;
  readonly countertops: SurfaceMaterial;
  readonly backsplash: SurfaceMaterial;
  readonly siding: SurfaceMaterial;
  readonly roof: SurfaceMaterial;
  readonly door: Rgb;
  /** Furniture and fittings lean toward this when the spectrum allows. */
  readonly fabric: Rgb | undefined;
  /** The whole-photo grade, when a style was chosen. */
  readonly palette: Palette | undefined;
}

const FLOOR_KINDS: readonly (readonly [RegExp, SurfaceKind])[] = [[/parquet|herringbone/, 'parquet'], [/marble/, 'marble'], [/concrete/, 'concrete'], [/tile|stone|slate/, 'tile'], [/oak|wood|walnut|pine|teak|mahogany|maple|plank|ash|hardwood/, 'wood']];
const WALL_KINDS: readonly (readonly [RegExp, SurfaceKind])[] = [[/brick/, 'brick'], [/shiplap/, 'shiplap'], [/panel/, 'panelling'], [/plaster|stucco/, 'plaster']];
const SIDING_KINDS: readonly (readonly [RegExp, SurfaceKind])[] = [[/brick/, 'brick'], [/board-and-batten|batten/, 'board_batten'], [/shingle/, 'shingle_siding'], [/stucco/, 'stucco'], [/panel/, 'stucco'], [/stone/, 'stone']];
const ROOF_KINDS: readonly (readonly [RegExp, SurfaceKind])[] = [[/metal|flat/, 'metal_roof'], [/tile/, 'roof_tiles']];

function kindOf(label: string, table: readonly (readonly [RegExp, SurfaceKind])[], otherwise: SurfaceKind): SurfaceKind {
  return table.find(([pattern]) => pattern.test(label))?.[1] ?? otherwise;
}

const material = (kind: SurfaceKind, colour: Rgb, seed: number): SurfaceMaterial => ({ kind, colour, seed });
const swatch = (s: Swatch): Rgb => hex(s.color);

/** The look of a style (undefined: none chosen), before guidance. */
function styleLook(style: RenovationStyle | undefined, seed: number): Look {
  const palette = style?.palette;
  const sample = style ? styleSampleOf(style.name)?.sample : undefined;
  const light: Rgb = palette ? mix(palette.highlight, [250, 249, 246], 0.5) : [244, 242, 238];
  const accent: Rgb = palette?.accent ?? [128, 128, 128];
  let walls = material('paint', palette ? mix(palette.highlight, palette.mid, 0.25) : [236, 232, 226], seed);
  let floor = material('wood', palette ? mix(palette.mid, palette.shadow, 0.2) : [170, 130, 92], seed + 1);
  let siding = material('lap_siding', walls.colour, seed + 2);
  let roof = material('roof_shingles', palette ? mix(palette.shadow, palette.mid, 0.35) : [80, 76, 72], seed + 3);
  let trim = light;
  let door: Rgb = accent;
  let fabric: Rgb | undefined;
  if (sample?.kind === 'room') {
    walls = material(kindOf(sample.wall.label, WALL_KINDS, 'paint'), swatch(sample.wall), seed);
    floor = material(kindOf(sample.floor.label, FLOOR_KINDS, 'concrete'), swatch(sample.floor), seed + 1);
    siding = material('lap_siding', swatch(sample.wall), seed + 2);
    fabric = swatch(sample.fabric);
  } else if (sample?.kind === 'facade') {
    siding = material(kindOf(sample.siding.label, SIDING_KINDS, 'lap_siding'), swatch(sample.siding), seed + 2);
    roof = material(kindOf(sample.roofing.label, ROOF_KINDS, 'roof_shingles'), swatch(sample.roofing), seed + 3);
    trim = swatch(sample.trim);
    door = swatch(sample.door);
    walls = material('paint', swatch(sample.siding), seed);
    floor = material('tile', swatch(sample.stone), seed + 1);
  }
  const industrial = walls.kind === 'brick';
  return {
    walls,
    floor,
    ceiling: light,
    trim,
    cabinets: accent,
    countertops: material(industrial ? 'concrete' : 'marble', industrial ? [120, 118, 114] : light, seed + 4),
    backsplash: material(industrial ? 'brick' : 'tile_wall', industrial ? walls.colour : light, seed + 5),
    siding,
    roof,
    door,
    fabric,
    palette,
  };
}

function withGuidance(look: Look, guided: GuidedLook): Look {
  const retint = (m: SurfaceMaterial, g: GuidedLook[keyof GuidedLook]): SurfaceMaterial => (g ? { ...m, kind: g.kind ?? m.kind, colour: g.colour ?? m.colour } : m);
  return {
    ...look,
    walls: retint(look.walls, guided.walls),
    floor: retint(look.floor, guided.floor),
    siding: retint(look.siding, guided.siding),
    roof: retint(look.roof, guided.roof),
    ceiling: guided.ceiling?.colour ?? look.ceiling,
    trim: guided.trim?.colour ?? look.trim,
    door: guided.door?.colour ?? look.door,
    cabinets: guided.cabinets?.colour ?? look.cabinets,
  };
}

/** The look a renovation request asks for. */
export function lookFor(style: RenovationStyle | undefined, guidance: string | undefined): Look {
  const text = guidance?.trim() ?? '';
  const seed = hash32(`${style?.id ?? ''}|${text.toLowerCase()}`) % 1000;
  let look = styleLook(style, seed);
  if (text === '') return look;
  const guided = readGuidance(text);
  if (style === undefined && guided.walls === undefined) {
    // Guidance without a style or a colour word: a pale paint in the hue its text stands for.
    const paint = hslToRgb(hash32(text.toLowerCase()) % 360, 0.32, 0.78);
    look = { ...look, walls: { ...look.walls, colour: paint }, siding: { ...look.siding, colour: paint }, cabinets: hslToRgb(hash32(text.toLowerCase()) % 360, 0.35, 0.45) };
  }
  return withGuidance(look, guided);
}
