import { z } from '../zod';
import { MAX_VARIATIONS } from '../api/limits';
import { PickedPhoto } from '../listing';
import { STORES } from '../storage/db';
import { getAll, getOne, inTransaction, requestResult } from '../storage/idb';

/**
 * Staging projects per photo. Creating a project costs a staging credit and holds up to
 * `MAX_VARIATIONS` variations, so the first `stage` job on a photo creates it and later ones add
 * variations to it.
 * The project id is stored as soon as it exists: a job interrupted after the create and retried
 * reuses the project instead of paying for another.
 *
 * A photo has at most one *current* project (key `<apiBase>|<photo hash>`). A project is never
 * deleted on its own: one that is full, replaced or gone from the service is moved aside (its key
 * gets `|<project id>`), so its gallery stays reachable from the "Staging projects" list while the
 * photo's next staging starts a new project. Only the user removes one (`removeProject`).
 */

/** A project created for a photo. Fields after `createdAt` were added later: old records lack them. */
export interface ProjectRecord {
  /** `<apiBase>|<photo hash>` while current; `<apiBase>|<photo hash>|<project id>` once closed. */
  readonly key: string;
  readonly projectId: string;
  readonly createdAt: number;
  /** The photo (with its listing) the project stages, once a finished staging job named it. */
  readonly photo?: PickedPhoto;
  /** How many variations the service last listed, and when. */
  readonly variations?: number;
  readonly checkedAt?: number;
  /** The service answered 404 for the project: it no longer exists there. */
  readonly goneAt?: number;
  /** Closed: full, replaced by a new project for the photo, or closed by the user. */
  readonly closedAt?: number;
}

/** Where a project stands: `open` takes more variations, the others never will. */
export type ProjectState = 'open' | 'full' | 'closed' | 'gone';

/** Stored records are read leniently: a field that no longer fits is dropped, not the record. */
const StoredProject = z.object({
  key: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  createdAt: z.number(),
  photo: z.catch(z.optional(PickedPhoto), undefined),
  variations: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
  checkedAt: z.catch(z.optional(z.number()), undefined),
  goneAt: z.catch(z.optional(z.number()), undefined),
  closedAt: z.catch(z.optional(z.number()), undefined),
});

function readRecord(raw: unknown): ProjectRecord | undefined {
  const parsed = StoredProject.safeParse(raw);
  if (!parsed.success) return undefined;
  // Drop the keys the lenient read emptied, so a record written back stays clean.
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as unknown as ProjectRecord;
}

/** Record key of a photo's project on an API base. */
export function projectKey(apiBase: string, photoHash: string): string {
  return `${apiBase}|${photoHash}`;
}

/** The state of a record: gone and closed are final; a current project with `MAX_VARIATIONS` variations is full. */
export function projectState(record: ProjectRecord): ProjectState {
  if (record.goneAt !== undefined) return 'gone';
  if (record.closedAt !== undefined) return 'closed';
  return (record.variations ?? 0) >= MAX_VARIATIONS ? 'full' : 'open';
}

/** The current project of a photo, if one was created and the service still has it. */
export async function findProject(db: IDBDatabase, apiBase: string, photoHash: string): Promise<ProjectRecord | undefined> {
  const record = readRecord(await getOne<unknown>(db, STORES.projects, projectKey(apiBase, photoHash)));
  // A project the service lost is not staged into again: the next staging creates a new one.
  return record && record.goneAt === undefined ? record : undefined;
}

/** The record as closed, under its own key so the photo's key is free for a new project. */
function closedCopy(record: ProjectRecord, now: number): ProjectRecord {
  const key = record.key.endsWith(`|${record.projectId}`) ? record.key : `${record.key}|${record.projectId}`;
  return { ...record, key, closedAt: record.closedAt ?? now };
}

/**
 * Remembers a photo's new project. A project the photo had before is kept as closed, and its
 * photo link carries over: the key is the photo's hash, so it is the same picture.
 */
export function recordProject(db: IDBDatabase, apiBase: string, photoHash: string, projectId: string, now: number): Promise<void> {
  const key = projectKey(apiBase, photoHash);
  return inTransaction(db, STORES.projects, 'readwrite', async (tx) => {
    const projects = tx.objectStore(STORES.projects);
    const before = readRecord(await requestResult(projects.get(key)));
    if (before && before.projectId !== projectId) await requestResult(projects.put(closedCopy(before, now)));
    const record: ProjectRecord = { key, projectId, createdAt: now, ...(before?.photo ? { photo: before.photo } : {}) };
    await requestResult(projects.put(before?.projectId === projectId ? { ...before, ...record, createdAt: before.createdAt } : record));
  });
}

/**
 * Stops using a photo's current project (it is full, or gone from the server): the next staging
 * of the photo creates a new one. The record stays, closed, for its gallery.
 */
export function forgetProject(db: IDBDatabase, apiBase: string, photoHash: string, now: number = Date.now()): Promise<void> {
  return closeRecord(db, projectKey(apiBase, photoHash), now);
}

/** Moves a current record aside as closed (nothing happens for a missing or already closed one). */
export function closeRecord(db: IDBDatabase, key: string, now: number): Promise<void> {
  return inTransaction(db, STORES.projects, 'readwrite', async (tx) => {
    const projects = tx.objectStore(STORES.projects);
    const record = readRecord(await requestResult(projects.get(key)));
    if (!record || record.closedAt !== undefined) return;
    const closed = closedCopy(record, now);
    projects.delete(key);
    await requestResult(projects.put(closed));
  });
}

/** Every readable project record of an API base, newest first (unreadable ones are skipped). */
export async function listProjectRecords(db: IDBDatabase, apiBase: string): Promise<ProjectRecord[]> {
  // A handful of records (one per staged photo): read them all rather than build a key range.
  const raw = await getAll<unknown>(db, STORES.projects);
  return raw
    .map(readRecord)
    .filter((record): record is ProjectRecord => record !== undefined && record.key.startsWith(`${apiBase}|`))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * The project a photo shows, from records newest first: `projectId` when it is one of the photo's,
 * else its current one, else its newest closed or gone one (so the panel can say why the next
 * staging starts a new project). Only records linked to a photo are found.
 */
export function projectOfPhoto(records: readonly ProjectRecord[], photoUrl: string, projectId?: string): ProjectRecord | undefined {
  const mine = records.filter((record) => record.photo?.url === photoUrl);
  return mine.find((record) => record.projectId === projectId) ?? mine.find((record) => record.closedAt === undefined) ?? mine[0];
}

/** Changes one stored record (by key) if it still exists; answers the record as stored. */
export function updateProject(db: IDBDatabase, key: string, patch: Pick<ProjectRecord, 'variations' | 'checkedAt' | 'goneAt'>): Promise<ProjectRecord | undefined> {
  return inTransaction(db, STORES.projects, 'readwrite', async (tx) => {
    const projects = tx.objectStore(STORES.projects);
    const record = readRecord(await requestResult(projects.get(key)));
    if (!record) return undefined;
    const next: ProjectRecord = { ...record, ...patch };
    await requestResult(projects.put(next));
    return next;
  });
}

/**
 * Names the photo of projects that do not know theirs yet, from finished staging jobs (a job
 * carries the photo with its listing and, once done, its project id). Answers how many were linked.
 */
export function linkProjects(db: IDBDatabase, links: readonly { readonly projectId: string; readonly photo: PickedPhoto }[]): Promise<number> {
  const byProject = new Map(links.map((link) => [link.projectId, link.photo]));
  if (byProject.size === 0) return Promise.resolve(0);
  return inTransaction(db, STORES.projects, 'readwrite', async (tx) => {
    const projects = tx.objectStore(STORES.projects);
    const records = (await requestResult(projects.getAll())).map(readRecord);
    let linked = 0;
    for (const record of records) {
      const photo = record && !record.photo ? byProject.get(record.projectId) : undefined;
      if (!record || !photo) continue;
      await requestResult(projects.put({ ...record, photo }));
      linked += 1;
    }
    return linked;
  });
}

/**
 * Forgets a project of an API base (the user's choice): its records go, the current one and any
 * closed copy. The service keeps the project (the API deletes none), the variations kept as
 * results stay in history, and the photo's next staging starts a new project (a staging credit).
 * Answers whether there was one.
 */
export function removeProject(db: IDBDatabase, apiBase: string, projectId: string): Promise<boolean> {
  return inTransaction(db, STORES.projects, 'readwrite', async (tx) => {
    const projects = tx.objectStore(STORES.projects);
    const records = (await requestResult(projects.getAll())).map(readRecord);
    const mine = records.filter((record): record is ProjectRecord => record !== undefined && record.projectId === projectId && record.key.startsWith(`${apiBase}|`));
    for (const record of mine) await requestResult(projects.delete(record.key));
    return mine.length > 0;
  });
}
