import { describe, expect, it } from 'vitest';
import { createCopiesInFlight } from '../../../lib/library/copies-in-flight';
import { deferred } from '../queue/fakes';

/** The copies the background is making (lib/library/copies-in-flight.ts): bytes as soon as downloaded, forgotten once stored. */
describe('copies in flight', () => {
  it('answers the bytes once downloaded, before they are stored; settles once stored; then forgets them', async () => {
    const copies = createCopiesInFlight();
    const bytes = deferred<Blob | undefined>();
    const stored = deferred<undefined>();
    copies.track('h-1', bytes.promise, stored.promise);
    let settled = false;
    void copies.settled('h-1').then(() => (settled = true));
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    bytes.resolve(blob);
    expect(await copies.downloading('h-1')).toBe(blob);
    expect(settled).toBe(false);
    stored.resolve(undefined);
    await copies.settled('h-1');
    expect(copies.downloading('h-1')).toBeUndefined();
  });

  it('a download or a write that fails is no copy and never rejects to whoever waits', async () => {
    const copies = createCopiesInFlight();
    copies.track('h-2', Promise.reject(new Error('cut off')), Promise.reject(new Error('disk full')));
    expect(await copies.downloading('h-2')).toBeUndefined();
    await expect(copies.settled('h-2')).resolves.toBeUndefined();
    expect(copies.downloading('nope')).toBeUndefined();
    await expect(copies.settled('nope')).resolves.toBeUndefined();
  });
});
