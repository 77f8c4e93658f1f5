/** The --latency setting: renders wait, other endpoints do not, and an abandoned render is not charged. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, waitFor, type TestEmulator } from './helpers';
import { livingRoom } from './images';

let emu: TestEmulator;
let assetId: string;

beforeAll(async () => {
  emu = await startTestEmulator({ latency: 1000 });
  assetId = (await emu.upload(await livingRoom())).id;
});
afterAll(async () => {
  await emu.handle.close();
});

describe('latency', () => {
  it('makes renders take at least the configured time', async () => {
    const started = Date.now();
    expect((await emu.postJson('/renovate', { asset_id: assetId, style_id: 'modern' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(980);
  });

  it('does not delay non-render endpoints or fast failures', async () => {
    const started = Date.now();
    expect((await emu.api('/styles')).status).toBe(200);
    expect((await emu.postJson('/renovate', { asset_id: 'asset_missing', style_id: 'modern' })).status).toBe(404);
    expect(Date.now() - started).toBeLessThan(700);
  });

  it('refunds the credit when the caller gives up during the wait', async () => {
    const before = emu.handle.state.renovationCredits;
    await expect(emu.api('/renovate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ asset_id: assetId, style_id: 'coastal' }), signal: AbortSignal.timeout(300) })).rejects.toThrow();
    await waitFor(async () => (emu.handle.state.renovationCredits === before ? true : undefined), 2000);
    expect(emu.handle.state.renovationCredits).toBe(before);
  });
});
