/**
 * The styles GET /styles lists, with the palette the renderer grades toward. Ids are unique
 * across interior and exterior so a style_id alone identifies a style.
 */
import { hex, type Rgb } from '../../demo-scenes/color';

/** The colours a style grades an image toward. */
export interface Palette {
  /** What the darkest tones become. */
  readonly shadow: Rgb;
  /** What middle tones become. */
  readonly mid: Rgb;
  /** What the brightest tones become. */
  readonly highlight: Rgb;
  /** The style's signature colour, used for cabinets. */
  readonly accent: Rgb;
}

/** A renovation style as the emulator knows it. */
export interface RenovationStyle {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly kind: 'interior' | 'exterior';
  readonly palette: Palette;
}

function style(kind: RenovationStyle['kind'], id: string, name: string, description: string, colours: readonly [string, string, string, string]): RenovationStyle {
  const [shadow, mid, highlight, accent] = colours;
  return { id, name, description, kind, palette: { shadow: hex(shadow), mid: hex(mid), highlight: hex(highlight), accent: hex(accent) } };
}

/** Every style, interior first. */
export const RENOVATION_STYLES: readonly RenovationStyle[] = [
  style('interior', 'modern', 'Modern', 'Clean lines, neutral greys and crisp whites with black accents.', ['#1f2326', '#8a9096', '#f2f3f4', '#2b2f33']),
  style('interior', 'scandinavian', 'Scandinavian', 'Light woods, soft whites and muted pastels for a bright, calm room.', ['#4a4036', '#c9b9a3', '#fbf8f2', '#e8e1d6']),
  style('interior', 'industrial', 'Industrial', 'Exposed brick, raw steel and concrete in dark, warm tones.', ['#1b1714', '#6e4f3a', '#c9b8a6', '#3d3a38']),
  style('interior', 'mid_century', 'Mid-century modern', 'Walnut wood, mustard and teal accents, organic shapes.', ['#2e1f14', '#a0643a', '#f1e3c8', '#1f6f6b']),
  style('interior', 'farmhouse', 'Farmhouse', 'Warm whites, reclaimed wood and rustic textures.', ['#3b2e22', '#b59873', '#f6efe3', '#6b7b5e']),
  style('interior', 'coastal', 'Coastal', 'Sandy neutrals with ocean blues and airy light.', ['#1d3b4f', '#7fa9bf', '#f4f1e8', '#2f6f9a']),
  style('interior', 'japandi', 'Japandi', 'Japanese restraint meets Scandinavian warmth: low contrast, natural materials.', ['#34302b', '#a89a86', '#ece6dc', '#5a5247']),
  style('interior', 'bohemian', 'Bohemian', 'Layered patterns, terracotta and jewel tones.', ['#3a1a12', '#b5563a', '#f3d9b8', '#7a2e5c']),
  style('interior', 'traditional', 'Traditional', 'Rich woods, deep reds and classic symmetry.', ['#2a1410', '#7d3b2c', '#e9d8bd', '#5b1f1b']),
  style('interior', 'minimalist', 'Minimalist', 'Few objects, white surfaces and soft shadows.', ['#3c3c3c', '#bdbdbd', '#ffffff', '#d9d9d9']),
  style('exterior', 'modern_farmhouse', 'Modern farmhouse', 'White board-and-batten siding, black trim and metal roof.', ['#151515', '#9a9a94', '#fafaf7', '#1e1e1e']),
  style('exterior', 'craftsman', 'Craftsman', 'Earthy greens and browns, tapered columns and stone bases.', ['#2a2418', '#6f6a45', '#e0d6bd', '#5a4632']),
  style('exterior', 'mediterranean', 'Mediterranean', 'Stucco in warm sand, terracotta roof tiles.', ['#4a2516', '#c98f5c', '#f7e8cf', '#b5512e']),
  style('exterior', 'colonial', 'Colonial', 'Symmetric facade, red brick or white clapboard, dark shutters.', ['#2b1512', '#8c4a3c', '#f2ede6', '#1f2f3f']),
  style('exterior', 'contemporary', 'Contemporary', 'Large glass, flat roofs, charcoal and cedar.', ['#121416', '#5d6266', '#e6e8ea', '#a0673b']),
  style('exterior', 'coastal_cottage', 'Coastal cottage', 'Cedar shingles, white trim and sea-blue doors.', ['#22313a', '#8aa3ad', '#f7f6f1', '#3a7ca5']),
];

const BY_ID = new Map(RENOVATION_STYLES.map((s) => [s.id, s]));

/** The style with this id, or undefined. */
export function findRenovationStyle(id: string): RenovationStyle | undefined {
  return BY_ID.get(id);
}
