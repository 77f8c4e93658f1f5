import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createJobStore, publicJobs, type JobRecord, type JobStore } from '../../../lib/queue/job-store';
import { readJobRecord } from '../../../lib/queue/job-records';
import { JobQueue } from '../../../lib/queue/queue';
import { DB_NAME, openReimagineDb, STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import { countQuarantined, listQuarantined } from '../../../lib/storage/quarantine';
import { eventually, freshDb, pickedPhoto } from './fakes';

/** Stored jobs that no longer fit the schema: migrated when they can be, set aside when not, never breaking a list. */

function job(id: string, createdAt: number, state: JobRecord['state'] = 'done'): JobRecord {
  return { id, request: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(`https://photos.example.com/${id}.jpg`), state, createdAt, newVariation: false };
}

/** A record an older version wrote: no `newVariation`, the API's name for the operation. */
function oldRecord(id: string, createdAt: number, state = 'done'): Record<string, unknown> {
  return { id, request: { operation: 'kitchen_cabinets', params: { style_id: 'modern' } }, photo: pickedPhoto(`https://photos.example.com/${id}.jpg`), state, createdAt, dedupeKey: 'k-old' };
}

/** A corrupt record: a state no version ever had, and no photo. */
function corrupt(id: string, createdAt: number, state = 'exploded'): Record<string, unknown> {
  return { id, request: { operation: 'renovate', params: { style_id: 'modern' } }, state, createdAt, newVariation: false };
}

describe('stored jobs that no longer fit the schema', () => {
  let db: IDBDatabase;
  let store: JobStore;

  beforeEach(async () => {
    db = await freshDb();
    store = createJobStore(db, () => 42);
  });

  it('lists the others when one record is corrupt, and moves it to the quarantine (kept, counted)', async () => {
    await store.put(job('a', 1));
    await putOne(db, STORES.jobs, corrupt('bad', 2, 'done'));
    await store.put(job('c', 3, 'queued'));

    const recent = await store.recent(10);
    expect(recent.map((j) => j.id)).toEqual(['c', 'a']);
    expect(publicJobs(recent).map((j) => j.id)).toEqual(['c', 'a']);
    // Set aside, not deleted: the raw record is kept with why it was refused.
    expect(await countQuarantined(db, STORES.jobs)).toBe(1);
    const [kept] = await listQuarantined(db);
    expect(kept).toMatchObject({ store: 'jobs', key: 'bad', value: corrupt('bad', 2, 'done'), quarantinedAt: 42 });
    expect(kept?.reason).toMatch(/photo/);
    expect(await store.get('bad')).toBeUndefined();
    expect((await store.recent(10)).map((j) => j.id)).toEqual(['c', 'a']);
  });

  it('migrates an old record (missing newVariation, old operation name) instead of refusing it', async () => {
    await putOne(db, STORES.jobs, oldRecord('old', 1));
    const read = readJobRecord(oldRecord('old', 1));
    expect(read).toMatchObject({ ok: true, migrated: true, value: { newVariation: false, request: { operation: 'kitchenCabinets' }, dedupeKey: 'k-old' } });
    expect(await store.get('old')).toMatchObject({ newVariation: false, request: { operation: 'kitchenCabinets' } });
    expect((await store.byDedupeKey('k-old')).map((j) => j.id)).toEqual(['old']);
    expect(await countQuarantined(db)).toBe(0);
  });

  it('worker start repairs the store: old records rewritten, corrupt ones set aside, a corrupt running one never blocks recovery', async () => {
    await putOne(db, STORES.jobs, oldRecord('old', 1));
    await putOne(db, STORES.jobs, corrupt('bad', 2));
    await putOne(db, STORES.jobs, corrupt('bad-running', 3, 'running'));
    await store.put(job('run', 4, 'running'));
    // A record without `createdAt` is in no createdAt index: only a walk of the store finds it.
    await putOne(db, STORES.jobs, { ...job('undated', 5), createdAt: undefined });

    const queue = new JobQueue({ store, run: async () => ({ historyId: 'h', fromCache: false }), concurrency: () => 1, clock: () => 100 });
    const settled = await queue.recover();

    expect(queue.lastRepair).toEqual({ migrated: 1, quarantined: 3 });
    expect(settled.map((j) => [j.id, j.state])).toEqual([['run', 'interrupted']]);
    expect(await getRaw(db, 'old')).toMatchObject({ newVariation: false, request: { operation: 'kitchenCabinets' } });
    expect(await getRaw(db, 'bad')).toBeUndefined();
    expect((await listQuarantined(db, STORES.jobs)).map((r) => r.key).sort()).toEqual(['bad', 'bad-running', 'undated']);
  });

  it('update and prune leave a corrupt record alone (set aside, never silently deleted)', async () => {
    await putOne(db, STORES.jobs, corrupt('bad', 1, 'queued'));
    expect(await store.update('bad', (r) => ({ ...r, state: 'running' }))).toBeUndefined();
    expect(await countQuarantined(db, STORES.jobs)).toBe(1);

    await putOne(db, STORES.jobs, corrupt('bad2', 2, 'done'));
    for (let i = 3; i < 6; i++) await store.put(job(`j${i}`, i));
    expect(await store.pruneFinished(1)).toBe(2);
    expect(await getRaw(db, 'bad2')).toBeDefined();
  });

  it('a queue over a store with corrupt queued records still runs the good ones', async () => {
    await putOne(db, STORES.jobs, corrupt('bad', 1, 'queued'));
    await store.put(job('good', 2, 'queued'));
    const ran: string[] = [];
    const queue = new JobQueue({ store, run: async (j) => (ran.push(j.id), { historyId: `h-${j.id}`, fromCache: false }), concurrency: () => 2, clock: () => 100 });
    await queue.recover();
    await eventually(async () => (await store.get('good'))?.state === 'done');
    await queue.idle();
    expect(ran).toEqual(['good']);
  });
});

describe('database upgrade', () => {
  it('v1 → v3 keeps every job and history entry and adds the quarantine, settings and caches stores', async () => {
    const factory = new IDBFactory();
    const v1 = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        const d = request.result;
        const jobs = d.createObjectStore('jobs', { keyPath: 'id' });
        jobs.createIndex('createdAt', 'createdAt');
        jobs.createIndex('state', 'state');
        jobs.createIndex('dedupeKey', 'dedupeKey');
        d.createObjectStore('history', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
        for (const name of ['results', 'secrets']) d.createObjectStore(name);
        d.createObjectStore('assets', { keyPath: 'id' });
        d.createObjectStore('projects', { keyPath: 'key' });
        request.transaction?.objectStore('jobs').put(oldRecord('old', 1));
        request.transaction?.objectStore('history').put({ id: 'h1', jobId: 'old' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    v1.close();

    const db = await openReimagineDb(factory);
    expect(db.version).toBe(3);
    expect([...db.objectStoreNames]).toEqual(expect.arrayContaining([STORES.quarantine, STORES.settings, STORES.caches]));
    expect(await getRaw(db, 'old')).toEqual(oldRecord('old', 1));
    // And the old record reads, migrated, through today's store.
    expect(await createJobStore(db).byState('done')).toMatchObject([{ id: 'old', newVariation: false, request: { operation: 'kitchenCabinets' } }]);
    expect(await new Promise((resolve) => (db.transaction('history').objectStore('history').get('h1').onsuccess = (e) => resolve((e.target as IDBRequest).result)))).toEqual({ id: 'h1', jobId: 'old' });
  });
});

function getRaw(db: IDBDatabase, id: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORES.jobs).objectStore(STORES.jobs).get(id);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
