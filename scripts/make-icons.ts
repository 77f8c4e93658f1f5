/**
 * Renders `scripts/icon.svg` to the PNG sizes the manifest uses (public/icon/<size>.png).
 * Run after changing the SVG: `npx tsx scripts/make-icons.ts`. The PNGs are committed so a
 * build needs no image tooling.
 */
import sharp from 'sharp';
import { readFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const SIZES = [16, 32, 48, 96, 128] as const;
const root = fileURLToPath(new URL('..', import.meta.url));
const svg = await readFile(`${root}scripts/icon.svg`);
await mkdir(`${root}public/icon`, { recursive: true });
for (const size of SIZES) {
  await sharp(svg, { density: 384 }).resize(size, size).png().toFile(`${root}public/icon/${size}.png`);
}
console.log(`wrote ${SIZES.length} icons`);
