/**
 * Before/after pictures of every emulator operation on the demo photos, for people to look at
 * when changing how the demo renders: `npx tsx scripts/demo/rooms/contact-sheet.ts [dir]`
 * (default test-results/demo-renders/). Each PNG shows the photo and the result side by side.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { findRenovationStyle } from '../../../emulator/service-styles/renovation-styles';
import { findStagingStyle, type RoomTypeId } from '../../../emulator/service-styles/staging';
import { restyleCabinets } from '../../../emulator/images/cabinet-restyle';
import { decodeRgb, encodeJpeg } from '../../../emulator/images/raw';
import { renovatePhoto } from '../../../emulator/images/renovate';
import { resolveScene } from '../../../emulator/images/resolve-scene';
import { SPECTRUM_STRENGTH, type RenovationSpectrum } from '../../../emulator/images/spectrum';
import { stageRoom } from '../../../emulator/images/staging';
import { reinhardTransfer } from '../../../emulator/images/style-transfer';
import { upscaleImage } from '../../../emulator/images/upscale';
import { DEMO_PHOTOS, renderDemoPhoto } from '../photos';

const photo = (file: string): Promise<Buffer> => renderDemoPhoto(DEMO_PHOTOS.find((p) => p.file === file) ?? { file, alt: '', scene: '' });

async function renovate(file: string, styleId: string | undefined, spectrum: RenovationSpectrum, guidance?: string): Promise<Buffer> {
  const image = await decodeRgb(await photo(file));
  const style = styleId === undefined ? undefined : findRenovationStyle(styleId);
  return encodeJpeg(await renovatePhoto(image, await resolveScene(image), { style, guidance, strength: SPECTRUM_STRENGTH[spectrum], tint: undefined }));
}

/** Every picture: its name and how to make the "after". */
const JOBS: readonly (readonly [string, string, () => Promise<Buffer>])[] = [
  ['living-industrial-tweak', 'living-room.jpg', () => renovate('living-room.jpg', 'industrial', 'tweak')],
  ['living-industrial-transform', 'living-room.jpg', () => renovate('living-room.jpg', 'industrial', 'transform')],
  ['living-coastal-renovate', 'living-room.jpg', () => renovate('living-room.jpg', 'coastal', 'renovate')],
  ['kitchen-modern-transform', 'kitchen.jpg', () => renovate('kitchen.jpg', 'modern', 'transform')],
  ['kitchen-cabinets-mid-century', 'kitchen.jpg', async () => { const i = await decodeRgb(await photo('kitchen.jpg')); return encodeJpeg(await restyleCabinets(i, await resolveScene(i), findRenovationStyle('mid_century')?.palette.accent ?? [0, 0, 0], 0.9)); }],
  ['bedroom-scandinavian-renovate', 'bedroom.jpg', () => renovate('bedroom.jpg', 'scandinavian', 'renovate')],
  ['bathroom-guidance-sage-walls-marble-floor', 'bathroom.jpg', () => renovate('bathroom.jpg', undefined, 'transform', 'sage green walls and marble floor')],
  ['exterior-modern-farmhouse', 'exterior.jpg', () => renovate('exterior.jpg', 'modern_farmhouse', 'transform')],
  ['exterior-mediterranean', 'exterior.jpg', () => renovate('exterior.jpg', 'mediterranean', 'renovate')],
  ...(['living_room', 'bedroom', 'dining_room', 'home_office'] as const).map((room: RoomTypeId, i) => {
    const style = ['scandinavian', 'modern', 'mid_century', 'industrial'][i] ?? 'modern';
    return [`empty-staged-${room}-${style}`, 'empty-room.jpg', async () => stageRoom(await photo('empty-room.jpg'), room, findStagingStyle(style)?.colours ?? { fabric: [0, 0, 0], wood: [0, 0, 0], accent: [0, 0, 0], trim: [0, 0, 0] })] as const;
  }),
  ['empty-style-transfer-from-exterior', 'empty-room.jpg', async () => encodeJpeg(reinhardTransfer(await decodeRgb(await photo('empty-room.jpg')), await decodeRgb(await photo('exterior.jpg'), 512)))],
  ['living-upscale-crop', 'living-room.jpg', async () => (await upscaleImage(await photo('living-room.jpg'), 0.5)).jpeg],
];

const dir = path.resolve(process.argv[2] ?? 'test-results/demo-renders');
await mkdir(dir, { recursive: true });
for (const [name, file, make] of JOBS) {
  const started = Date.now();
  const after = await make();
  const took = Date.now() - started;
  const before = await photo(file);
  const upscaled = name.includes('upscale');
  // An upscale is shown as the same 640 x 427 crop of both, so the added detail is visible.
  const side = (image: Buffer, scale: number): Promise<Buffer> => (upscaled ? sharp(image).extract({ left: 400 * scale, top: 300 * scale, width: 640, height: 427 }) : sharp(image).resize(960, 640)).png().toBuffer();
  const [left, right] = await Promise.all([side(before, 1), side(after, 2)]);
  const w = upscaled ? 640 : 960;
  const h = upscaled ? 427 : 640;
  await sharp({ create: { width: w * 2 + 8, height: h, channels: 3, background: '#ffffff' } }).composite([{ input: left, left: 0, top: 0 }, { input: right, left: w + 8, top: 0 }]).png().toFile(path.join(dir, `${name}.png`));
  process.stdout.write(`${name}.png (${took} ms)\n`);
}
