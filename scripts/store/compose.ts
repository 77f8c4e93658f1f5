/**
 * The store pictures' pixels: a page and the side panel put side by side as Chrome shows them
 * (Playwright cannot reach the real side panel, so the panel page is shot on its own and placed
 * at the window's right edge), and the promo tile drawn from an SVG. Both stores want exact
 * sizes and refuse an alpha channel, so every picture is flattened onto an opaque background.
 * Screenshots are JPEG (see writeJpeg), the promo tile a 24-bit PNG.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The Chrome Web Store's (and AMO's recommended) screenshot size. */
export const SCREENSHOT = { width: 1280, height: 800 } as const;
/** The side panel's width, as Chrome opens it by default (and as the README's screens show it). */
export const PANEL_WIDTH = 420;
/** The panel's left border, as Chrome draws it between the page and the panel. */
const DIVIDER = 1;
/** The page beside the panel takes the rest of the window. */
export const PAGE_BESIDE_PANEL = { width: SCREENSHOT.width - PANEL_WIDTH - DIVIDER, height: SCREENSHOT.height } as const;
/** The Chrome Web Store's small promo tile. */
export const PROMO = { width: 440, height: 280 } as const;

/**
 * Writes an opaque, 8-bit-per-channel RGB PNG (no alpha, no palette: the "24-bit PNG" both stores
 * ask for), at the highest zlib effort since these files live in the repository.
 */
async function writeRgbPng(image: sharp.Sharp, file: string): Promise<number> {
  const info = await image.flatten({ background: '#ffffff' }).removeAlpha().toColourspace('srgb').png({ compressionLevel: 9, adaptiveFiltering: true, palette: false }).toFile(file);
  return info.size;
}

/**
 * Writes a screenshot as JPEG: as 24-bit PNGs the rendered room photos made each about 550 KB,
 * 16 MB for the six languages in the repository; at this quality, with full-resolution colour
 * (no chroma subsampling, so coloured text and thin lines stay sharp), each is about 200 KB. Both
 * stores take JPEG, which has no alpha channel.
 */
async function writeJpeg(image: sharp.Sharp, file: string): Promise<number> {
  const info = await image.flatten({ background: '#ffffff' }).toColourspace('srgb').jpeg({ quality: 92, mozjpeg: true, chromaSubsampling: '4:4:4' }).toFile(file);
  return info.size;
}

/** The page (left) and the panel (right) as one 1280x800 screenshot; answers the file's size. */
export async function besidePanel(page: Buffer, panel: Buffer, file: string): Promise<number> {
  const canvas = sharp({ create: { ...SCREENSHOT, channels: 3, background: '#d0d5dd' } });
  const left = await sharp(page).resize(PAGE_BESIDE_PANEL.width, PAGE_BESIDE_PANEL.height, { fit: 'cover', position: 'top' }).toBuffer();
  const right = await sharp(panel).resize(PANEL_WIDTH, SCREENSHOT.height, { fit: 'cover', position: 'top' }).toBuffer();
  const composed = canvas.composite([
    { input: left, left: 0, top: 0 },
    { input: right, left: PAGE_BESIDE_PANEL.width + DIVIDER, top: 0 },
  ]);
  // composite() cannot be followed by another operation on the same pipeline: encode, then flatten.
  return writeJpeg(sharp(await composed.png().toBuffer()), file);
}

/** Text for SVG: the five characters XML reserves, escaped. */
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The 440x280 promo tile: the brand's gradient, its icon, the name and a two-line tagline in the
 * store page's language, in DejaVu Sans (installed with Chromium; no font to ship or license).
 */
export async function promoTile(tagline: readonly [string, string], file: string): Promise<number> {
  const icon = await readFile(path.resolve('scripts/icon.svg'));
  const iconPng = await sharp(icon, { density: 288 }).resize(104, 104).png().toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PROMO.width}" height="${PROMO.height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#0c4a6e"/></linearGradient></defs>
  <rect width="${PROMO.width}" height="${PROMO.height}" fill="url(#bg)"/>
  <text x="160" y="118" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#ffffff">Reimagine</text>
  <rect x="162" y="134" width="56" height="4" rx="2" fill="#fde047"/>
  <text font-family="DejaVu Sans" font-size="19" fill="#e0f2fe">
    <tspan x="36" y="204">${xml(tagline[0])}</tspan>
    <tspan x="36" y="232">${xml(tagline[1])}</tspan>
  </text>
</svg>`;
  const tile = sharp(Buffer.from(svg)).composite([{ input: iconPng, left: 36, top: 44 }]);
  return writeRgbPng(sharp(await tile.png().toBuffer()), file);
}
