import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MATERIALS_KEY, loadUiValue, openUiStore, PANEL_STATE_KEY, saveUiValue } from '../../../lib/storage/ui-store';
import { planCacheItem, removeLegacyItems } from '../../../lib/storage/storage';

/**
 * What a listing page could read (or plant) through a content script: nothing of the panel's
 * state (the realtor's guidance, current photo and listing, product catalog) nor of the plan
 * (the agency's name and credits) is in `storage.local` any more.
 */

describe('the panel state store', () => {
  let db: IDBDatabase;
  beforeEach(async () => {
    fakeBrowser.reset();
    db = await openUiStore(new IDBFactory());
  });

  it('keeps the panel state and the catalog out of storage.local', async () => {
    await saveUiValue(db, PANEL_STATE_KEY, { forms: { renovate: { guidance: 'private notes for the seller' } } });
    await saveUiValue(db, MATERIALS_KEY, [{ material_id: 'SKU-1' }]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await loadUiValue(db, PANEL_STATE_KEY)).toEqual({ forms: { renovate: { guidance: 'private notes for the seller' } } });
    expect(await loadUiValue(db, MATERIALS_KEY)).toEqual([{ material_id: 'SKU-1' }]);
  });

  it('moves what an older version left in storage.local, keeping the user\'s forms and catalog', async () => {
    await fakeBrowser.storage.local.set({ [PANEL_STATE_KEY]: { tool: 'cabinets' }, [MATERIALS_KEY]: [{ material_id: 'SKU-2' }] });
    expect(await loadUiValue(db, PANEL_STATE_KEY)).toEqual({ tool: 'cabinets' });
    expect(await loadUiValue(db, MATERIALS_KEY)).toEqual([{ material_id: 'SKU-2' }]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    // Read again: from the panel's own store now.
    expect(await loadUiValue(db, PANEL_STATE_KEY)).toEqual({ tool: 'cabinets' });
  });

  it('an unknown key reads as nothing', async () => {
    expect(await loadUiValue(db, 'ui.nothing')).toBeUndefined();
  });
});

describe('the plan cache', () => {
  beforeEach(() => fakeBrowser.reset());

  it('lives in storage.session, never storage.local', async () => {
    await planCacheItem.setValue({ apiBase: 'https://api.example/public/v1', fetchedAt: 1, value: { business_name: 'Acme Realty', plan: 'pro', remaining_assets: 1, staging_credits: 2, renovation_credits: 3 } });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(Object.keys(await fakeBrowser.storage.session.get(null))).toEqual(['cache.plan']);
  });

  it('a copy an older version left in storage.local is removed at start-up', async () => {
    await fakeBrowser.storage.local.set({ 'cache.plan': { value: { business_name: 'Acme Realty' } }, settings: { concurrency: 2 } });
    await removeLegacyItems();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ settings: { concurrency: 2 } });
  });
});
