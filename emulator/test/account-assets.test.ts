/** Plan details and the asset endpoints: upload (file and URL), list, delete, limits, bad input. */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blob, serveBytes, startStubServer, startTestEmulator, type StubServer, type TestEmulator } from './helpers';
import { asWebp, HEIGHT, kitchen, livingRoom, WIDTH } from './images';

let emu: TestEmulator;
let stub: StubServer;
let photo: Buffer;

beforeAll(async () => {
  emu = await startTestEmulator({ maxAssets: 3, maxImageBytes: 2 * 1024 * 1024 });
  photo = await kitchen();
  stub = await startStubServer({ '/room.jpg': serveBytes(photo, 'image/jpeg'), '/page.html': serveBytes(Buffer.from('<html></html>'), 'text/html') });
});
afterAll(async () => {
  await emu.handle.close();
  await stub.close();
});
beforeEach(async () => {
  await emu.handle.reset();
});

async function plan(): Promise<{ business_name: string; plan: string; remaining_assets: number; staging_credits: number; renovation_credits: number }> {
  const response = await emu.api('/plan/details');
  expect(response.status).toBe(200);
  return ((await response.json()) as { plan: Awaited<ReturnType<typeof plan>> }).plan;
}

describe('GET /plan/details', () => {
  it('returns the plan object with live numbers', async () => {
    expect(await plan()).toEqual({ business_name: expect.any(String), plan: expect.any(String), remaining_assets: 3, staging_credits: 100, renovation_credits: 1000 });
    await emu.upload(photo);
    expect((await plan()).remaining_assets).toBe(2);
  });
});

describe('POST /assets/upload', () => {
  it('stores a file upload and answers {asset:{id,name,width,height,preview_url}}', async () => {
    const response = await emu.postForm('/assets/upload', { image: blob(photo), asset_name: 'My kitchen' });
    expect(response.status).toBe(200);
    const { asset } = (await response.json()) as { asset: Record<string, unknown> };
    expect(asset).toEqual({ id: expect.stringMatching(/^asset_/), name: 'My kitchen', width: WIDTH, height: HEIGHT, preview_url: expect.stringContaining('/files/') });
    const preview = await emu.download(String(asset.preview_url));
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'jpeg', width: WIDTH, height: HEIGHT });
  });

  it('accepts PNG and WebP as well as JPEG', async () => {
    const png = await emu.upload(await livingRoom('png'));
    const webp = await emu.upload(await asWebp(photo));
    expect([png.width, webp.width]).toEqual([WIDTH, WIDTH]);
  });

  it('derives a name from the file name when asset_name is absent', async () => {
    const form = new FormData();
    form.append('image', blob(photo), 'sunny-kitchen.jpg');
    const response = await emu.api('/assets/upload', { method: 'POST', body: form });
    expect(((await response.json()) as { asset: { name: string } }).asset.name).toBe('sunny-kitchen');
  });

  it('fetches image_url', async () => {
    const response = await emu.postForm('/assets/upload', { image_url: `${stub.url}/room.jpg` });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { asset: { name: string; width: number } }).asset).toMatchObject({ name: 'room', width: WIDTH });
  });

  it.each([
    ['neither image nor image_url', { asset_name: 'x' }, /image \(file\) or image_url is required/],
    ['both image and image_url', { image: 'FILE', image_url: 'http://127.0.0.1:1/a.jpg' }, /not both/],
    ['image sent as text', { image: 'not a file' }, /image must be a file/],
    ['a non-image file', { image: 'TEXT' }, /^image: is not a supported image \(expected JPEG, PNG or WebP\)$/],
    ['an undecodable JPEG', { image: 'BROKEN' }, /could not be decoded/],
    ['an image_url that is a web page', { image_url: 'PAGE' }, /not an image/],
    ['an image_url that is not http', { image_url: 'file:///etc/passwd' }, /http/],
  ])('answers 400 for %s', async (_label, fields, message) => {
    const resolved: Record<string, string | Blob> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === 'FILE') resolved[key] = blob(photo);
      else if (value === 'TEXT') resolved[key] = blob(Buffer.from('hello, not an image'), 'text/plain');
      else if (value === 'BROKEN') resolved[key] = blob(Buffer.concat([photo.subarray(0, 200), Buffer.alloc(200, 7)]));
      else if (value === 'PAGE') resolved[key] = `${stub.url}/page.html`;
      else resolved[key] = value;
    }
    const response = await emu.postForm('/assets/upload', resolved);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 400 for an image over the size limit', async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await emu.postForm('/assets/upload', { image: blob(huge) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than/);
  });

  it('answers 400 for a body that is not multipart, or is malformed multipart', async () => {
    const json = await emu.postJson('/assets/upload', { image_url: `${stub.url}/room.jpg` });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: 'expected Content-Type: multipart/form-data' });
    const broken = await emu.api('/assets/upload', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: 'garbage' });
    expect(broken.status).toBe(400);
    const empty = await emu.api('/assets/upload', { method: 'POST' });
    expect(empty.status).toBe(400);
  });

  it('answers 403 past the asset limit, and a delete frees a slot', async () => {
    const assets = [await emu.upload(photo), await emu.upload(photo), await emu.upload(photo)];
    expect((await plan()).remaining_assets).toBe(0);
    const refused = await emu.postForm('/assets/upload', { image: blob(photo) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/maximum number of assets/);
    expect((await emu.postJson('/assets/delete', { asset_id: assets[0]?.id })).status).toBe(200);
    expect((await plan()).remaining_assets).toBe(1);
    expect((await emu.postForm('/assets/upload', { image: blob(photo) })).status).toBe(200);
  });
});

describe('GET /assets', () => {
  it('lists every asset in upload order', async () => {
    expect(await (await emu.api('/assets')).json()).toEqual({ assets: [] });
    const a = await emu.upload(photo, 'a');
    const b = await emu.upload(photo, 'b');
    expect(await (await emu.api('/assets')).json()).toEqual({ assets: [a, b] });
  });
});

describe('POST /assets/delete', () => {
  it('deletes and answers {status, asset_id}; the asset and its file are gone', async () => {
    const asset = await emu.upload(photo);
    const response = await emu.postJson('/assets/delete', { asset_id: asset.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'deleted', asset_id: asset.id });
    expect(await (await emu.api('/assets')).json()).toEqual({ assets: [] });
    expect((await fetch(asset.preview_url)).status).toBe(404);
  });

  it('answers 404 for an unknown asset and 400 for a bad body', async () => {
    expect((await emu.postJson('/assets/delete', { asset_id: 'asset_nope' })).status).toBe(404);
    expect((await emu.postJson('/assets/delete', {})).status).toBe(400);
    expect((await emu.postJson('/assets/delete', { asset_id: 42 })).status).toBe(400);
    expect((await emu.postJson('/assets/delete', ['asset_x'])).status).toBe(400);
    const malformed = await emu.api('/assets/delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"asset_id":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'malformed JSON body' });
    const wrongType = await emu.api('/assets/delete', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"asset_id":"x"}' });
    expect(wrongType.status).toBe(400);
  });
});
