import { describe, expect, it } from 'vitest';
import { photoStatesEvent } from '../../../entrypoints/listing.content/states-sync';
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
