/**
 * Contract: Account and Assets groups (GET /plan/details, GET /assets, POST /assets/upload,
 * POST /assets/delete) and GET /styles, through the extension's client against the live emulator.
 * The emulator allows 2 assets so the 403 limit is reachable.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blob,
  exterior,
  expectApiError,
  fields,
  HEIGHT,
  keysOf,
  kitchen,
  livingRoom,
  NOT_AN_IMAGE,
  startContract,
  to,
  unreachableUrl,
  WIDTH,
  type Contract,
} from './support';

const MAX_ASSETS = 2;
const RENOVATION_CREDITS = 7;
const STAGING_CREDITS = 3;

const ASSET_FIELDS = fields('id', 'name', 'width', 'height', 'preview_url');
const PLAN_FIELDS = fields('business_name', 'plan', 'remaining_assets', 'staging_credits', 'renovation_credits');
const STYLE_FIELDS = fields('id', 'name', 'description');

let c: Contract;
let kitchenPhoto: Blob;
let roomPhoto: Blob;

beforeAll(async () => {
  c = await startContract({ maxAssets: MAX_ASSETS, renovationCredits: RENOVATION_CREDITS, stagingCredits: STAGING_CREDITS });
  kitchenPhoto = blob(await kitchen());
  roomPhoto = blob(await livingRoom('png'), 'image/png');
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await c.reset();
});

describe('GET /plan/details (getPlanDetails)', () => {
  it('200: the plan object with exactly the spec fields and live numbers', async () => {
    const plan = await c.api.getPlanDetails();
    expect(keysOf(plan)).toEqual(PLAN_FIELDS);
    expect(plan).toEqual({
      business_name: expect.stringMatching(/\S/),
      plan: expect.stringMatching(/\S/),
      remaining_assets: MAX_ASSETS,
      staging_credits: STAGING_CREDITS,
      renovation_credits: RENOVATION_CREDITS,
    });
    const wire = c.lastWire('GET', '/plan/details');
    expect(wire.status).toBe(200);
    expect(keysOf(wire.body)).toEqual(['plan']);
  });

  it('remaining_assets follows uploads and deletes', async () => {
    const asset = await c.api.uploadAsset({ image: kitchenPhoto });
    expect((await c.api.getPlanDetails()).remaining_assets).toBe(MAX_ASSETS - 1);
    await c.api.deleteAsset({ asset_id: asset.id });
    expect((await c.api.getPlanDetails()).remaining_assets).toBe(MAX_ASSETS);
  });

  it('404 plan not found -> not_found (the emulator has one account, so injected), not retried', async () => {
    await c.fault({ path: '/plan/details', status: 404, body: { message: 'plan not found' } });
    const error = await expectApiError(c.api.getPlanDetails(), 'not_found', 404);
    expect(error.serverMessage).toBe('plan not found');
    expect(to(await c.requests(), '/plan/details')).toHaveLength(1);
  });
});

describe('GET /assets (listAssets)', () => {
  it('200: an empty account lists no assets', async () => {
    expect(await c.api.listAssets()).toEqual([]);
    expect(c.lastWire('GET', '/assets').body).toEqual({ assets: [] });
  });

  it('200: assets in upload order, each with exactly the Asset fields', async () => {
    const first = await c.api.uploadAsset({ image: kitchenPhoto, asset_name: 'Kitchen' });
    const second = await c.api.uploadAsset({ image: roomPhoto, asset_name: 'Living room' });
    const assets = await c.api.listAssets();
    expect(assets).toEqual([first, second]);
    for (const asset of assets) expect(keysOf(asset)).toEqual(ASSET_FIELDS);
    const wire = c.lastWire('GET', '/assets').body as { assets: unknown[] };
    for (const asset of wire.assets) expect(keysOf(asset)).toEqual(ASSET_FIELDS);
  });
});

describe('POST /assets/upload (uploadAsset)', () => {
  it('200: a file upload gives an Asset of the photo size whose preview is a real image', async () => {
    const asset = await c.api.uploadAsset({ image: kitchenPhoto, asset_name: 'Kitchen' });
    expect(keysOf(asset)).toEqual(ASSET_FIELDS);
    expect(asset).toEqual({ id: expect.stringMatching(/\S/), name: 'Kitchen', width: WIDTH, height: HEIGHT, preview_url: expect.any(String) });
    expect(keysOf(c.lastWire('POST', '/assets/upload').body)).toEqual(['asset']);
    const preview = await c.imageAt(asset.preview_url);
    expect(preview).toMatchObject({ width: WIDTH, height: HEIGHT, format: 'jpeg' });
  });

  it('200: a PNG upload without a name is stored and named by the server', async () => {
    const asset = await c.api.uploadAsset({ image: roomPhoto });
    expect(asset.name).toMatch(/\S/);
    expect(await c.imageAt(asset.preview_url)).toMatchObject({ width: WIDTH, height: HEIGHT });
  });

  it('200: an image_url upload downloads the photo', async () => {
    const source = await c.api.uploadAsset({ image: kitchenPhoto });
    const byUrl = await c.api.uploadAsset({ image_url: source.preview_url, asset_name: 'from url' });
    expect(byUrl).toMatchObject({ name: 'from url', width: WIDTH, height: HEIGHT });
    expect(byUrl.id).not.toBe(source.id);
    expect(await c.imageAt(byUrl.preview_url)).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(to(await c.requests(), '/assets/upload').map((r) => r.fields)).toEqual([['image'], ['image_url', 'asset_name']]);
  });

  it('400 bad_request: bytes that are not an image', async () => {
    const error = await expectApiError(c.api.uploadAsset({ image: NOT_AN_IMAGE() }), 'bad_request', 400);
    expect(error.serverMessage).toMatch(/image/);
    expect(await c.api.listAssets()).toEqual([]);
  });

  it('400 bad_request: an image_url the server cannot reach', async () => {
    const error = await expectApiError(c.api.uploadAsset({ image_url: await unreachableUrl() }), 'bad_request', 400);
    expect(error.serverMessage).toMatch(/^image_url: /);
  });

  it('403 asset_limit: the upload past the limit, and deleteAsset frees a slot', async () => {
    const kept = await c.api.uploadAsset({ image: kitchenPhoto });
    const freed = await c.api.uploadAsset({ image: roomPhoto });
    expect((await c.api.getPlanDetails()).remaining_assets).toBe(0);
    await expectApiError(c.api.uploadAsset({ image: blob(await exterior()) }), 'asset_limit', 403);
    expect(await c.api.listAssets()).toEqual([kept, freed]);

    await c.api.deleteAsset({ asset_id: freed.id });
    const third = await c.api.uploadAsset({ image: blob(await exterior()) });
    expect((await c.api.listAssets()).map((a) => a.id)).toEqual([kept.id, third.id]);
  });

  it('404 account not found -> not_found (injected: the emulator has one account), not retried', async () => {
    await c.fault({ path: '/assets/upload', status: 404, body: { message: 'account not found' } });
    await expectApiError(c.api.uploadAsset({ image: kitchenPhoto }), 'not_found', 404);
    expect(to(await c.requests(), '/assets/upload')).toHaveLength(1);
  });
});

describe('POST /assets/delete (deleteAsset)', () => {
  it('200: {status, asset_id}; the asset and its preview are gone', async () => {
    const asset = await c.api.uploadAsset({ image: kitchenPhoto });
    const result = await c.api.deleteAsset({ asset_id: asset.id });
    expect(keysOf(result)).toEqual(fields('status', 'asset_id'));
    expect(result).toEqual({ status: 'deleted', asset_id: asset.id });
    expect(keysOf(c.lastWire('POST', '/assets/delete').body)).toEqual(fields('status', 'asset_id'));
    expect(await c.api.listAssets()).toEqual([]);
    expect((await fetch(asset.preview_url)).status).toBe(404);
  });

  it('404 not_found: an unknown asset, and an asset already deleted', async () => {
    await expectApiError(c.api.deleteAsset({ asset_id: 'asset_does_not_exist' }), 'not_found', 404);
    const asset = await c.api.uploadAsset({ image: kitchenPhoto });
    await c.api.deleteAsset({ asset_id: asset.id });
    await expectApiError(c.api.deleteAsset({ asset_id: asset.id }), 'not_found', 404);
  });
});

describe('GET /styles (getStyles)', () => {
  it('200: interior and exterior styles with exactly {id, name, description}, total_found counts them', async () => {
    const styles = await c.api.getStyles();
    expect(keysOf(styles)).toEqual(fields('interior_styles', 'exterior_styles', 'total_found'));
    expect(keysOf(c.lastWire('GET', '/styles').body)).toEqual(fields('interior_styles', 'exterior_styles', 'total_found'));
    expect(styles.interior_styles.length).toBeGreaterThan(0);
    expect(styles.exterior_styles.length).toBeGreaterThan(0);
    const all = [...styles.interior_styles, ...styles.exterior_styles];
    expect(styles.total_found).toBe(all.length);
    for (const style of all) {
      expect(keysOf(style)).toEqual(STYLE_FIELDS);
      expect(style).toEqual({ id: expect.stringMatching(/\S/), name: expect.stringMatching(/\S/), description: expect.stringMatching(/\S/) });
    }
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
  });
});
