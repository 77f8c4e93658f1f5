import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INDEXES, STORES } from '../../../lib/storage/db';
import { addHistoryEntry, attachResultCopy, clearHistory, deleteHistoryEntry, getHistoryEntry, getResultBlob, listHistory, matchesQuery } from '../../../lib/library/history';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { freshDb, pickedPhoto } from '../queue/fakes';

function entry(i: number, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: `h${i}`,
    jobId: `j${i}`,
    operation: 'renovate',
    params: { style_id: 'modern', guidance: 'white oak floors' },
    photo: pickedPhoto(`https://photos.example.com/${i}.jpg`),
    resultUrl: `https://cdn.example/${i}.png`,
    createdAt: 1_000 + i,
    disclosure: 'digitally-altered',
    hasLocalCopy: true,
    ...extra,
  };
}
const blob = (i: number) => new Blob([new Uint8Array([i])], { type: 'image/png' });

describe('history', () => {
  let db: IDBDatabase;
  beforeEach(async () => {
    db = await freshDb();
  });

  it('stores entries with their image copy, newest first', async () => {
    await addHistoryEntry(db, entry(1), blob(1));
    await addHistoryEntry(db, entry(2), undefined);
    const entries = await listHistory(db);
    expect(entries.map((e) => e.id)).toEqual(['h2', 'h1']);
    expect(entries[0]?.hasLocalCopy).toBe(false);
    const copy = await getResultBlob(db, 'h1');
    expect(copy).toBeInstanceOf(Blob);
    expect(new Uint8Array((await copy?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(new Uint8Array([1]));
    expect(await getResultBlob(db, 'h2')).toBeUndefined();
  });

  it('caps the history: the oldest entries go, with their blobs', async () => {
    for (let i = 1; i <= 5; i++) await addHistoryEntry(db, entry(i), blob(i), 3);
    expect((await listHistory(db)).map((e) => e.id)).toEqual(['h5', 'h4', 'h3']);
    expect(await getResultBlob(db, 'h1')).toBeUndefined();
    expect(await getResultBlob(db, 'h2')).toBeUndefined();
    expect(await getResultBlob(db, 'h3')).toBeDefined();
    // A smaller cap on the next write prunes down to it: the write answers how many went.
    expect(await addHistoryEntry(db, entry(6), blob(6), 1)).toBe(3);
    expect((await listHistory(db)).map((e) => e.id)).toEqual(['h6']);
    expect(await getResultBlob(db, 'h5')).toBeUndefined();
  });

  it('prunes nothing under the cap', async () => {
    for (let i = 1; i <= 3; i++) expect(await addHistoryEntry(db, entry(i), blob(i), 3)).toBe(0);
    expect((await listHistory(db)).map((e) => e.id)).toEqual(['h3', 'h2', 'h1']);
    expect(await getResultBlob(db, 'h1')).toBeDefined();
  });

  it('writing an entry reads none of the entries it keeps (pruning jumps over them)', async () => {
    for (let i = 1; i <= 3; i++) await addHistoryEntry(db, entry(i), blob(i), 2);
    const index = Object.getPrototypeOf(db.transaction(STORES.history).objectStore(STORES.history).index(INDEXES.historyByCreatedAt)) as IDBIndex;
    const reads = vi.spyOn(index, 'openCursor');
    await addHistoryEntry(db, entry(4), blob(4), 2);
    expect(reads).not.toHaveBeenCalled();
    expect((await listHistory(db)).map((e) => e.id)).toEqual(['h4', 'h3']);
    expect(await getResultBlob(db, 'h2')).toBeUndefined();
  });

  it('attaches a local copy to an entry written without one: blob, flag and size together', async () => {
    await addHistoryEntry(db, entry(1, { hasLocalCopy: false }), undefined);
    expect(await attachResultCopy(db, 'h1', { blob: blob(1), width: 640, height: 480 })).toBe(true);
    expect(await getHistoryEntry(db, 'h1')).toMatchObject({ hasLocalCopy: true, width: 640, height: 480, resultUrl: 'https://cdn.example/1.png' });
    expect(await getResultBlob(db, 'h1')).toBeDefined();
  });

  it('attaches nothing to an entry that is gone (deleted, pruned or cleared meanwhile): no blob without its entry', async () => {
    expect(await attachResultCopy(db, 'h9', { blob: blob(9) })).toBe(false);
    expect(await getResultBlob(db, 'h9')).toBeUndefined();
    expect(await getHistoryEntry(db, 'h9')).toBeUndefined();
  });

  it('deletes one entry with its blob, and clears everything', async () => {
    for (let i = 1; i <= 3; i++) await addHistoryEntry(db, entry(i), blob(i));
    expect(await deleteHistoryEntry(db, 'h2')).toBe(true);
    expect(await deleteHistoryEntry(db, 'h2')).toBe(false);
    expect(await getResultBlob(db, 'h2')).toBeUndefined();
    expect(await clearHistory(db)).toBe(2);
    expect(await listHistory(db)).toEqual([]);
    expect(await getResultBlob(db, 'h1')).toBeUndefined();
    expect(await getResultBlob(db, 'h3')).toBeUndefined();
  });

  it('searches title, address, listing URL, operation and parameter values, case-insensitively', async () => {
    await addHistoryEntry(db, entry(1, { photo: pickedPhoto('https://p.example/1.jpg', { title: 'Victorian Terrace', address: '12 Baker Street, London', listingUrl: 'https://www.rightmove.co.uk/properties/123' }) }), undefined);
    await addHistoryEntry(db, entry(2, { operation: 'stage', params: { room_type: 'living_room', style: 'Coastal' }, disclosure: 'virtually-staged' }), undefined);
    await addHistoryEntry(db, entry(3, { params: { materials: [{ material_name: 'Carrara Marble' }] } }), undefined);
    const ids = async (query: string) => (await listHistory(db, { query })).map((e) => e.id);
    expect(await ids('victorian')).toEqual(['h1']);
    expect(await ids('BAKER street')).toEqual(['h1']);
    expect(await ids('rightmove.co.uk/properties')).toEqual(['h1']);
    expect(await ids('stage')).toEqual(['h2']);
    expect(await ids('coastal')).toEqual(['h2']);
    expect(await ids('carrara')).toEqual(['h3']);
    expect(await ids('modern')).toEqual(['h1']);
    expect(await ids('nothing-like-this')).toEqual([]);
    expect(await ids('  ')).toEqual(['h3', 'h2', 'h1']);
    expect((await listHistory(db, { limit: 2 })).length).toBe(2);
  });

  it('matches every word of a query', () => {
    expect(matchesQuery(entry(1), 'sunny modern')).toBe(true);
    expect(matchesQuery(entry(1), 'sunny gothic')).toBe(false);
  });
});
