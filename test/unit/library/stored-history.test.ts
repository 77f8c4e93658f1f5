import { beforeEach, describe, expect, it } from 'vitest';
import { addHistoryEntry, clearHistory, getHistoryEntry, jobResultsFromHistory, listHistory } from '../../../lib/library/history';
import { readHistoryEntry, type HistoryEntry } from '../../../lib/library/history-entry';
import { STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import { countQuarantined, listQuarantined } from '../../../lib/storage/quarantine';
import { freshDb, pickedPhoto } from '../queue/fakes';

/** History entries that no longer fit the schema: migrated when they can be, set aside when not, never hiding the rest. */

function entry(i: number, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: `h${i}`,
    jobId: `j${i}`,
    operation: 'renovate',
    params: { style_id: 'modern' },
    photo: pickedPhoto(`https://photos.example.com/${i}.jpg`),
    resultUrl: `https://cdn.example/${i}.png`,
    createdAt: 1_000 + i,
    disclosure: 'digitally-altered',
    hasLocalCopy: false,
    ...extra,
  };
}

describe('stored history entries that no longer fit the schema', () => {
  let db: IDBDatabase;
  beforeEach(async () => {
    db = await freshDb();
  });

  it('lists the others when one entry is corrupt, and sets it aside (kept with its reason, counted)', async () => {
    await addHistoryEntry(db, entry(1), undefined);
    const broken = { id: 'h2', jobId: 'j2', operation: 'renovate', createdAt: 1_002, resultUrl: 42 };
    await putOne(db, STORES.history, broken);
    await addHistoryEntry(db, entry(3), undefined);

    expect((await listHistory(db)).map((e) => e.id)).toEqual(['h3', 'h1']);
    expect(await countQuarantined(db, STORES.history)).toBe(1);
    const [kept] = await listQuarantined(db, STORES.history);
    expect(kept).toMatchObject({ store: 'history', key: 'h2', value: broken });
    expect(kept?.reason).toMatch(/photo|resultUrl/);
    // Searching and single reads skip it too.
    expect((await listHistory(db, { query: 'sunny' })).map((e) => e.id)).toEqual(['h3', 'h1']);
    expect(await getHistoryEntry(db, 'h2')).toBeUndefined();
    // Clear history, asked for by the user, clears what was set aside too.
    expect(await clearHistory(db)).toBe(2);
    expect(await countQuarantined(db)).toBe(0);
  });

  it('migrates an old entry: old operation name, no disclosure, no hasLocalCopy, no params', async () => {
    const old = { id: 'h1', jobId: 'j1', operation: 'virtual_staging', photo: pickedPhoto('https://photos.example.com/1.jpg'), resultUrl: 'https://cdn.example/1.png', createdAt: 1_001 };
    expect(readHistoryEntry(old)).toMatchObject({ ok: true, migrated: true, value: { operation: 'stage', disclosure: 'virtually-staged', hasLocalCopy: false, params: {} } });
    await putOne(db, STORES.history, old);
    expect(await listHistory(db)).toMatchObject([{ id: 'h1', operation: 'stage', disclosure: 'virtually-staged' }]);
    expect(await getHistoryEntry(db, 'h1')).toMatchObject({ operation: 'stage' });
    expect(await countQuarantined(db)).toBe(0);
  });

  it('a corrupt entry never breaks adding or pruning', async () => {
    await putOne(db, STORES.history, { id: 'h0', createdAt: 1_000 });
    for (let i = 1; i <= 3; i++) await addHistoryEntry(db, entry(i), undefined, 2);
    expect((await listHistory(db)).map((e) => e.id)).toEqual(['h3', 'h2']);
    expect(await addHistoryEntry(db, entry(4), undefined, 1)).toBe(2);
    expect((await listHistory(db)).map((e) => e.id)).toEqual(['h4']);
  });

  it('finds the results of jobs by their history entries (for jobs cut off after their result was kept)', async () => {
    await addHistoryEntry(db, entry(1), undefined);
    await addHistoryEntry(db, entry(2, { resultUrl: undefined }), undefined);
    const found = await jobResultsFromHistory(db, ['j1', 'j2', 'j9']);
    expect([...found]).toEqual([
      ['j1', { historyId: 'h1', fromCache: false, imageUrl: 'https://cdn.example/1.png' }],
      ['j2', { historyId: 'h2', fromCache: false }],
    ]);
  });
});
