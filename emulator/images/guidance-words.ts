/**
 * Reads colour and material words from free-text guidance ("sage green walls", "dark walnut
 * floors", "navy cabinets") so a render follows what was asked. A colour word applies to the
 * surface named within the next few words, or to the walls when none is named.
 */
import { hex, mix, type Rgb } from '../../demo-scenes/color';
import type { SurfaceKind } from '../../demo-scenes/texture/surfaces';

/** Surfaces guidance can name. */
export type GuidedSurface = 'walls' | 'floor' | 'cabinets' | 'ceiling' | 'siding' | 'roof' | 'door' | 'trim';

/** What guidance asked for each surface it named. */
export type GuidedLook = Partial<Record<GuidedSurface, { colour?: Rgb; kind?: SurfaceKind }>>;

const COLOURS: Readonly<Record<string, string>> = {
  white: '#f3f1ec', ivory: '#eee6d3', cream: '#efe4cc', beige: '#d8c8ae', sand: '#d9c7a4', greige: '#c9c1b5', grey: '#9a9a98', gray: '#9a9a98',
  charcoal: '#3c3f42', black: '#26262a', brown: '#7a5a40', tan: '#c2a27c', taupe: '#a39282', terracotta: '#b5603f', rust: '#a2543a',
  red: '#a8383a', burgundy: '#6e2430', pink: '#e3b7b4', blush: '#e8c8c0', orange: '#d9823f', mustard: '#c9a02e', yellow: '#e9cf6a', gold: '#c9a227',
  green: '#6f8f5e', sage: '#9fb09a', olive: '#6f6a45', emerald: '#1f6a4f', forest: '#2f4f3a', mint: '#b9d8c6', teal: '#2a7372',
  blue: '#5f86ad', navy: '#27384f', sky: '#a9c8e3', powder: '#b9cfe0', lavender: '#b9aed0', purple: '#6b4a7c', plum: '#6a2e52',
};

const MATERIALS: Readonly<Record<string, { surface: GuidedSurface; kind: SurfaceKind; colour?: string }>> = {
  oak: { surface: 'floor', kind: 'wood', colour: '#c09a6b' },
  walnut: { surface: 'floor', kind: 'wood', colour: '#6b4a32' },
  maple: { surface: 'floor', kind: 'wood', colour: '#d8bf98' },
  hardwood: { surface: 'floor', kind: 'wood' },
  wood: { surface: 'floor', kind: 'wood' },
  parquet: { surface: 'floor', kind: 'parquet' },
  herringbone: { surface: 'floor', kind: 'parquet' },
  marble: { surface: 'floor', kind: 'marble', colour: '#ece9e3' },
  concrete: { surface: 'floor', kind: 'concrete', colour: '#9d9b97' },
  tile: { surface: 'floor', kind: 'tile' },
  tiles: { surface: 'floor', kind: 'tile' },
  brick: { surface: 'walls', kind: 'brick', colour: '#8c4a35' },
  shiplap: { surface: 'walls', kind: 'shiplap' },
  panelling: { surface: 'walls', kind: 'panelling' },
  paneling: { surface: 'walls', kind: 'panelling' },
  wainscoting: { surface: 'walls', kind: 'panelling' },
  plaster: { surface: 'walls', kind: 'plaster' },
  limewash: { surface: 'walls', kind: 'plaster' },
  stucco: { surface: 'siding', kind: 'stucco' },
  siding: { surface: 'siding', kind: 'lap_siding' },
  shingles: { surface: 'roof', kind: 'roof_shingles' },
};

const NOUNS: Readonly<Record<string, GuidedSurface>> = {
  wall: 'walls', walls: 'walls', paint: 'walls', floor: 'floor', floors: 'floor', flooring: 'floor', cabinet: 'cabinets', cabinets: 'cabinets', cabinetry: 'cabinets',
  kitchen: 'cabinets', ceiling: 'ceiling', ceilings: 'ceiling', siding: 'siding', facade: 'siding', exterior: 'siding', roof: 'roof', door: 'door', trim: 'trim', shutters: 'trim',
};

const LOOKAHEAD = 4;

/** The colours and materials `guidance` names, by surface. */
export function readGuidance(guidance: string): GuidedLook {
  const words = guidance.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  const look: GuidedLook = {};
  const nounAfter = (i: number): GuidedSurface | undefined => words.slice(i + 1, i + 1 + LOOKAHEAD).map((w) => NOUNS[w]).find((n) => n !== undefined);
  words.forEach((word, i) => {
    const material = MATERIALS[word];
    if (material) {
      const surface = NOUNS[words[i + 1] ?? ''] === 'walls' && material.surface === 'floor' ? 'walls' : material.surface;
      const entry = (look[surface] ??= {});
      entry.kind = material.kind;
      if (material.colour && entry.colour === undefined) entry.colour = hex(material.colour);
      return;
    }
    const colour = COLOURS[word];
    if (colour === undefined) return;
    const surface = nounAfter(i) ?? 'walls';
    const shadeWord = words[i - 1];
    let rgb = hex(colour);
    if (shadeWord === 'dark' || shadeWord === 'deep') rgb = mix(rgb, [20, 20, 22], 0.4);
    if (shadeWord === 'light' || shadeWord === 'pale' || shadeWord === 'soft') rgb = mix(rgb, [250, 248, 244], 0.45);
    const entry = (look[surface] ??= {});
    entry.colour = entry.colour && COLOURS[words[i + 1] ?? ''] === undefined ? mix(entry.colour, rgb, 0.5) : rgb;
  });
  return look;
}
