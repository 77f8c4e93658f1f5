/**
 * Contract: the AI Renovation Kit renders (POST /renovate in both shapes, POST /kitchen_cabinets,
 * POST /creative_upscale, POST /style_transfer) through the extension's client against the live
 * emulator: the spec's response fields, real hosted images, credits, and every listed status.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Asset } from '../../lib/api/client';
import {
  blob,
  checkerTexture,
  exterior,
  expectApiError,
  fields,
  HEIGHT,
  keysOf,
  kitchen,
  livingRoom,
  NOT_AN_IMAGE,
  orangeTealStyle,
  startContract,
  to,
  unreachableUrl,
  WIDTH,
  type Contract,
} from './support';
import { costOf } from './costs';
import { kitchenCabinetsCall } from '../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../lib/operations/renovate';
import { styleTransferCall } from '../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../lib/operations/upscale';

const CREDITS = 40;
const RENOVATION_FIELDS = fields('style_id', 'renovation_spectrum', 'renovated_image_url');
const UNKNOWN_ASSET = 'asset_does_not_exist';

let c: Contract;
let kitchenPhoto: Blob;
let roomPhoto: Blob;
let exteriorPhoto: Blob;
let stylePhoto: Blob;
let texture: Blob;
let interiorStyle: string;
let exteriorStyle: string;

beforeAll(async () => {
  c = await startContract({ renovationCredits: CREDITS });
  const [kitchenBytes, roomBytes, exteriorBytes, styleBytes] = await Promise.all([kitchen(), livingRoom(), exterior(), orangeTealStyle()]);
  kitchenPhoto = blob(kitchenBytes);
  roomPhoto = blob(roomBytes);
  exteriorPhoto = blob(exteriorBytes);
  stylePhoto = blob(styleBytes);
  texture = blob(await checkerTexture(), 'image/png');
  const styles = await c.api.getStyles();
  const [firstInterior] = styles.interior_styles;
  const [firstExterior] = styles.exterior_styles;
  if (firstInterior === undefined || firstExterior === undefined) throw new Error('the emulator lists no styles');
  interiorStyle = firstInterior.id;
  exteriorStyle = firstExterior.id;
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await c.reset();
});

const upload = (image: Blob): Promise<Asset> => c.api.uploadAsset({ image });
const credits = async (): Promise<number> => (await c.api.getPlanDetails()).renovation_credits;

describe('POST /renovate by asset (renovate)', () => {
  it('200: exactly {style_id, renovation_spectrum, renovated_image_url}, a new image of the same size, its declared credits', async () => {
    const asset = await upload(roomPhoto);
    const before = await credits();
    const result = await c.api.send(renovateCall, { asset_id: asset.id, style_id: interiorStyle, renovation_spectrum: 'transform', guidance: 'warm oak floors and white walls' });
    expect(keysOf(result)).toEqual(RENOVATION_FIELDS);
    expect(keysOf(c.lastWire('POST', '/renovate').body)).toEqual(RENOVATION_FIELDS);
    expect(result).toEqual({ style_id: interiorStyle, renovation_spectrum: 'transform', renovated_image_url: expect.any(String) });
    expect(result.renovated_image_url).not.toBe(asset.preview_url);
    const render = await c.imageAt(result.renovated_image_url);
    expect(render).toMatchObject({ width: WIDTH, height: HEIGHT, format: 'jpeg' });
    expect(render.bytes.equals((await c.imageAt(asset.preview_url)).bytes)).toBe(false);
    expect(await credits()).toBe(before - costOf('renovate', 'renovation'));
  });

  it('200: guidance alone; the spectrum defaults and style_id comes back as a string', async () => {
    const asset = await upload(roomPhoto);
    const result = await c.api.send(renovateCall, { asset_id: asset.id, guidance: 'paint the walls sage green' });
    expect(keysOf(c.lastWire('POST', '/renovate').body)).toEqual(RENOVATION_FIELDS);
    expect(result).toEqual({ style_id: '', renovation_spectrum: 'renovate', renovated_image_url: expect.any(String) });
    expect(await c.imageAt(result.renovated_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT });
  });

  it('200: an exterior style on an exterior photo', async () => {
    const asset = await upload(exteriorPhoto);
    const result = await c.api.send(renovateCall, { asset_id: asset.id, style_id: exteriorStyle, renovation_spectrum: 'tweak' });
    expect(result).toMatchObject({ style_id: exteriorStyle, renovation_spectrum: 'tweak' });
    expect(await c.imageAt(result.renovated_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT });
  });

  it('400 bad_request: an unknown style_id (server-side check); no credit spent', async () => {
    const asset = await upload(roomPhoto);
    const error = await expectApiError(c.api.send(renovateCall, { asset_id: asset.id, style_id: 'no-such-style' }), 'bad_request', 400);
    expect(error.serverMessage).toMatch(/style_id/);
    expect(await credits()).toBe(CREDITS);
  });

  it('404 not_found: an unknown asset', async () => {
    await expectApiError(c.api.send(renovateCall, { asset_id: UNKNOWN_ASSET, style_id: interiorStyle }), 'not_found', 404);
  });

  it('402 insufficient_credits: no renovation credits left', async () => {
    const asset = await upload(roomPhoto);
    await c.setCredits({ renovation_credits: 0 });
    await expectApiError(c.api.send(renovateCall, { asset_id: asset.id, style_id: interiorStyle }), 'insufficient_credits', 402);
  });
});

describe('POST /renovate by image_url, with materials (renovate, the variant)', () => {
  it('200: a hosted render of the photo at the URL, materials applied', async () => {
    const photo = await upload(kitchenPhoto);
    const textureAsset = await upload(texture);
    const result = await c.api.send(renovateCall, {
      image_url: photo.preview_url,
      guidance: 'checkered floor tiles',
      renovation_spectrum: 'enhance',
      materials: [
        {
          material_id: 'SKU-123',
          material_name: 'Checker tile',
          color_id: 'red',
          color_name: 'Red',
          image_url: textureAsset.preview_url,
          installation_location: 'FLOORS',
          metadata: { finish: 'matte' },
        },
      ],
    });
    expect(result).toEqual({ style_id: '', renovation_spectrum: 'enhance', renovated_image_url: expect.any(String) });
    expect(result.renovated_image_url).not.toBe(photo.preview_url);
    expect(await c.imageAt(result.renovated_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect([...(to(await c.requests(), '/renovate')[0]?.fields ?? [])].sort()).toEqual(fields('image_url', 'guidance', 'renovation_spectrum', 'materials'));
  });

  it('400 bad_request: an image_url the server cannot reach; no credit spent', async () => {
    const error = await expectApiError(c.api.send(renovateCall, { image_url: await unreachableUrl(), style_id: interiorStyle }), 'bad_request', 400);
    expect(error.serverMessage).toMatch(/^image_url: /);
    expect(await credits()).toBe(CREDITS);
  });
});

describe('POST /kitchen_cabinets (kitchenCabinets)', () => {
  it('200: the renovation fields, an image of the same size, its declared credits', async () => {
    const asset = await upload(kitchenPhoto);
    const result = await c.api.send(kitchenCabinetsCall, { asset_id: asset.id, style_id: interiorStyle, renovation_spectrum: 'renovate', guidance: 'navy blue shaker doors' });
    expect(keysOf(result)).toEqual(RENOVATION_FIELDS);
    expect(keysOf(c.lastWire('POST', '/kitchen_cabinets').body)).toEqual(RENOVATION_FIELDS);
    expect(result).toEqual({ style_id: interiorStyle, renovation_spectrum: 'renovate', renovated_image_url: expect.any(String) });
    expect(await c.imageAt(result.renovated_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT, format: 'jpeg' });
    expect(await credits()).toBe(CREDITS - costOf('kitchenCabinets', 'renovation'));
  });

  it('400 no_cabinets: a living room and an exterior have no cabinets; no credit spent', async () => {
    for (const photo of [roomPhoto, exteriorPhoto]) {
      const asset = await upload(photo);
      const error = await expectApiError(c.api.send(kitchenCabinetsCall, { asset_id: asset.id, style_id: interiorStyle }), 'no_cabinets', 400);
      expect(error.serverMessage).toMatch(/cabinet/);
    }
    expect(await credits()).toBe(CREDITS);
  });

  it('400 bad_request (not no_cabinets): an unknown style_id on a kitchen', async () => {
    const asset = await upload(kitchenPhoto);
    await expectApiError(c.api.send(kitchenCabinetsCall, { asset_id: asset.id, style_id: 'no-such-style' }), 'bad_request', 400);
  });

  it('404 not_found: an unknown asset', async () => {
    await expectApiError(c.api.send(kitchenCabinetsCall, { asset_id: UNKNOWN_ASSET, guidance: 'white lacquer doors' }), 'not_found', 404);
  });

  it('402 insufficient_credits: no renovation credits left', async () => {
    const asset = await upload(kitchenPhoto);
    await c.setCredits({ renovation_credits: 0 });
    await expectApiError(c.api.send(kitchenCabinetsCall, { asset_id: asset.id, style_id: interiorStyle }), 'insufficient_credits', 402);
  });
});

describe('POST /creative_upscale (creativeUpscale)', () => {
  it('200: {upscaled_image_url, creativity}; the image is exactly 2x; its declared credits', async () => {
    const result = await c.api.send(creativeUpscaleCall, { image: roomPhoto, creativity: 0.3 });
    expect(keysOf(result)).toEqual(fields('upscaled_image_url', 'creativity'));
    expect(keysOf(c.lastWire('POST', '/creative_upscale').body)).toEqual(fields('upscaled_image_url', 'creativity'));
    expect(result).toEqual({ upscaled_image_url: expect.any(String), creativity: 0.3 });
    expect(await c.imageAt(result.upscaled_image_url)).toMatchObject({ width: 2 * WIDTH, height: 2 * HEIGHT, format: 'jpeg' });
    expect(await credits()).toBe(CREDITS - costOf('upscale', 'renovation'));
  });

  it('200: by image_url, creativity omitted: the server default is echoed as a number', async () => {
    const asset = await upload(kitchenPhoto);
    const result = await c.api.send(creativeUpscaleCall, { image_url: asset.preview_url });
    expect(result).toEqual({ upscaled_image_url: expect.any(String), creativity: expect.any(Number) });
    expect(result.creativity).toBeGreaterThanOrEqual(0);
    expect(result.creativity).toBeLessThanOrEqual(1);
    expect(await c.imageAt(result.upscaled_image_url)).toMatchObject({ width: 2 * WIDTH, height: 2 * HEIGHT });
  });

  it('400 bad_request: bytes that are not an image, and an unreachable image_url; no credit spent', async () => {
    await expectApiError(c.api.send(creativeUpscaleCall, { image: NOT_AN_IMAGE() }), 'bad_request', 400);
    await expectApiError(c.api.send(creativeUpscaleCall, { image_url: await unreachableUrl() }), 'bad_request', 400);
    expect(await credits()).toBe(CREDITS);
  });

  it('402 insufficient_credits: no renovation credits left', async () => {
    await c.setCredits({ renovation_credits: 0 });
    await expectApiError(c.api.send(creativeUpscaleCall, { image: roomPhoto }), 'insufficient_credits', 402);
  });
});

describe('POST /style_transfer (styleTransfer)', () => {
  it('200: {status: "success", renovated_image_url}; same size as the asset; its declared credits', async () => {
    const asset = await upload(roomPhoto);
    const result = await c.api.send(styleTransferCall, { asset_id: asset.id, style_image: stylePhoto });
    expect(keysOf(result)).toEqual(fields('status', 'renovated_image_url'));
    expect(keysOf(c.lastWire('POST', '/style_transfer').body)).toEqual(fields('status', 'renovated_image_url'));
    expect(result).toEqual({ status: 'success', renovated_image_url: expect.any(String) });
    expect(await c.imageAt(result.renovated_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT, format: 'jpeg' });
    expect(await credits()).toBe(CREDITS - costOf('styleTransfer', 'renovation'));
  });

  it('200: with style_image_url', async () => {
    const asset = await upload(roomPhoto);
    const style = await upload(stylePhoto);
    const result = await c.api.send(styleTransferCall, { asset_id: asset.id, style_image_url: style.preview_url });
    expect(result.status).toBe('success');
    expect(await c.imageAt(result.renovated_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(to(await c.requests(), '/style_transfer')[0]?.fields).toEqual(['asset_id', 'style_image_url']);
  });

  it('400 bad_request: a style image that is not an image, and an unreachable style_image_url', async () => {
    const asset = await upload(roomPhoto);
    await expectApiError(c.api.send(styleTransferCall, { asset_id: asset.id, style_image: NOT_AN_IMAGE() }), 'bad_request', 400);
    const error = await expectApiError(c.api.send(styleTransferCall, { asset_id: asset.id, style_image_url: await unreachableUrl() }), 'bad_request', 400);
    expect(error.serverMessage).toMatch(/^style_image_url: /);
    expect(await credits()).toBe(CREDITS);
  });

  it('404 not_found: an unknown asset', async () => {
    await expectApiError(c.api.send(styleTransferCall, { asset_id: UNKNOWN_ASSET, style_image: stylePhoto }), 'not_found', 404);
  });

  it('402 insufficient_credits: no renovation credits left', async () => {
    const asset = await upload(roomPhoto);
    await c.setCredits({ renovation_credits: 0 });
    await expectApiError(c.api.send(styleTransferCall, { asset_id: asset.id, style_image: stylePhoto }), 'insufficient_credits', 402);
  });
});
