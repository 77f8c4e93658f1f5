/**
 * Tiny photos work on every operation. The fuzzer found that a material on a photo whose band
 * is shorter than 8 px failed inside sharp ("Image to composite must have same dimensions or
 * smaller"), answered as a generic 400: the texture tile was never smaller than 8 px.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLATION_LOCATIONS } from '../images/regions';
import { tileSideFor } from '../images/materials';
import { fakeHttp } from './fake-http';
import { blob, startTestEmulator, type TestEmulator } from './helpers';

const unexpected: string[] = [];
let emu: TestEmulator;
let tiny: Buffer;
let assetId: string;

beforeAll(async () => {
  tiny = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 150, g: 110, b: 70 } } }).jpeg().toBuffer();
  const texture = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
  emu = await startTestEmulator({ httpGet: fakeHttp(() => ({ image: texture })).get, log: (line) => unexpected.push(line) });
  assetId = (await emu.upload(tiny)).id;
});
afterAll(async () => {
  await emu.handle.close();
});

describe('a 24 x 16 photo', () => {
  it('takes a material in every installation location', async () => {
    const materials = INSTALLATION_LOCATIONS.map((location, i) => ({ material_id: `m${i}`, image_url: 'http://textures.test/t.png', installation_location: location }));
    const response = await emu.postJson('/renovate', { asset_id: assetId, style_id: 'modern', materials });
    expect(response.status, await response.clone().text()).toBe(200);
    const { renovated_image_url: url } = (await response.json()) as { renovated_image_url: string };
    expect(await sharp(await emu.download(url)).metadata()).toMatchObject({ width: 24, height: 16 });
  });

  it('is upscaled, restyled, staged and analysed', async () => {
    expect((await emu.postForm('/creative_upscale', { image: blob(tiny) })).status).toBe(200);
    expect((await emu.postForm('/style_transfer', { asset_id: assetId, style_image: blob(tiny) })).status).toBe(200);
    const created = await emu.postForm('/virtual-staging/projects/create', { image: blob(tiny) });
    const { project_id: projectId } = (await created.json()) as { project_id: string };
    expect((await emu.postJson(`/virtual-staging/projects/${projectId}/stage`, { room_type: 'bedroom', style: 'modern' })).status).toBe(201);
    expect((await emu.postForm('/analyze', { image: blob(tiny) })).status).toBe(200);
  });

  it('logged no unexpected error', () => {
    expect(unexpected).toEqual([]);
  });
});

it('a tile is never larger than its band, and 8 px or more where the band allows', () => {
  expect(tileSideFor({ left: 0, top: 0, width: 24, height: 1 })).toBe(1);
  expect(tileSideFor({ left: 0, top: 0, width: 3, height: 40 })).toBe(3);
  expect(tileSideFor({ left: 0, top: 0, width: 288, height: 10 })).toBe(8);
  expect(tileSideFor({ left: 0, top: 0, width: 320, height: 53 })).toBe(18);
});
