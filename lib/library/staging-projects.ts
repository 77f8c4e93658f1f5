import { STORES } from '../storage/db';
import { deleteOne, getOne, putOne } from '../storage/idb';

/**
 * Staging projects per photo. Creating a project costs a staging credit and holds up to 20
 * variations, so the first `stage` job on a photo creates it and later ones add variations to it.
 * The project id is stored as soon as it exists: a job interrupted after the create and retried
 * reuses the project instead of paying for another.
 */

/** A project created for a photo. */
export interface ProjectRecord {
  /** `<apiBase>|<photo hash>`. */
  readonly key: string;
  readonly projectId: string;
  readonly createdAt: number;
}

/** Record key of a photo's project on an API base. */
export function projectKey(apiBase: string, photoHash: string): string {
  return `${apiBase}|${photoHash}`;
}

/** The project of a photo, if one was created. */
export async function findProject(db: IDBDatabase, apiBase: string, photoHash: string): Promise<ProjectRecord | undefined> {
  return getOne<ProjectRecord>(db, STORES.projects, projectKey(apiBase, photoHash));
}

/** Remembers a photo's project. */
export function recordProject(db: IDBDatabase, apiBase: string, photoHash: string, projectId: string, now: number): Promise<void> {
  return putOne(db, STORES.projects, { key: projectKey(apiBase, photoHash), projectId, createdAt: now } satisfies ProjectRecord);
}

/** Forgets a photo's project (it is full, or gone from the server). */
export function forgetProject(db: IDBDatabase, apiBase: string, photoHash: string): Promise<void> {
  return deleteOne(db, STORES.projects, projectKey(apiBase, photoHash));
}
