/**
 * Renders follow their request (#18): on the demo listing's photos, through the API, a style
 * moves the walls and floor toward its own colours, the spectrum decides how far, staging puts
 * furniture on the floor, a cabinet restyle touches only the cabinets, materials land on their
 * surface, upscale adds detail, style transfer takes the other photo's colours.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRenovationStyle } from '../service-styles/renovation-styles';
import { styleSampleOf } from '../../lib/format/style-palettes';
import { hex } from '../../demo-scenes/color';
import { decodeRgb } from '../images/raw';
import { blob, serveBytes, startStubServer, startTestEmulator, type StubServer, type TestEmulator } from './helpers';
import { checkerTexture } from './images';
import { complement, demoPhoto, differenceIn, distance, edgeEnergy, meanIn, plainDouble, regionPixels } from './demo-support';

let emu: TestEmulator;
let stub: StubServer;
const photos: Record<string, Buffer> = {};
const assets: Record<string, string> = {};

beforeAll(async () => {
  emu = await startTestEmulator();
  for (const file of ['living-room.jpg', 'kitchen.jpg', 'empty-room.jpg', 'bathroom.jpg', 'exterior.jpg']) {
    photos[file] = await demoPhoto(file);
    assets[file] = (await emu.upload(photos[file] as Buffer)).id;
  }
  stub = await startStubServer({ '/texture.png': serveBytes(await checkerTexture(), 'image/png') });
}, 120_000);
afterAll(async () => {
  await emu.handle.close();
  await stub.close();
});

/** The stored (normalized) copy of a demo photo: what renders start from. */
async function stored(file: string): Promise<Buffer> {
  const { assets: list } = (await (await emu.api('/assets')).json()) as { assets: { id: string; preview_url: string }[] };
  return emu.download(list.find((a) => a.id === assets[file])?.preview_url ?? '');
}

async function render(path: string, body: Record<string, unknown>): Promise<Buffer> {
  const response = await emu.postJson(path, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return emu.download(((await response.json()) as { renovated_image_url: string }).renovated_image_url);
}

const wallColour = (styleId: string): number[] => {
  const sample = styleSampleOf(findRenovationStyle(styleId)?.name ?? '')?.sample;
  if (sample?.kind !== 'room') throw new Error('not a room style');
  return [...hex(sample.wall.color)];
};

describe('renovate follows the style and the spectrum', () => {
  it('moves the wall region toward the style wall colour, further along the spectrum; other styles land elsewhere', async () => {
    const before = await stored('living-room.jpg');
    const walls = await regionPixels(before, 'walls');
    const target = wallColour('industrial');
    const start = distance(await meanIn(before, walls), target);
    const tweak = distance(await meanIn(await render('/renovate', { asset_id: assets['living-room.jpg'], style_id: 'industrial', renovation_spectrum: 'tweak' }), walls), target);
    const transform = distance(await meanIn(await render('/renovate', { asset_id: assets['living-room.jpg'], style_id: 'industrial', renovation_spectrum: 'transform' }), walls), target);
    expect(tweak).toBeLessThan(start);
    expect(transform).toBeLessThan(tweak * 0.6);
    const coastal = await meanIn(await render('/renovate', { asset_id: assets['living-room.jpg'], style_id: 'coastal', renovation_spectrum: 'transform' }), walls);
    expect(distance(coastal, wallColour('coastal'))).toBeLessThan(distance(coastal, target));
  });

  it('changes the floor toward the style floor; furniture, window and art stay', async () => {
    const before = await stored('living-room.jpg');
    const after = await render('/renovate', { asset_id: assets['living-room.jpg'], style_id: 'modern', renovation_spectrum: 'renovate' });
    const floor = await regionPixels(before, 'floor');
    const sample = styleSampleOf('Modern')?.sample;
    const floorTarget = sample?.kind === 'room' ? [...hex(sample.floor.color)] : [];
    expect(distance(await meanIn(after, floor), floorTarget)).toBeLessThan(distance(await meanIn(before, floor), floorTarget) * 0.6);
    expect(await differenceIn(before, after, await regionPixels(before, 'object', 'window'))).toBeLessThan(8);
  });

  it('lays new paint evenly: no stripes from the old surface or the blur (rows of a side-wall patch agree)', async () => {
    const after = await decodeRgb(await render('/renovate', { asset_id: assets['living-room.jpg'], style_id: 'scandinavian', renovation_spectrum: 'renovate' }));
    let step = 0;
    let count = 0;
    for (let y = 200; y < 260; y++) {
      for (let x = 1130; x < 1230; x++) {
        const p = (y * after.width + x) * 3;
        step += Math.abs((after.data[p] ?? 0) - (after.data[p + after.width * 3] ?? 0));
        count++;
      }
    }
    expect(step / count).toBeLessThan(1.5);
  });

  it('is deterministic: the same request gives identical bytes', async () => {
    const request = { asset_id: assets['kitchen.jpg'], style_id: 'farmhouse', renovation_spectrum: 'renovate', guidance: 'sage green walls' };
    expect((await render('/renovate', request)).equals(await render('/renovate', request))).toBe(true);
  });

  it('reads colour words in guidance: "navy walls" makes the walls navy', async () => {
    const before = await stored('bathroom.jpg');
    const walls = await regionPixels(before, 'walls');
    const after = await meanIn(await render('/renovate', { asset_id: assets['bathroom.jpg'], guidance: 'navy walls', renovation_spectrum: 'transform' }), walls);
    expect(after[2]).toBeGreaterThan(after[0] + 20);
    expect(distance(after, [39, 56, 79])).toBeLessThan(distance(await meanIn(before, walls), [39, 56, 79]) * 0.5);
  });

  it('restyles an exterior: siding and roof toward the facade style, the sky and lawn untouched', async () => {
    const before = await stored('exterior.jpg');
    const after = await render('/renovate', { asset_id: assets['exterior.jpg'], style_id: 'modern_farmhouse', renovation_spectrum: 'transform' });
    const siding = await regionPixels(before, 'siding');
    expect(distance(await meanIn(after, siding), [250, 250, 247])).toBeLessThan(distance(await meanIn(before, siding), [250, 250, 247]) * 0.5);
    expect(await differenceIn(before, after, await regionPixels(before, 'sky', 'ground'))).toBeLessThan(6);
  });
});

describe('kitchen cabinets, materials, staging', () => {
  it('kitchen_cabinets changes only the cabinet region', async () => {
    const before = await stored('kitchen.jpg');
    const after = await render('/kitchen_cabinets', { asset_id: assets['kitchen.jpg'], style_id: 'coastal', renovation_spectrum: 'transform' });
    const cabinets = await regionPixels(before, 'cabinets');
    expect(await differenceIn(before, after, cabinets)).toBeGreaterThan(30);
    expect(await differenceIn(before, after, complement(cabinets, 1280 * 853))).toBeLessThan(1.5);
  });

  it('a FLOORS material covers the floor in perspective and leaves the walls', async () => {
    const before = await stored('empty-room.jpg');
    const material = { material_id: 'SKU-1', image_url: `${stub.url}/texture.png`, installation_location: 'FLOORS' };
    const plain = await render('/renovate', { asset_id: assets['empty-room.jpg'], guidance: 'keep it', renovation_spectrum: 'tweak' });
    const floored = await render('/renovate', { asset_id: assets['empty-room.jpg'], guidance: 'keep it', renovation_spectrum: 'tweak', materials: [material] });
    expect(await differenceIn(plain, floored, await regionPixels(before, 'floor'))).toBeGreaterThan(25);
    expect(await differenceIn(plain, floored, await regionPixels(before, 'walls', 'ceiling'))).toBeLessThan(1);
  });

  it('staging puts furniture on the floor of the empty room; the ceiling stays', async () => {
    const form = await emu.postForm('/virtual-staging/projects/create', { image: blob(photos['empty-room.jpg'] as Buffer) });
    const project = (await form.json()) as { project_id: string; input_image_url: string };
    const empty = await emu.download(project.input_image_url);
    const stage = async (room_type: string, style: string): Promise<Buffer> => {
      const response = await emu.postJson(`/virtual-staging/projects/${project.project_id}/stage`, { room_type, style });
      return emu.download(((await response.json()) as { staged_image_url: string }).staged_image_url);
    };
    const living = await stage('living_room', 'scandinavian');
    const floor = await regionPixels(empty, 'floor');
    const farFloor = floor.filter((p) => Math.floor(p / 1280) < 853 * 0.78);
    expect(await differenceIn(empty, living, farFloor)).toBeGreaterThan(8);
    expect(await differenceIn(empty, living, await regionPixels(empty, 'ceiling'))).toBeLessThan(1);
    const bedroom = await stage('bedroom', 'scandinavian');
    expect(await differenceIn(living, bedroom, farFloor)).toBeGreaterThan(5);
  });
});

describe('upscale and style transfer', () => {
  it('upscale doubles the size with more fine detail than a plain lanczos resize', async () => {
    const response = await emu.postForm('/creative_upscale', { image: blob(photos['living-room.jpg'] as Buffer) });
    const upscaled = await emu.download(((await response.json()) as { upscaled_image_url: string }).upscaled_image_url);
    expect(await sharp(upscaled).metadata()).toMatchObject({ width: 2560, height: 1706 });
    const plain = await plainDouble(await stored('living-room.jpg'), 1280, 853);
    expect(await edgeEnergy(upscaled)).toBeGreaterThan((await edgeEnergy(plain)) * 1.1);
  });

  it('style transfer takes the other photo palette', async () => {
    const form = await emu.postForm('/style_transfer', { asset_id: assets['empty-room.jpg'], style_image: blob(photos['exterior.jpg'] as Buffer) });
    expect(form.status).toBe(200);
    const result = await emu.download(((await form.json()) as { renovated_image_url: string }).renovated_image_url);
    const all = Array.from({ length: 1280 * 853 }, (_, p) => p);
    const target = await meanIn(photos['exterior.jpg'] as Buffer, all);
    expect(distance(await meanIn(result, all), target)).toBeLessThan(distance(await meanIn(await stored('empty-room.jpg'), all), target) * 0.5);
  });
});
