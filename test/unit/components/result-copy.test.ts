import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readResultCopy } from '../../../components/shared/result-copy';
import type { Call } from '../../../components/shared/background';
import { postCopy } from '../../../lib/messaging/copy-channel';
import { FakeBroadcastChannel } from '../messaging/fake-broadcast-channel';

/**
 * A page's read of a result's copy (components/shared/result-copy.ts): the bytes as a Blob on the
 * copy channel when the background posts them, else the `data:` URL of its reply; what is no
 * image is nothing, and bytes posted that never come are asked for again as text.
 */

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const dataUrl = `data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG))}`;

/** A background answering `getResultCopy` with `answer(payload)`; every payload is kept. */
function callWith(answer: (payload: { historyId: string; token?: string }) => unknown): { call: Call; asked: { historyId: string; token?: string }[] } {
  const asked: { historyId: string; token?: string }[] = [];
  const call = (async (_name: string, payload: { historyId: string; token?: string }) => {
    asked.push(payload);
    return { ok: true, data: answer(payload) };
  }) as unknown as Call;
  return { call, asked };
}

describe('reading a result’s copy from a page', () => {
  beforeEach(() => vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeBroadcastChannel.open.clear();
  });

  it('takes the Blob the background posts for its token, typed by its bytes (a mislabelled type is corrected)', async () => {
    const { call, asked } = callWith(({ token }) => (postCopy(token ?? '', new Blob([JPEG], { type: 'image/png' })), { copy: null, posted: true }));
    const blob = await readResultCopy(call, 'h-1');
    expect(blob?.type).toBe('image/jpeg');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(JPEG);
    expect(asked).toEqual([{ historyId: 'h-1', token: expect.any(String) }]);
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });

  it('takes the data: URL of a reply that carries the copy, and stops listening', async () => {
    const { call } = callWith(() => ({ copy: dataUrl }));
    expect((await readResultCopy(call, 'h-2'))?.type).toBe('image/jpeg');
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });

  it('posted bytes that never come: asked again as text', async () => {
    const { call, asked } = callWith(({ token }) => (token ? { copy: null, posted: true } : { copy: dataUrl }));
    vi.useFakeTimers();
    const reading = readResultCopy(call, 'h-3');
    await vi.advanceTimersByTimeAsync(3000);
    vi.useRealTimers();
    expect((await reading)?.type).toBe('image/jpeg');
    expect(asked).toEqual([{ historyId: 'h-3', token: expect.any(String) }, { historyId: 'h-3' }]);
  });

  it('posted bytes that are no image, no copy, or no answer: nothing', async () => {
    const notImage = callWith(({ token }) => (postCopy(token ?? '', new Blob(['<html><body>not found</body></html>'], { type: 'text/html' })), { copy: null, posted: true }));
    expect(await readResultCopy(notImage.call, 'h-4')).toBeUndefined();
    expect(await readResultCopy(callWith(() => ({ copy: null })).call, 'h-5')).toBeUndefined();
    const failing = (async () => ({ ok: false, code: 'network', message: 'asleep' })) as unknown as Call;
    expect(await readResultCopy(failing, 'h-6')).toBeUndefined();
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });

  it('without a channel (an old browser, a test page), asks for the copy as text only', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { call, asked } = callWith(() => ({ copy: dataUrl }));
    expect((await readResultCopy(call, 'h-7'))?.type).toBe('image/jpeg');
    expect(asked).toEqual([{ historyId: 'h-7' }]);
  });
});
