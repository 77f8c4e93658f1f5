/**
 * The `alter` fault (#30): the next matching render changes a fixture of the home (fills the
 * window with wall, shifts it, or adds a door) on renovate, kitchen cabinets, style transfer and
 * staging alike; the render after it is faithful again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blob, startTestEmulator, type TestEmulator } from './helpers';
import { demoPhoto, differenceIn, regionPixels } from './demo-support';

let emu: TestEmulator;
const photos: Record<string, Buffer> = {};
const assets: Record<string, string> = {};

beforeAll(async () => {
  emu = await startTestEmulator();
  for (const file of ['kitchen.jpg', 'empty-room.jpg', 'exterior.jpg']) photos[file] = await demoPhoto(file);
}, 60_000);
afterAll(async () => {
  await emu.handle.close();
});
beforeEach(async () => {
  await emu.handle.reset();
  for (const file of ['kitchen.jpg', 'empty-room.jpg']) assets[file] = (await emu.upload(photos[file] as Buffer)).id;
});

async function fault(body: unknown): Promise<Response> {
  return emu.raw('/__emulator/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function hosted(response: Response, field: string): Promise<Buffer> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return emu.download(((await response.json()) as Record<string, string>)[field] ?? '');
}

const renovate = (file: string): Promise<Buffer> => emu.postJson('/renovate', { asset_id: assets[file], style_id: 'modern', renovation_spectrum: 'renovate' }).then((r) => hosted(r, 'renovated_image_url'));

describe('the alter fault', () => {
  it('refuses unknown alterations and mixing with other actions', async () => {
    expect((await fault({ path: '/renovate', alter: 'roof-removed' })).status).toBe(400);
    expect((await fault({ path: '/renovate', alter: 'door-added', status: 500 })).status).toBe(400);
    const queued = await fault({ path: '/renovate', alter: 'window-moved' });
    expect(queued.status).toBe(201);
    expect(((await queued.json()) as { faults: { alter: string }[] }).faults[0]?.alter).toBe('window-moved');
  });

  it('fills the window with wall on the next renovate only; nothing else moves', async () => {
    const faithful = await renovate('empty-room.jpg');
    await fault({ path: '/renovate', alter: 'window-removed' });
    const altered = await renovate('empty-room.jpg');
    const window = await regionPixels(photos['empty-room.jpg'] as Buffer, 'window');
    expect(await differenceIn(faithful, altered, window)).toBeGreaterThan(25);
    expect(await differenceIn(faithful, altered, await regionPixels(photos['empty-room.jpg'] as Buffer, 'floor', 'ceiling', 'door'))).toBeLessThan(1);
    expect(await differenceIn(faithful, await renovate('empty-room.jpg'), window)).toBeLessThan(1);
  });

  it('shifts the window along its wall on kitchen cabinets: the old place and a stretch of bare wall change', async () => {
    const send = (): Promise<Buffer> => emu.postJson('/kitchen_cabinets', { asset_id: assets['kitchen.jpg'], style_id: 'modern' }).then((r) => hosted(r, 'renovated_image_url'));
    const faithful = await send();
    await fault({ path: '/kitchen_cabinets', alter: 'window-moved' });
    const altered = await send();
    expect(await differenceIn(faithful, altered, await regionPixels(photos['kitchen.jpg'] as Buffer, 'window'))).toBeGreaterThan(10);
    expect(await differenceIn(faithful, altered, await regionPixels(photos['kitchen.jpg'] as Buffer, 'walls'))).toBeGreaterThan(1);
    expect(await differenceIn(faithful, altered, await regionPixels(photos['kitchen.jpg'] as Buffer, 'cabinets', 'floor'))).toBeLessThan(1);
  });

  it('adds a door on style transfer and on staging, under the furniture', async () => {
    const transfer = (): Promise<Buffer> => emu.postForm('/style_transfer', { asset_id: assets['empty-room.jpg'], style_image: blob(photos['exterior.jpg'] as Buffer) }).then((r) => hosted(r, 'renovated_image_url'));
    const faithful = await transfer();
    await fault({ path: '/style_transfer', alter: 'door-added' });
    const walls = await regionPixels(photos['empty-room.jpg'] as Buffer, 'walls');
    expect(await differenceIn(faithful, await transfer(), walls)).toBeGreaterThan(1);

    const created = await emu.postForm('/virtual-staging/projects/create', { image: blob(photos['empty-room.jpg'] as Buffer) });
    const { project_id: id } = (await created.json()) as { project_id: string };
    const stage = (): Promise<Buffer> => emu.postJson(`/virtual-staging/projects/${id}/stage`, { room_type: 'living_room', style: 'scandinavian' }).then((r) => hosted(r, 'staged_image_url'));
    const staged = await stage();
    await fault({ path: '/virtual-staging/*', alter: 'door-added' });
    expect(await differenceIn(staged, await stage(), walls)).toBeGreaterThan(1);
    expect(await differenceIn(staged, await stage(), walls)).toBeLessThan(0.5);
  });
});
