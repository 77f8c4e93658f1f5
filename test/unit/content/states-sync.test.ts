import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getPhotoState } from '../../../entrypoints/listing.content/photo-state';
import { photoStatesEvent, syncPhotoStates } from '../../../entrypoints/listing.content/states-sync';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

describe('photoStatesEvent', () => {
  it('reads a photoStates event', () => {
    const event = { channel: EVENT_CHANNEL, type: 'photoStates', states: [{ url: 'https://a/1.jpg', state: 'running', startedAt: 5, jobId: 'j1' }] };
    expect(photoStatesEvent(event)).toEqual([{ url: 'https://a/1.jpg', state: 'running', startedAt: 5, jobId: 'j1' }]);
  });

  it('ignores other messages and drops malformed entries', () => {
    expect(photoStatesEvent({ channel: EVENT_CHANNEL, type: 'jobs', jobs: [] })).toBeUndefined();
    expect(photoStatesEvent({ channel: 'other', type: 'photoStates', states: [] })).toBeUndefined();
    expect(photoStatesEvent('photoStates')).toBeUndefined();
    const mixed = { channel: EVENT_CHANNEL, type: 'photoStates', states: [{ url: 1, state: 'done' }, { url: 'u', state: 'exploded' }, null, { url: 'u', state: 'done', startedAt: 'x' }] };
    expect(photoStatesEvent(mixed)).toEqual([{ url: 'u', state: 'done' }]);
  });
});

describe('syncPhotoStates', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The URLs of each getPhotoStates the script sent. */
  function asks() {
    const sent = vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockResolvedValue({ ok: true, data: { states: [{ url: 'https://a/2.jpg', state: 'done' }] } });
    return () => sent.mock.calls.map(([envelope]) => (envelope as { payload: { urls: string[] } }).payload.urls);
  }

  it('asks once for the photos found together, then again only for those found later, each photo once', async () => {
    vi.useFakeTimers();
    const sent = asks();
    const stop = new AbortController();
    const states = syncPhotoStates(stop.signal, 100);
    states.found('https://a/1.jpg');
    states.found('https://a/2.jpg');
    states.found('https://a/1.jpg');
    expect(sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toEqual([['https://a/1.jpg', 'https://a/2.jpg']]);
    // The answer reaches the buttons.
    expect(getPhotoState('https://a/2.jpg').state).toBe('done');
    // A photo scrolled to later on a long list is asked for on its own; one asked before is not.
    states.found('https://a/2.jpg');
    states.found('https://a/3.jpg');
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toEqual([['https://a/1.jpg', 'https://a/2.jpg'], ['https://a/3.jpg']]);
    stop.abort();
  });

  it('asks for at most 500 at a time, the rest next time; nothing after the script stopped', async () => {
    vi.useFakeTimers();
    const sent = asks();
    const stop = new AbortController();
    const states = syncPhotoStates(stop.signal, 100);
    for (let i = 0; i < 520; i++) states.found(`https://a/p${i}.jpg`);
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent().map((urls) => urls.length)).toEqual([500, 20]);
    states.found('https://a/late.jpg');
    stop.abort();
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toHaveLength(2);
  });
});
