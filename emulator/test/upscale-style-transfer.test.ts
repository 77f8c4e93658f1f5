/** POST /creative_upscale and POST /style_transfer. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, closedPort, serveBytes, startStubServer, startTestEmulator, type StubServer, type TestEmulator } from './helpers';
import { HEIGHT, livingRoom, meanColour, meanDifference, orangeTealStyle, WIDTH } from './images';

let emu: TestEmulator;
let stub: StubServer;
let room: Buffer;
let style: Buffer;
let assetId: string;

beforeAll(async () => {
  emu = await startTestEmulator();
  room = await livingRoom();
  style = await orangeTealStyle();
  stub = await startStubServer({ '/room.jpg': serveBytes(room, 'image/jpeg'), '/style.jpg': serveBytes(style, 'image/jpeg') });
  assetId = (await emu.upload(room)).id;
});
afterAll(async () => {
  await emu.handle.close();
  await stub.close();
});

async function upscale(fields: Record<string, string | Blob | undefined>): Promise<{ upscaled_image_url: string; creativity: number }> {
  const response = await emu.postForm('/creative_upscale', fields);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { upscaled_image_url: string; creativity: number };
}

describe('POST /creative_upscale', () => {
  it('doubles both sides and echoes the default creativity 0.5', async () => {
    const body = await upscale({ image: blob(room) });
    expect(body).toEqual({ upscaled_image_url: expect.stringContaining('/files/'), creativity: 0.5 });
    expect(await sharp(await emu.download(body.upscaled_image_url)).metadata()).toMatchObject({ format: 'jpeg', width: WIDTH * 2, height: HEIGHT * 2 });
  });

  it('sharpens more with more creativity, and is deterministic', async () => {
    const plain = await emu.download((await upscale({ image: blob(room), creativity: '0' })).upscaled_image_url);
    const crisp = await emu.download((await upscale({ image: blob(room), creativity: '1' })).upscaled_image_url);
    const again = await emu.download((await upscale({ image: blob(room), creativity: '1' })).upscaled_image_url);
    expect(await meanDifference(plain, crisp)).toBeGreaterThan(0.2);
    expect(crisp.equals(again)).toBe(true);
  });

  it('accepts image_url', async () => {
    const body = await upscale({ image_url: `${stub.url}/room.jpg`, creativity: '0.25' });
    expect(body.creativity).toBe(0.25);
    expect((await sharp(await emu.download(body.upscaled_image_url)).metadata()).width).toBe(WIDTH * 2);
  });

  it.each([
    ['no image', { creativity: '0.5' }, /image \(file\) or image_url is required/],
    ['both inputs', { image: 'FILE', image_url: 'http://127.0.0.1:9/a.jpg' }, /not both/],
    ['creativity above 1', { image: 'FILE', creativity: '1.5' }, /creativity must be a number from 0 to 1/],
    ['negative creativity', { image: 'FILE', creativity: '-0.1' }, /creativity/],
    ['non-numeric creativity', { image: 'FILE', creativity: 'high' }, /creativity/],
    ['a non-image file', { image: 'TEXT' }, /not a supported image/],
  ])('answers 400 for %s', async (_label, fields, message) => {
    const resolved = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v === 'FILE' ? blob(room) : v === 'TEXT' ? blob(Buffer.from('no'), 'text/plain') : v]),
    ) as Record<string, string | Blob>;
    const response = await emu.postForm('/creative_upscale', resolved);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 400 for a JSON body', async () => {
    expect((await emu.postJson('/creative_upscale', { image_url: `${stub.url}/room.jpg` })).status).toBe(400);
  });
});

describe('POST /style_transfer', () => {
  it('answers {status:"success", renovated_image_url} and moves the mean colour toward the style image', async () => {
    const response = await emu.postForm('/style_transfer', { asset_id: assetId, style_image: blob(style) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; renovated_image_url: string };
    expect(body).toEqual({ status: 'success', renovated_image_url: expect.stringContaining('/files/') });
    const output = await emu.download(body.renovated_image_url);
    expect(await sharp(output).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT });
    const [before, after, target] = await Promise.all([meanColour(room), meanColour(output), meanColour(style)]);
    const distance = (a: number[], b: number[]): number => Math.hypot(...a.map((v, i) => v - (b[i] ?? 0)));
    expect(distance(after, target)).toBeLessThan(distance(before, target) / 2);
  });

  it('accepts style_image_url and gives the same bytes as the upload', async () => {
    const byUrl = (await (await emu.postForm('/style_transfer', { asset_id: assetId, style_image_url: `${stub.url}/style.jpg` })).json()) as { renovated_image_url: string };
    const byFile = (await (await emu.postForm('/style_transfer', { asset_id: assetId, style_image: blob(style) })).json()) as { renovated_image_url: string };
    expect((await emu.download(byUrl.renovated_image_url)).equals(await emu.download(byFile.renovated_image_url))).toBe(true);
  });

  it('answers 404 for an unknown asset', async () => {
    const response = await emu.postForm('/style_transfer', { asset_id: 'asset_missing', style_image: blob(style) });
    expect(response.status).toBe(404);
  });

  it.each([
    ['no asset_id', { style_image: 'FILE' }, /asset_id is required/],
    ['no style image', { asset_id: 'ASSET' }, /style_image \(file\) or style_image_url is required/],
    ['both style inputs', { asset_id: 'ASSET', style_image: 'FILE', style_image_url: 'http://127.0.0.1:9/s.jpg' }, /not both/],
    ['a non-image style', { asset_id: 'ASSET', style_image: 'TEXT' }, /style_image: is not a supported image/],
    ['an unreachable style URL', { asset_id: 'ASSET', style_image_url: 'UNREACHABLE' }, /style_image_url: could not be fetched/],
  ])('answers 400 for %s', async (_label, fields, message) => {
    const unreachable = `http://127.0.0.1:${await closedPort()}/s.jpg`;
    const resolved = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v === 'FILE' ? blob(style) : v === 'TEXT' ? blob(Buffer.from('no'), 'text/plain') : v === 'ASSET' ? assetId : v === 'UNREACHABLE' ? unreachable : v]),
    ) as Record<string, string | Blob>;
    const response = await emu.postForm('/style_transfer', resolved);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });
});
