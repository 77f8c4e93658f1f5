/** GET /styles, POST /renovate (both shapes, materials) and POST /kitchen_cabinets, with image checks. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, serveBytes, startStubServer, startTestEmulator, type StubServer, type TestEmulator } from './helpers';
import { checkerTexture, exterior, HEIGHT, kitchen, livingRoom, meanDifference, WIDTH } from './images';

let emu: TestEmulator;
let stub: StubServer;
let kitchenPhoto: Buffer;
let livingPhoto: Buffer;
let kitchenAsset: string;
let livingAsset: string;
let exteriorAsset: string;

interface RenderBody {
  style_id: string;
  renovation_spectrum: string;
  renovated_image_url: string;
}

beforeAll(async () => {
  emu = await startTestEmulator();
  kitchenPhoto = await kitchen();
  livingPhoto = await livingRoom();
  stub = await startStubServer({
    '/texture.png': serveBytes(await checkerTexture(), 'image/png'),
    '/room.jpg': serveBytes(livingPhoto, 'image/jpeg'),
    '/notes.txt': serveBytes(Buffer.from('plain text'), 'text/plain'),
  });
  kitchenAsset = (await emu.upload(kitchenPhoto)).id;
  livingAsset = (await emu.upload(livingPhoto)).id;
  exteriorAsset = (await emu.upload(await exterior())).id;
});
afterAll(async () => {
  await emu.handle.close();
  await stub.close();
});

async function render(path: string, body: unknown): Promise<{ body: RenderBody; image: Buffer }> {
  const response = await emu.postJson(path, body);
  expect(response.status, await response.clone().text()).toBe(200);
  const json = (await response.json()) as RenderBody;
  return { body: json, image: await emu.download(json.renovated_image_url) };
}

async function original(assetId: string): Promise<Buffer> {
  const { assets } = (await (await emu.api('/assets')).json()) as { assets: { id: string; preview_url: string }[] };
  return emu.download(assets.find((a) => a.id === assetId)?.preview_url ?? '');
}

describe('GET /styles', () => {
  it('lists interior and exterior styles with id, name and description', async () => {
    const response = await emu.api('/styles');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { interior_styles: { id: string; name: string; description: string }[]; exterior_styles: unknown[]; total_found: number };
    expect(body.interior_styles.map((s) => s.id)).toEqual(['modern', 'scandinavian', 'industrial', 'mid_century', 'farmhouse', 'coastal', 'japandi', 'bohemian', 'traditional', 'minimalist']);
    expect(body.exterior_styles).toHaveLength(6);
    expect(body.total_found).toBe(16);
    for (const style of [...body.interior_styles, ...(body.exterior_styles as typeof body.interior_styles)]) {
      expect(Object.keys(style).sort()).toEqual(['description', 'id', 'name']);
    }
  });
});

describe('POST /renovate (asset_id shape)', () => {
  it('answers {style_id, renovation_spectrum, renovated_image_url} with a same-sized, changed image', async () => {
    const { body, image } = await render('/renovate', { asset_id: livingAsset, style_id: 'coastal', renovation_spectrum: 'transform' });
    expect(body).toEqual({ style_id: 'coastal', renovation_spectrum: 'transform', renovated_image_url: expect.stringMatching(/\/files\/img_[0-9a-f]{16}\.jpg$/) });
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: WIDTH, height: HEIGHT });
    expect(await meanDifference(image, await original(livingAsset))).toBeGreaterThan(10);
  });

  it('defaults the spectrum to renovate', async () => {
    const { body } = await render('/renovate', { asset_id: livingAsset, style_id: 'modern' });
    expect(body.renovation_spectrum).toBe('renovate');
  });

  it('is deterministic: the same request gives identical bytes', async () => {
    const request = { asset_id: livingAsset, style_id: 'bohemian', renovation_spectrum: 'enhance', guidance: 'warm terracotta accents' };
    const [a, b] = [await render('/renovate', request), await render('/renovate', request)];
    expect(a.image.equals(b.image)).toBe(true);
  });

  it('looks different per style and grows stronger along the spectrum', async () => {
    const source = await original(livingAsset);
    const modern = await render('/renovate', { asset_id: livingAsset, style_id: 'modern', renovation_spectrum: 'renovate' });
    const boho = await render('/renovate', { asset_id: livingAsset, style_id: 'bohemian', renovation_spectrum: 'renovate' });
    expect(await meanDifference(modern.image, boho.image)).toBeGreaterThan(5);
    const distances: number[] = [];
    for (const spectrum of ['tweak', 'enhance', 'renovate', 'transform']) {
      distances.push(await meanDifference((await render('/renovate', { asset_id: livingAsset, style_id: 'bohemian', renovation_spectrum: spectrum })).image, source));
    }
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    expect(distances[3]).toBeGreaterThan((distances[0] ?? 0) * 2);
  });

  it('accepts guidance alone, tinting by its text', async () => {
    const a = await render('/renovate', { asset_id: livingAsset, guidance: 'make it feel like a sunny beach house' });
    const b = await render('/renovate', { asset_id: livingAsset, guidance: 'dark moody library with green walls' });
    expect(a.body.style_id).toBe('');
    expect(await meanDifference(a.image, b.image)).toBeGreaterThan(3);
  });

  it.each([
    ['no style_id or guidance', { renovation_spectrum: 'tweak' }, /at least one of style_id or guidance/],
    ['blank guidance only', { guidance: '   ' }, /at least one of style_id or guidance/],
    ['an unknown style_id', { style_id: 'gothic' }, /unknown style_id/],
    ['a bad spectrum', { style_id: 'modern', renovation_spectrum: 'extreme' }, /renovation_spectrum must be one of/],
    ['a non-string style_id', { style_id: 7 }, /style_id must be a string/],
    ['a non-string guidance', { guidance: ['x'] }, /guidance must be a string/],
  ])('answers 400 for %s', async (_label, fields, message) => {
    const response = await emu.postJson('/renovate', { asset_id: livingAsset, ...fields });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 400 without asset_id, for malformed JSON and for a non-JSON body', async () => {
    expect((await emu.postJson('/renovate', { style_id: 'modern' })).status).toBe(400);
    expect((await emu.api('/renovate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"asset_id":"a",' })).status).toBe(400);
    const form = await emu.postForm('/renovate', { asset_id: livingAsset, style_id: 'modern' });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ message: 'expected Content-Type: application/json' });
  });

  it('answers 404 for an unknown asset', async () => {
    const response = await emu.postJson('/renovate', { asset_id: 'asset_missing', style_id: 'modern' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'asset not found' });
  });
});

describe('POST /renovate (image_url + materials variant)', () => {
  const material = (location: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    material_id: 'SKU-1',
    material_name: 'Red tile',
    color_id: 'C1',
    color_name: 'Red',
    image_url: `${stub.url}/texture.png`,
    installation_location: location,
    metadata: { finish: 'matte' },
    ...extra,
  });

  it('renders from image_url and answers the same body shape', async () => {
    const { body, image } = await render('/renovate', { image_url: `${stub.url}/room.jpg`, guidance: 'scandinavian calm', renovation_spectrum: 'enhance' });
    expect(body).toEqual({ style_id: '', renovation_spectrum: 'enhance', renovated_image_url: expect.any(String) });
    expect(await sharp(image).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT });
  });

  it('lays a FLOORS texture in the lower band, leaving the ceiling band alone', async () => {
    const base = await render('/renovate', { image_url: `${stub.url}/room.jpg`, guidance: 'add new flooring please' });
    const floored = await render('/renovate', { image_url: `${stub.url}/room.jpg`, guidance: 'add new flooring please', materials: [material('FLOORS')] });
    const floorRows = { from: Math.ceil(HEIGHT * 0.82), to: HEIGHT };
    const ceilingRows = { from: 0, to: Math.floor(HEIGHT * 0.12) };
    expect(await meanDifference(base.image, floored.image, floorRows)).toBeGreaterThan(25);
    expect(await meanDifference(base.image, floored.image, ceilingRows)).toBeLessThan(1);
  });

  it('puts each installation location in its own band', async () => {
    const base = (await render('/renovate', { image_url: `${stub.url}/room.jpg`, guidance: 'only the ceiling' })).image;
    const ceiling = (await render('/renovate', { image_url: `${stub.url}/room.jpg`, guidance: 'only the ceiling', materials: [material('CEILING')] })).image;
    expect(await meanDifference(base, ceiling, { from: 0, to: Math.floor(HEIGHT * 0.1) })).toBeGreaterThan(25);
    expect(await meanDifference(base, ceiling, { from: Math.ceil(HEIGHT * 0.5), to: HEIGHT })).toBeLessThan(1);
  });

  it('accepts a material with only material_id, image_url and installation_location', async () => {
    const minimal = { material_id: 'SKU-2', image_url: `${stub.url}/texture.png`, installation_location: 'BACKSPLASH', color_name: '' };
    expect((await emu.postJson('/renovate', { image_url: `${stub.url}/room.jpg`, guidance: 'new backsplash', materials: [minimal] })).status).toBe(200);
  });

  it('also applies materials in the asset_id shape', async () => {
    const plain = await render('/renovate', { asset_id: livingAsset, style_id: 'modern' });
    const walls = await render('/renovate', { asset_id: livingAsset, style_id: 'modern', materials: [material('WALLS')] });
    expect(await meanDifference(plain.image, walls.image, { from: Math.ceil(HEIGHT * 0.2), to: Math.floor(HEIGHT * 0.38) })).toBeGreaterThan(20);
  });

  it.each([
    ['materials not an array', { materials: { a: 1 } }, /materials must be an array/],
    ['a material missing material_id', { materials: [{ material_name: 'n', image_url: 'http://127.0.0.1/t.png', installation_location: 'FLOORS' }] }, /materials\[0\]\.material_id is required/],
    ['a material missing image_url', { materials: [{ material_id: 'x', installation_location: 'FLOORS' }] }, /materials\[0\]\.image_url is required/],
    ['a material missing installation_location', { materials: [{ material_id: 'x', image_url: 'http://127.0.0.1/t.png' }] }, /materials\[0\]\.installation_location is required/],
    ['a material that is not an object', { materials: ['SKU-1'] }, /materials\[0\] must be an object/],
    ['a non-string color_name', { materials: [{ material_id: 'x', image_url: 'http://127.0.0.1/t.png', installation_location: 'FLOORS', color_name: 5 }] }, /materials\[0\]\.color_name must be a string/],
    ['a non-http material image_url', { materials: [{ material_id: 'x', image_url: 'ftp://127.0.0.1/t.png', installation_location: 'FLOORS' }] }, /materials\[0\]\.image_url must be an http\(s\) URL/],
    ['a bad installation_location', { materials: [{ ...{ material_id: 'x', material_name: 'n', color_id: 'c', color_name: 'c', image_url: 'http://127.0.0.1/t.png' }, installation_location: 'ROOF' }] }, /installation_location must be one of/],
    ['a non-string metadata value', { materials: [{ material_id: 'x', material_name: 'n', color_id: 'c', color_name: 'c', image_url: 'http://127.0.0.1/t.png', installation_location: 'FLOORS', metadata: { width: 3 } }] }, /metadata\.width must be a string/],
    ['both asset_id and image_url', { asset_id: 'asset_x' }, /not both/],
    ['an image_url that is not an image', { image_url: 'TEXT' }, /image_url: is not an image/],
    ['an unreachable image_url', { image_url: 'UNREACHABLE' }, /image_url: could not be fetched/],
  ])('answers 400 for %s', async (_label, fields, message) => {
    const body: Record<string, unknown> = { image_url: `${stub.url}/room.jpg`, guidance: 'new floors please', ...fields };
    if (body.image_url === 'TEXT') body.image_url = `${stub.url}/notes.txt`;
    if (body.image_url === 'UNREACHABLE') body.image_url = `http://127.0.0.1:${await closedPort()}/room.jpg`;
    const response = await emu.postJson('/renovate', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 400 when a texture cannot be fetched', async () => {
    const response = await emu.postJson('/renovate', { image_url: `${stub.url}/room.jpg`, guidance: 'new floors please', materials: [material('FLOORS', { image_url: `${stub.url}/missing.png` })] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'materials[0].image_url: answered HTTP 404' });
  });
});

describe('POST /kitchen_cabinets', () => {
  it('recolours the cabinet band of a kitchen, leaving the wall between alone', async () => {
    const { body, image } = await render('/kitchen_cabinets', { asset_id: kitchenAsset, style_id: 'mid_century', renovation_spectrum: 'transform' });
    expect(body).toEqual({ style_id: 'mid_century', renovation_spectrum: 'transform', renovated_image_url: expect.any(String) });
    const source = await original(kitchenAsset);
    expect(await sharp(image).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(await meanDifference(image, source, { from: Math.ceil(HEIGHT * 0.6), to: Math.floor(HEIGHT * 0.84) })).toBeGreaterThan(20);
    expect(await meanDifference(image, source, { from: Math.ceil(HEIGHT * 0.39), to: Math.floor(HEIGHT * 0.55) })).toBeLessThan(1);
    expect(await meanDifference(image, source, { from: Math.ceil(HEIGHT * 0.87), to: HEIGHT })).toBeLessThan(1);
  });

  it('accepts guidance alone', async () => {
    const { body } = await render('/kitchen_cabinets', { asset_id: kitchenAsset, guidance: 'sage green shaker cabinets' });
    expect(body.style_id).toBe('');
  });

  it.each([
    ['a living room', () => livingAsset],
    ['an exterior', () => exteriorAsset],
  ])('answers 400 "no kitchen cabinets found" for %s', async (_label, asset) => {
    const response = await emu.postJson('/kitchen_cabinets', { asset_id: asset(), style_id: 'modern' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'no kitchen cabinets found' });
  });

  it('validates like /renovate: 400 for missing style and guidance, 404 for an unknown asset', async () => {
    expect((await emu.postJson('/kitchen_cabinets', { asset_id: kitchenAsset })).status).toBe(400);
    expect((await emu.postJson('/kitchen_cabinets', { asset_id: kitchenAsset, style_id: 'modern', renovation_spectrum: 'x' })).status).toBe(400);
    expect((await emu.postJson('/kitchen_cabinets', { asset_id: 'asset_missing', style_id: 'modern' })).status).toBe(404);
  });
});
