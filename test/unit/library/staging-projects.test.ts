import { beforeEach, describe, expect, it } from 'vitest';
import { STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import {
  closeRecord,
  findProject,
  forgetProject,
  linkProjects,
  listProjectRecords,
  projectKey,
  projectOfPhoto,
  projectState,
  recordProject,
  removeProject,
  updateProject,
} from '../../../lib/library/staging-projects';
import { buildGallery, summarizeProject, variationEntry } from '../../../lib/library/staging-gallery';
import { freshDb, pickedPhoto } from '../queue/fakes';

/** Staging project records: one current project per photo, the others kept aside (closed, gone). */
const BASE = 'https://api.example/public/v1';
const HASH = 'abc123';
const PHOTO = pickedPhoto('https://photos.example.com/room.jpg');

describe('staging project records', () => {
  let db: IDBDatabase;
  beforeEach(async () => {
    db = await freshDb();
  });

  it('reads records written before photos were linked (key, projectId, createdAt only)', async () => {
    await putOne(db, STORES.projects, { key: projectKey(BASE, HASH), projectId: 'p1', createdAt: 5 });
    expect(await findProject(db, BASE, HASH)).toEqual({ key: `${BASE}|${HASH}`, projectId: 'p1', createdAt: 5 });
    expect(await listProjectRecords(db, 'https://other.example/v1')).toEqual([]);
    // A corrupt field is dropped, not the record.
    await putOne(db, STORES.projects, { key: projectKey(BASE, 'h2'), projectId: 'p2', createdAt: 6, variations: 'many', photo: 3 });
    expect(await findProject(db, BASE, 'h2')).toEqual({ key: `${BASE}|h2`, projectId: 'p2', createdAt: 6 });
  });

  it('removing a project (the user’s choice) deletes its records, current and closed, and nothing else', async () => {
    await recordProject(db, BASE, HASH, 'p1', 10);
    await recordProject(db, BASE, HASH, 'p2', 20); // p1 moves aside, closed
    await recordProject(db, BASE, 'h2', 'p3', 30);
    await recordProject(db, 'https://other.example/v1', HASH, 'p1', 40);
    expect(await removeProject(db, BASE, 'p1')).toBe(true);
    expect((await listProjectRecords(db, BASE)).map((r) => r.projectId)).toEqual(['p3', 'p2']);
    expect(await removeProject(db, BASE, 'p2')).toBe(true);
    // The photo has no current project now: its next staging creates one.
    expect(await findProject(db, BASE, HASH)).toBeUndefined();
    expect((await listProjectRecords(db, BASE)).map((r) => r.projectId)).toEqual(['p3']);
    // Another API base's project of the same id is its own.
    expect((await listProjectRecords(db, 'https://other.example/v1')).map((r) => r.projectId)).toEqual(['p1']);
    expect(await removeProject(db, BASE, 'no-such-project')).toBe(false);
  });

  it('a new project for a photo keeps the old one closed, with its photo; forgetting closes, never deletes', async () => {
    await recordProject(db, BASE, HASH, 'p1', 10);
    expect(await linkProjects(db, [{ projectId: 'p1', photo: PHOTO }])).toBe(1);
    expect(await linkProjects(db, [{ projectId: 'p1', photo: pickedPhoto('https://elsewhere/x.jpg') }])).toBe(0);
    await recordProject(db, BASE, HASH, 'p2', 20);
    const [current, closed] = await listProjectRecords(db, BASE);
    expect(current).toEqual({ key: `${BASE}|${HASH}`, projectId: 'p2', createdAt: 20, photo: PHOTO });
    expect(closed).toEqual({ key: `${BASE}|${HASH}|p1`, projectId: 'p1', createdAt: 10, photo: PHOTO, closedAt: 20 });
    expect(projectOfPhoto(await listProjectRecords(db, BASE), PHOTO.url)?.projectId).toBe('p2');
    expect(projectOfPhoto(await listProjectRecords(db, BASE), PHOTO.url, 'p1')?.projectId).toBe('p1');

    await forgetProject(db, BASE, HASH, 30);
    expect(await findProject(db, BASE, HASH)).toBeUndefined();
    const records = await listProjectRecords(db, BASE);
    expect(records.map((r) => [r.projectId, projectState(r)])).toEqual([
      ['p2', 'closed'],
      ['p1', 'closed'],
    ]);
    // The photo shows its newest project when it has no current one.
    expect(projectOfPhoto(records, PHOTO.url)?.projectId).toBe('p2');
    await closeRecord(db, `${BASE}|missing`, 40);
  });

  it('a gone project is not staged into again, and its state says so; 20 variations is full', async () => {
    await recordProject(db, BASE, HASH, 'p1', 10);
    const full = await updateProject(db, projectKey(BASE, HASH), { variations: 20, checkedAt: 11 });
    expect(full && projectState(full)).toBe('full');
    const gone = await updateProject(db, projectKey(BASE, HASH), { goneAt: 12 });
    expect(gone && projectState(gone)).toBe('gone');
    expect(await findProject(db, BASE, HASH)).toBeUndefined();
    expect(await updateProject(db, 'nope', { goneAt: 1 })).toBeUndefined();
  });

  it('summarizes linked records only; the gallery ties variations to results by URL and never counts below zero', () => {
    expect(summarizeProject({ key: 'k', projectId: 'p', createdAt: 1 })).toBeUndefined();
    const summary = summarizeProject({ key: 'k', projectId: 'p', createdAt: 1, photo: PHOTO, variations: 2 });
    if (!summary) throw new Error('no summary');
    expect(summary).toMatchObject({ state: 'open', variations: 2, max: 20 });
    const generation = (n: number) => ({ id: `g${n}`, staged_image_url: `https://cdn/${n}.jpg`, created_at: 'yesterday', style: 'modern', room_type: 'bedroom' });
    const entry = variationEntry({ id: 'g1', roomType: 'bedroom', style: 'modern', createdAt: 'yesterday', imageUrl: 'https://cdn/1.jpg', historyId: null }, summary, 'h1', 99);
    expect(entry).toMatchObject({ id: 'h1', createdAt: 99, operation: 'stage', disclosure: 'virtually-staged', params: { project_id: 'p' } });
    const gallery = buildGallery(summary, { project_id: 'p', input_image_url: 'in', generations: Array.from({ length: 21 }, (_, i) => generation(i + 1)) }, [entry]);
    expect(gallery.remaining).toBe(0);
    expect(gallery.variations[0]?.historyId).toBe('h1');
    expect(gallery.variations[1]?.historyId).toBeNull();
  });
});
