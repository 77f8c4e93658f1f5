/**
 * Draws the choice cards' pictures as SVG from the data in `style-palettes.ts`: a small sample
 * room (interior and staging styles) or house front (exterior styles) in the style's materials
 * with a row of its colour chips, an icon tile per room type, and for a name we don't know a
 * neutral swatch whose colours come from a hash of the name, with its initials. The build writes
 * every known picture to `style-previews/` (`modules/style-previews.ts`); only the neutral
 * swatches are drawn at run time.
 */
import { knownRoomTypes, knownStyles, type FacadeSample, type RoomIcon, type RoomSample, type RoomTypeSample, type StyleSample } from './style-palettes';

/** The folder of the built pictures, inside the extension. */
export const PREVIEW_DIR = 'style-previews';

const WIDTH = 160;
const HEIGHT = 100;
const SHADE = 'rgba(0,0,0,0.12)';
const INK = '#2d3748';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
}

/** The row of colour chips along the bottom edge: the sample's materials at a glance. */
function chips(colors: readonly string[]): string {
  const size = 9;
  const gap = 3;
  const x0 = WIDTH - colors.length * (size + gap) - 3;
  return colors.map((color, i) => rect(x0 + i * (size + gap), HEIGHT - size - 4, size, size, color, ' rx="2" stroke="#fff" stroke-width="1.5"')).join('');
}

function roomSvg(name: string, s: RoomSample): string {
  const body = [
    rect(0, 0, WIDTH, 64, s.wall.color),
    rect(0, 0, WIDTH, 4, SHADE),
    rect(0, 64, WIDTH, 36, s.floor.color),
    `<path d="M0 73H160M0 84H160M40 64L30 100M90 64L92 100M140 64L154 100" stroke="${SHADE}" stroke-width="1"/>`,
    rect(0, 61, WIDTH, 3, SHADE),
    // Window with its metal frame, and a framed picture in the accent colour.
    rect(12, 12, 32, 36, '#dfeaf2', ` stroke="${s.metal.color}" stroke-width="2.5"`),
    `<path d="M28 12V48M12 30H44" stroke="${s.metal.color}" stroke-width="1.5"/>`,
    rect(64, 14, 30, 20, s.accent.color, ` stroke="${s.wood.color}" stroke-width="2.5"`),
    // Rug, sofa with a cushion, wooden legs.
    `<ellipse cx="80" cy="84" rx="48" ry="7" fill="${s.accent.color}" opacity="0.45"/>`,
    rect(56, 69, 3, 8, s.wood.color),
    rect(101, 69, 3, 8, s.wood.color),
    rect(54, 44, 52, 18, s.fabric.color, ' rx="4"'),
    rect(50, 56, 60, 15, s.fabric.color, ' rx="4"'),
    rect(50, 56, 60, 15, SHADE, ' rx="4" opacity="0.5"'),
    rect(47, 50, 9, 21, s.fabric.color, ' rx="3"'),
    rect(104, 50, 9, 21, s.fabric.color, ' rx="3"'),
    rect(60, 48, 13, 10, s.accent.color, ' rx="2"'),
    // Side table in wood with a metal lamp.
    rect(120, 60, 24, 4, s.wood.color),
    rect(123, 64, 3, 13, s.wood.color),
    rect(138, 64, 3, 13, s.wood.color),
    rect(131, 38, 2, 22, s.metal.color),
    `<path d="M124 38L127 28H137L140 38Z" fill="${s.metal.color}"/>`,
    chips([s.wall.color, s.floor.color, s.fabric.color, s.wood.color, s.metal.color, s.accent.color]),
  ];
  return svg(WIDTH, HEIGHT, name, body.join(''));
}

function roofPath(roof: FacadeSample['roof']): string {
  if (roof === 'flat') return 'M26 34H134V42H26Z';
  if (roof === 'hip') return 'M22 44L48 20H112L138 44Z';
  return 'M22 44L80 12L138 44Z';
}

function facadeSvg(name: string, s: FacadeSample): string {
  const top = s.roof === 'flat' ? 42 : 44;
  const window = (x: number) => rect(x, 52, 20, 17, '#cfe0ea', ` stroke="${s.trim.color}" stroke-width="2.5"`) + `<path d="M${x + 10} 52V69" stroke="${s.trim.color}" stroke-width="1.5"/>`;
  const body = [
    rect(0, 0, WIDTH, HEIGHT, '#dbe8f1'),
    rect(0, 84, WIDTH, 16, '#a9c08f'),
    rect(30, top, 100, 86 - top, s.siding.color),
    `<path d="${Array.from({ length: 7 }, (_, i) => `M30 ${top + 5 + i * 5}H130`).join('')}" stroke="${SHADE}" stroke-width="0.8"/>`,
    rect(30, 78, 100, 8, s.stone.color),
    `<path d="${roofPath(s.roof)}" fill="${s.roofing.color}" stroke="${s.trim.color}" stroke-width="2" stroke-linejoin="round"/>`,
    rect(30, top, 3, 86 - top, s.trim.color),
    rect(127, top, 3, 86 - top, s.trim.color),
    window(40),
    window(100),
    rect(71, 54, 18, 32, s.door.color, ` stroke="${s.trim.color}" stroke-width="2.5"`),
    `<circle cx="85" cy="71" r="1.5" fill="${s.trim.color}"/>`,
    `<path d="M71 86H89L94 100H66Z" fill="${s.stone.color}"/>`,
    chips([s.siding.color, s.roofing.color, s.trim.color, s.door.color, s.stone.color]),
  ];
  return svg(WIDTH, HEIGHT, name, body.join(''));
}

/** The picture of a known style: its sample room or house front. */
export function styleSampleSvg(name: string, sample: StyleSample): string {
  return sample.kind === 'room' ? roomSvg(name, sample) : facadeSvg(name, sample);
}

/** A 32-bit FNV-1a hash of a text. */
export function hashName(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Up to two initials of a name ("Art nouveau" → "AN"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s/_-]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/**
 * A neutral swatch for a style we have no sample of: four muted bands whose hues come from the
 * name's hash, and the name's initials, so two unknown styles look different and neither
 * pretends to show a room.
 */
export function neutralSwatchSvg(name: string): string {
  const hash = hashName(name);
  const hue = hash % 360;
  const turn = 20 + ((hash >>> 9) % 40);
  const bands = [
    `hsl(${hue} 18% 84%)`,
    `hsl(${(hue + turn) % 360} 20% 70%)`,
    `hsl(${(hue + 2 * turn) % 360} 18% 56%)`,
    `hsl(${(hue + 180) % 360} 24% 42%)`,
  ];
  const body = [
    ...bands.map((fill, i) => `<path d="M${i * 48 - 20} 0H${i * 48 + 32}L${i * 48 + 12} 100H${i * 48 - 40}Z" fill="${fill}"/>`),
    `<circle cx="80" cy="50" r="24" fill="#ffffff" opacity="0.88"/>`,
    `<text x="80" y="57" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="600" fill="#333">${escapeXml(initialsOf(name))}</text>`,
  ];
  return svg(WIDTH, HEIGHT, name, body.join(''));
}

const ICONS: Record<RoomIcon, string> = {
  sofa: 'M16 34v-8a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v8M10 36a4 4 0 0 1 8 0v4h28v-4a4 4 0 0 1 8 0v8H10zM14 44v5M50 44v5',
  bed: 'M12 18v32M52 34v16M12 40h40M12 34h40M18 28h10v6H18z',
  table: 'M16 30h32M22 30v18M42 30v18M8 22v26M8 38h6M56 22v26M56 38h-6',
  stove: 'M16 18h32v32H16zM16 32h32M22 38h20v6H22z',
  desk: 'M10 40h44M14 40v12M50 40v12M22 16h20v14H22zM32 30v10M26 40h12',
  blocks: 'M13 34h16v16H13zM33 34h16v16H33zM23 16h16v16H23z',
  tub: 'M8 32h48v4a12 12 0 0 1-12 12H20A12 12 0 0 1 8 36zM16 32V20a5 5 0 0 1 10 0M18 48l-3 5M46 48l3 5',
  umbrella: 'M10 30a22 16 0 0 1 44 0zM32 30v20M24 52h16M32 14v-2',
};

const BURNERS = '<circle cx="26" cy="25" r="3.5"/><circle cx="38" cy="25" r="3.5"/>';

function tile(name: string, tint: string, inner: string): string {
  return svg(64, 64, name, `<rect width="64" height="64" rx="12" fill="${tint}"/>${inner}`);
}

/** A room type's icon on its coloured tile. */
export function roomTypeSvg(name: string, sample: RoomTypeSample): string {
  const strokes = `<g fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="${ICONS[sample.icon]}"/>${sample.icon === 'stove' ? BURNERS : ''}</g>`;
  return tile(name, sample.tint, strokes);
}

/** The tile of a room type we don't know: a muted colour from the name's hash and its initials. */
export function neutralRoomTypeSvg(name: string): string {
  const text = `<text x="32" y="39" text-anchor="middle" font-family="system-ui, sans-serif" font-size="19" font-weight="600" fill="${INK}">${escapeXml(initialsOf(name))}</text>`;
  return tile(name, `hsl(${hashName(name) % 360} 22% 86%)`, text);
}

/** The file a known style's picture is built to, inside the extension. */
export function stylePreviewPath(slug: string): string {
  return `${PREVIEW_DIR}/${slug}.svg`;
}

/** The file a known room type's icon is built to. */
export function roomTypePreviewPath(slug: string): string {
  return `${PREVIEW_DIR}/room-${slug}.svg`;
}

/** Every picture the build writes: its path inside the extension and its SVG. */
export function previewFiles(): { readonly path: string; readonly svg: string }[] {
  return [
    ...knownStyles().map(({ slug, name, sample }) => ({ path: stylePreviewPath(slug), svg: styleSampleSvg(name, sample) })),
    ...knownRoomTypes().map(({ slug, name, sample }) => ({ path: roomTypePreviewPath(slug), svg: roomTypeSvg(name, sample) })),
  ];
}

/** An SVG as a data: URL an <img> can show. */
export function svgDataUrl(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}
