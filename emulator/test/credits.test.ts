/** The credit rule: one renovation credit per successful render, none for failures, 402 when out. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blob, startTestEmulator, type TestEmulator } from './helpers';
import { kitchen, livingRoom, orangeTealStyle } from './images';

let emu: TestEmulator;
let kitchenPhoto: Buffer;
let livingPhoto: Buffer;

beforeAll(async () => {
  emu = await startTestEmulator({ renovationCredits: 10 });
  kitchenPhoto = await kitchen();
  livingPhoto = await livingRoom();
});
afterAll(async () => {
  await emu.handle.close();
});
beforeEach(async () => {
  await emu.handle.reset();
});

async function credits(): Promise<number> {
  return ((await (await emu.api('/plan/details')).json()) as { plan: { renovation_credits: number } }).plan.renovation_credits;
}

describe('renovation credits', () => {
  it('charges one credit for each successful render of each kind', async () => {
    const kitchenId = (await emu.upload(kitchenPhoto)).id;
    expect(await credits()).toBe(10);
    expect((await emu.postJson('/renovate', { asset_id: kitchenId, style_id: 'modern' })).status).toBe(200);
    expect(await credits()).toBe(9);
    expect((await emu.postJson('/kitchen_cabinets', { asset_id: kitchenId, style_id: 'modern' })).status).toBe(200);
    expect(await credits()).toBe(8);
    expect((await emu.postForm('/style_transfer', { asset_id: kitchenId, style_image: blob(await orangeTealStyle()) })).status).toBe(200);
    expect(await credits()).toBe(7);
    expect((await emu.postForm('/creative_upscale', { image: blob(kitchenPhoto) })).status).toBe(200);
    expect(await credits()).toBe(6);
  });

  it('does not charge failed renders, uploads, analyses or staging variations', async () => {
    const livingId = (await emu.upload(livingPhoto)).id;
    expect((await emu.postJson('/kitchen_cabinets', { asset_id: livingId, style_id: 'modern' })).status).toBe(400);
    expect((await emu.postJson('/renovate', { asset_id: 'asset_missing', style_id: 'modern' })).status).toBe(404);
    expect((await emu.postJson('/renovate', { image_url: 'http://127.0.0.1:9/x.jpg', style_id: 'modern' })).status).toBe(400);
    expect((await emu.postForm('/creative_upscale', { image: blob(Buffer.from('x'), 'text/plain') })).status).toBe(400);
    expect((await emu.postForm('/analyze', { image: blob(livingPhoto) })).status).toBe(200);
    expect(await credits()).toBe(10);
  });

  it('answers 402 {"message":"insufficient renovation credits"} on every render once out', async () => {
    const kitchenId = (await emu.upload(kitchenPhoto)).id;
    emu.handle.state.renovationCredits = 0;
    const attempts = [
      emu.postJson('/renovate', { asset_id: kitchenId, style_id: 'modern' }),
      emu.postJson('/kitchen_cabinets', { asset_id: kitchenId, style_id: 'modern' }),
      emu.postForm('/style_transfer', { asset_id: kitchenId, style_image: blob(await orangeTealStyle()) }),
      emu.postForm('/creative_upscale', { image: blob(kitchenPhoto) }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(402);
      expect(await response.json()).toEqual({ message: 'insufficient renovation credits' });
    }
    expect(await credits()).toBe(0);
  });

  it('validates before charging: a bad request is 400 even with no credits left', async () => {
    emu.handle.state.renovationCredits = 0;
    expect((await emu.postJson('/renovate', { asset_id: 'a', renovation_spectrum: 'x' })).status).toBe(400);
  });

  it('never overdraws under concurrency', async () => {
    const kitchenId = (await emu.upload(kitchenPhoto)).id;
    emu.handle.state.renovationCredits = 2;
    const statuses = await Promise.all(Array.from({ length: 5 }, () => emu.postJson('/renovate', { asset_id: kitchenId, style_id: 'modern' }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(3);
    expect(await credits()).toBe(0);
  });

  it('can be set through POST /__emulator/credits', async () => {
    const response = await emu.raw('/__emulator/credits', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ renovation_credits: 3, staging_credits: 1 }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ renovation_credits: 3, staging_credits: 1 });
    expect(await credits()).toBe(3);
    expect((await emu.raw('/__emulator/credits', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"renovation_credits":-1}' })).status).toBe(400);
  });
});
