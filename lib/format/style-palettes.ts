/**
 * The data the choice cards' pictures are drawn from (by `lib/format/style-previews.ts`, at build
 * time): each known style name with the colours and materials of a small sample room (interior
 * styles, staging styles) or house front (exterior styles), and each room type with its icon.
 * Styles are matched by name, case- and space-insensitively (`choiceSlug`), so the emulator's and
 * the real service's styles of the same name share a picture. Each swatch is written
 * "#rrggbb what it is"; the words make the picture's alt text.
 */

/** One material of a sample: its colour and what it is ("white oak floor"). */
export interface Swatch {
  readonly color: string;
  readonly label: string;
}

/** An interior or staging style: a room with walls, floor, a sofa, wood, metal and an accent. */
export interface RoomSample {
  readonly kind: 'room';
  readonly wall: Swatch;
  readonly floor: Swatch;
  readonly fabric: Swatch;
  readonly wood: Swatch;
  readonly metal: Swatch;
  readonly accent: Swatch;
}

/** An exterior style: a house front with siding, roof, trim, door and stone. */
export interface FacadeSample {
  readonly kind: 'facade';
  readonly roof: 'gable' | 'hip' | 'flat';
  readonly siding: Swatch;
  readonly roofing: Swatch;
  readonly trim: Swatch;
  readonly door: Swatch;
  readonly stone: Swatch;
}

export type StyleSample = RoomSample | FacadeSample;

/** What a room type's icon shows. */
export type RoomIcon = 'sofa' | 'bed' | 'table' | 'stove' | 'desk' | 'blocks' | 'tub' | 'umbrella';

/** A room type's icon and the colour of its tile. */
export interface RoomTypeSample {
  readonly icon: RoomIcon;
  readonly tint: string;
  /** What the icon shows, for its alt text. */
  readonly label: string;
}

/**
 * The slug a name is matched and filed by: lower case, accents dropped, apostrophes removed, any
 * other run of non-letters and non-digits a single "-" ("Mid-century  Modern" → "mid-century-modern",
 * "Outdoor / patio" → "outdoor-patio").
 */
export function choiceSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function swatch(text: string): Swatch {
  const space = text.indexOf(' ');
  return { color: text.slice(0, space), label: text.slice(space + 1) };
}

type Six = readonly [string, string, string, string, string, string];
type Five = readonly [string, string, string, string, string];

function room([wall, floor, fabric, wood, metal, accent]: Six): RoomSample {
  return { kind: 'room', wall: swatch(wall), floor: swatch(floor), fabric: swatch(fabric), wood: swatch(wood), metal: swatch(metal), accent: swatch(accent) };
}

function facade(roof: FacadeSample['roof'], [siding, roofing, trim, door, stone]: Five): FacadeSample {
  return { kind: 'facade', roof, siding: swatch(siding), roofing: swatch(roofing), trim: swatch(trim), door: swatch(door), stone: swatch(stone) };
}

/** Names (any spelling `choiceSlug` folds together) and their sample; the first name files it. */
const STYLE_TABLE: readonly (readonly [readonly string[], StyleSample])[] = [
  // Interior styles (the emulator's, then others services commonly list). Room: wall, floor, sofa, wood, metal, accent.
  [['Modern'], room(['#eceef0 white walls', '#9a9fa4 polished concrete floor', '#3a3f44 charcoal sofa', '#5b4636 walnut', '#1b1d1f black steel', '#c9ced3 pale grey'])],
  [['Scandinavian', 'Scandi'], room(['#fbf8f2 soft white walls', '#dcc6a2 light oak floor', '#e4ddd2 oatmeal sofa', '#c8a97e birch', '#b9b2a8 brushed steel', '#9fb3a6 sage'])],
  [['Industrial'], room(['#8c4a35 exposed brick', '#7d7a76 concrete floor', '#6b4a33 cognac leather sofa', '#4a3526 reclaimed wood', '#222222 raw steel', '#a2643c rust'])],
  [['Mid-century modern', 'Mid-century', 'Midcentury'], room(['#f1e3c8 warm cream walls', '#b07a4a honey parquet', '#1f6f6b teal sofa', '#6b3f22 walnut', '#b8893a brass', '#d4a02a mustard'])],
  [['Farmhouse'], room(['#f6efe3 warm white shiplap', '#9b7b58 reclaimed oak floor', '#efe7da linen sofa', '#7a5a3a rustic pine', '#2f2f2f black iron', '#6b7b5e sage green'])],
  [['Coastal'], room(['#f4f1e8 sandy white walls', '#d8c7a6 whitewashed oak floor', '#cfdfe6 pale blue linen sofa', '#b9a27c driftwood', '#c0c4c8 brushed nickel', '#2f6f9a ocean blue'])],
  [['Japandi'], room(['#ece6dc rice-paper walls', '#b3a58f ash floor', '#cfc6b8 stone linen sofa', '#5a4636 dark oak', '#34302b matte black', '#7f8f70 moss'])],
  [['Bohemian', 'Boho'], room(['#f3d9b8 apricot walls', '#8a5a3a dark wood floor', '#b5563a terracotta velvet sofa', '#6e4a2e carved mango wood', '#b8893a brass', '#7a2e5c plum'])],
  [['Traditional', 'Classic'], room(['#e9d8bd cream panelling', '#6a3a24 mahogany floor', '#7d3b2c burgundy sofa', '#4a2418 cherry', '#b08d57 antique brass', '#1f3a5f navy'])],
  [['Minimalist', 'Minimal'], room(['#ffffff pure white walls', '#d9d9d9 pale grey floor', '#bdbdbd light grey sofa', '#e0d6c8 pale maple', '#3c3c3c graphite', '#9a9a9a mid grey'])],
  [['Luxury', 'Glam'], room(['#2b2d42 deep navy walls', '#ece6dc white marble floor', '#e8e1d4 ivory velvet sofa', '#3a2219 ebony', '#d4af37 gold', '#0f5c4d emerald'])],
  [['Art deco'], room(['#1f4e4a deep teal walls', '#d9d2c5 cream marble floor', '#c9a227 mustard velvet sofa', '#3b2418 lacquered ebony', '#d4af37 gold', '#8c2f39 ruby'])],
  [['Rustic'], room(['#d8c7aa plaster walls', '#6e4f34 wide-plank floor', '#8b6f53 suede sofa', '#5a3d25 rough-hewn timber', '#3a3734 wrought iron', '#9c4a2a burnt orange'])],
  [['Transitional'], room(['#e4e0da greige walls', '#8e7358 medium oak floor', '#c8c2b8 taupe sofa', '#5e4a3a espresso', '#a7a9ac polished nickel', '#5f7a8c slate blue'])],
  [['French country', 'Provencal'], room(['#f0e6d2 buttercream walls', '#a88f6e limed oak floor', '#c9d3dc toile blue sofa', '#b89f7e distressed pine', '#8a7a5c pewter', '#b5653f terracotta'])],
  [['Tropical'], room(['#f5f0e1 white walls', '#a8835a teak floor', '#e9e2cf natural linen sofa', '#8a6a3b rattan', '#b8893a brass', '#2e7d4f palm green'])],
  // Exterior styles. Facade: siding, roof, trim, door, stone.
  [['Modern farmhouse'], facade('gable', ['#fafaf7 white board-and-batten', '#2a2a2a black metal roof', '#1e1e1e black trim', '#8a6a48 oak door', '#9a9a94 grey stone'])],
  [['Craftsman'], facade('gable', ['#6f6a45 olive siding', '#4a3a2a brown shingle roof', '#e0d6bd cream trim', '#5a4632 stained wood door', '#8a7f6e fieldstone'])],
  [['Mediterranean'], facade('hip', ['#f0d9b5 sand stucco', '#b5512e terracotta tile roof', '#f7e8cf cream trim', '#4a2516 dark wood door', '#c98f5c warm stone'])],
  [['Colonial'], facade('gable', ['#8c4a3c red brick', '#3a3a3a slate roof', '#f2ede6 white trim', '#1f2f3f navy door', '#9a9188 granite'])],
  [['Contemporary'], facade('flat', ['#5d6266 charcoal panels', '#2a2d30 flat roof', '#121416 black frames', '#a0673b cedar door', '#d6d9dc concrete'])],
  [['Coastal cottage'], facade('gable', ['#a9b7bc grey cedar shingles', '#5b6a70 slate roof', '#ffffff white trim', '#3a7ca5 sea-blue door', '#d8cfbf sand stone'])],
  [['Victorian'], facade('gable', ['#7a8f7a sage siding', '#4a3a4a dark slate roof', '#f4ecd8 cream trim', '#7a1f2b burgundy door', '#8a8078 stone'])],
  [['Tudor'], facade('gable', ['#efe6d2 cream stucco', '#5b4a3a steep brown roof', '#3b2a1e dark timber', '#6e3b1e oak door', '#8e5a48 brick'])],
  [['Ranch'], facade('hip', ['#c9b79c tan siding', '#6b5e52 brown roof', '#fafafa white trim', '#7a2e2e red door', '#a08c74 stone'])],
  [['Spanish', 'Spanish colonial'], facade('hip', ['#f5ecdd white stucco', '#c0603a clay tile roof', '#3b2a1e dark wood trim', '#2f5d50 green door', '#d9b98c sandstone'])],
];

/** Room types with their icon and tile colour. */
const ROOM_TYPE_TABLE: readonly (readonly [readonly string[], RoomTypeSample])[] = [
  [['Living room', 'Living'], { icon: 'sofa', tint: '#dbe7f5', label: 'a sofa' }],
  [['Bedroom', 'Master bedroom'], { icon: 'bed', tint: '#e9e1f4', label: 'a bed' }],
  [['Dining room', 'Dining'], { icon: 'table', tint: '#f6e6d3', label: 'a table and chairs' }],
  [['Kitchen'], { icon: 'stove', tint: '#f4dede', label: 'a stove' }],
  [['Home office', 'Office', 'Study'], { icon: 'desk', tint: '#dcefe4', label: 'a desk and screen' }],
  [['Kids room', 'Kids bedroom', 'Nursery', 'Childrens room'], { icon: 'blocks', tint: '#f7efcb', label: 'toy blocks' }],
  [['Bathroom'], { icon: 'tub', tint: '#d8eef0', label: 'a bathtub' }],
  [['Outdoor / patio', 'Outdoor', 'Patio'], { icon: 'umbrella', tint: '#e2efd6', label: 'a patio umbrella' }],
];

function bySlug<T>(table: readonly (readonly [readonly string[], T])[]): ReadonlyMap<string, { readonly slug: string; readonly sample: T }> {
  const map = new Map<string, { slug: string; sample: T }>();
  for (const [names, sample] of table) {
    const slug = choiceSlug(names[0] ?? '');
    for (const name of names) map.set(choiceSlug(name), { slug, sample });
  }
  return map;
}

const STYLES = bySlug(STYLE_TABLE);
const ROOM_TYPES = bySlug(ROOM_TYPE_TABLE);

/** The sample of a style name and the slug its picture is filed under, or undefined for a style we don't know. */
export function styleSampleOf(name: string): { readonly slug: string; readonly sample: StyleSample } | undefined {
  return STYLES.get(choiceSlug(name));
}

/** The icon of a room type name and its slug, or undefined for a room type we don't know. */
export function roomTypeSampleOf(name: string): { readonly slug: string; readonly sample: RoomTypeSample } | undefined {
  return ROOM_TYPES.get(choiceSlug(name));
}

/** Every known style, once each: its slug, its first name, its sample. */
export function knownStyles(): { readonly slug: string; readonly name: string; readonly sample: StyleSample }[] {
  return STYLE_TABLE.map(([names, sample]) => ({ slug: choiceSlug(names[0] ?? ''), name: names[0] ?? '', sample }));
}

/** Every known room type, once each. */
export function knownRoomTypes(): { readonly slug: string; readonly name: string; readonly sample: RoomTypeSample }[] {
  return ROOM_TYPE_TABLE.map(([names, sample]) => ({ slug: choiceSlug(names[0] ?? ''), name: names[0] ?? '', sample }));
}

/** The materials of a sample in words, for its alt text ("white walls, light oak floor, …"). */
export function sampleMaterials(sample: StyleSample): string[] {
  return sample.kind === 'room'
    ? [sample.wall, sample.floor, sample.fabric, sample.wood, sample.metal, sample.accent].map((s) => s.label)
    : [sample.siding, sample.roofing, sample.trim, sample.door, sample.stone].map((s) => s.label);
}
