import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canHandOff, CopyToken, listenForCopy, postCopy } from '../../../lib/messaging/copy-channel';
import { COPY_CHANNEL } from '../../../lib/protocol-names';
import { FakeBroadcastChannel } from './fake-broadcast-channel';

/**
 * The copy channel (lib/messaging/copy-channel.ts): a result's bytes from the background to the
 * page that asked, as a Blob; a page takes only the answer to its own token, and anything
 * malformed on the channel is ignored.
 */

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

describe('the copy channel', () => {
  beforeEach(() => {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeBroadcastChannel.open.clear();
  });

  it('works where BroadcastChannel and randomUUID exist, as in the browsers; not elsewhere', () => {
    expect(canHandOff()).toBe(true);
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(canHandOff()).toBe(false);
  });

  it('hands the Blob posted for a token to the page that listens for it, and closes its channel', async () => {
    const ask = listenForCopy();
    expect(CopyToken.safeParse(ask.token).success).toBe(true);
    expect(postCopy(ask.token, jpeg())).toBe(true);
    const blob = await ask.bytes;
    expect(blob?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await (blob as Blob).arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });

  it('ignores another token’s answer and malformed messages, and gives up after its wait', async () => {
    const ask = listenForCopy(100);
    const other = listenForCopy(100);
    postCopy(other.token, jpeg());
    const stranger = new FakeBroadcastChannel(COPY_CHANNEL);
    for (const message of [{ token: ask.token, blob: 'not a blob' }, 'nonsense', { token: ask.token }, { token: 'short', blob: jpeg() }]) stranger.postMessage(message);
    stranger.close();
    expect(await other.bytes).toBeInstanceOf(Blob);
    expect(await ask.bytes).toBeUndefined();
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });

  it('many asks at once share one listener, closed when the last is answered', async () => {
    const asks = [listenForCopy(), listenForCopy(), listenForCopy()];
    expect(FakeBroadcastChannel.open.size).toBe(1);
    for (const ask of asks) postCopy(ask.token, jpeg());
    // Each answer taken once, by its own ask.
    for (const ask of asks) expect((await ask.bytes)?.type).toBe('image/jpeg');
    expect(FakeBroadcastChannel.open.size).toBe(0);
  });

  it('a cancelled ask answers nothing and takes nothing posted afterwards', async () => {
    const ask = listenForCopy();
    ask.cancel();
    postCopy(ask.token, jpeg());
    expect(await ask.bytes).toBeUndefined();
  });

  it('a Blob the browser cannot post is reported, not thrown', () => {
    FakeBroadcastChannel.refuseNext = true;
    expect(postCopy(listenForCopy(0).token, jpeg())).toBe(false);
  });

  it('a token is random and shaped: nothing else is one', () => {
    expect(listenForCopy(0).token).not.toBe(listenForCopy(0).token);
    for (const bad of ['', 'short', 'x'.repeat(40), '../../etc', 'a'.repeat(65)]) expect(CopyToken.safeParse(bad).success).toBe(false);
  });
});
