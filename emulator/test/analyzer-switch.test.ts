/** The analyzer switch: available, coming soon (501) or absent (404), from the start option or the control API. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cli-args';
import { resolveOptions } from '../options';
import { blob, startStubServer, serveBytes, startTestEmulator, waitFor, type StubServer, type TestEmulator } from './helpers';
import { kitchen } from './images';

let emu: TestEmulator;
let stub: StubServer;

beforeAll(async () => {
  emu = await startTestEmulator({ batchImageDelayMs: 150 });
  stub = await startStubServer({ '/kitchen.jpg': serveBytes(await kitchen(), 'image/jpeg') });
});
afterAll(async () => {
  await emu.handle.close();
  await stub.close();
});
beforeEach(async () => {
  await emu.handle.reset();
});

const switchTo = (mode: unknown): Promise<Response> =>
  emu.raw('/__emulator/analyzer', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode }) });

async function analyzeStatus(): Promise<{ status: number; body: unknown }> {
  const res = await emu.postForm('/analyze', { image: blob(await kitchen()) });
  return { status: res.status, body: await res.json() };
}

describe('the analyzer switch', () => {
  it('is available by default, and the state says so', async () => {
    expect((await analyzeStatus()).status).toBe(200);
    const state = (await (await emu.raw('/__emulator/state')).json()) as { analyzer: string };
    expect(state.analyzer).toBe('available');
  });

  it('coming-soon answers 501 with a "coming soon" message on all three endpoints', async () => {
    expect((await switchTo('coming-soon')).status).toBe(200);
    expect(await analyzeStatus()).toEqual({ status: 501, body: { message: 'the image analyzer is coming soon' } });
    expect((await emu.postJson('/analyze/batch', { images: [{ image_url: `${stub.url}/kitchen.jpg`, image_id: 'k' }] })).status).toBe(501);
    expect((await emu.api('/analyze/batch/batch_x')).status).toBe(501);
  });

  it('absent answers 404 {"message":"not found"}, like a path the API does not have', async () => {
    await switchTo('absent');
    expect(await analyzeStatus()).toEqual({ status: 404, body: { message: 'not found' } });
    const unknown = await emu.api('/no-such-endpoint');
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({ status: 404, body: { message: 'not found' } });
  });

  it('a key is still checked first (401 without one), and other endpoints are untouched', async () => {
    await switchTo('absent');
    expect((await emu.api('/analyze/batch/b', { key: null })).status).toBe(401);
    expect((await emu.api('/plan/details')).status).toBe(200);
  });

  it('a batch running when the analyzer goes away: its polls answer 501', async () => {
    const submitted = (await (await emu.postJson('/analyze/batch', { images: [{ image_url: `${stub.url}/kitchen.jpg`, image_id: 'k' }] })).json()) as { batch_id: string };
    await switchTo('coming-soon');
    expect((await emu.api(`/analyze/batch/${submitted.batch_id}`)).status).toBe(501);
    await switchTo('available');
    const done = await waitFor(async () => {
      const body = (await (await emu.api(`/analyze/batch/${submitted.batch_id}`)).json()) as { status: string };
      return body.status === 'processing' ? undefined : body;
    });
    expect(done.status).toBe('completed');
  });

  it('a reset brings back the started mode; a bad mode is refused', async () => {
    await switchTo('absent');
    await emu.handle.reset();
    expect((await analyzeStatus()).status).toBe(200);
    const bad = await switchTo('maybe');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'mode must be one of available, coming-soon, absent' });
  });

  it('starts in the mode of the option, the flag or the environment variable', async () => {
    const absent = await startTestEmulator({ analyzer: 'absent' });
    try {
      expect((await absent.api('/analyze/batch/b')).status).toBe(404);
      expect((await absent.postJson('/analyze/batch', { images: [] })).status).toBe(404);
    } finally {
      await absent.handle.close();
    }
    expect(parseCliArgs(['--analyzer', 'coming-soon'], {})).toEqual({ kind: 'start', options: { analyzer: 'coming-soon' } });
    expect(parseCliArgs([], { EMULATOR_ANALYZER: 'absent' })).toEqual({ kind: 'start', options: { analyzer: 'absent' } });
    expect(parseCliArgs(['--analyzer', 'off'], {})).toMatchObject({ kind: 'error', message: expect.stringContaining('--analyzer expects available, coming-soon, absent') });
    expect(() => resolveOptions({ analyzer: 'later' as never })).toThrow(RangeError);
  });
});
