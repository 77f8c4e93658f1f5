import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createKeyCustody, maskKey } from '../../../lib/storage/key-custody';
import { saveSettings } from '../../../lib/storage/settings';
import { freshDb } from '../queue/fakes';

const KEY = 'rk_live_5f3c9a1b2d4e6f708192a3b4c5d6e7f8';

/** Everything in every storage area, as one string. */
async function everythingInStorage(): Promise<string> {
  const areas = await Promise.all([fakeBrowser.storage.local.get(), fakeBrowser.storage.sync.get(), fakeBrowser.storage.session.get()]);
  return JSON.stringify(areas);
}

describe('key custody', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('stores the key in IndexedDB, never in storage.local, sync or session', async () => {
    const db = await freshDb();
    const keys = createKeyCustody(db);
    await saveSettings({ concurrency: 3 }); // something else is in storage, so the check is not vacuous
    await keys.set(`  ${KEY}  `);
    expect(await keys.get()).toBe(KEY);
    const stored = await everythingInStorage();
    expect(stored).toContain('concurrency');
    expect(stored).not.toContain(KEY);
    expect(stored).not.toContain(KEY.slice(0, 12));
  });

  it('answers a masked status and removes the key with an empty string', async () => {
    const keys = createKeyCustody(await freshDb());
    expect(await keys.status()).toEqual({ set: false, masked: '' });
    expect(await keys.set(KEY)).toEqual({ set: true, masked: '••••e7f8' });
    expect(await keys.status()).toEqual({ set: true, masked: '••••e7f8' });
    expect(await keys.set('   ')).toEqual({ set: false, masked: '' });
    expect(await keys.get()).toBeUndefined();
  });

  it('masks short keys entirely', () => {
    expect(maskKey('abc123')).toEqual({ set: true, masked: '••••' });
    expect(maskKey(undefined)).toEqual({ set: false, masked: '' });
  });
});
