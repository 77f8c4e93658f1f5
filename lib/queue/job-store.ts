import { INDEXES, STORES } from '../storage/db';
import { getAll, getOne, inTransaction, requestResult, walkCursor } from '../storage/idb';
import { isActive, Job, type JobState } from './types';

/**
 * The durable side of the job queue: jobs in IndexedDB, so they survive the MV3 service worker
 * being stopped and the browser restarting. Every state change is written here BEFORE it takes
 * effect (a job is stored `running` before its API call is sent), which is what lets a new worker
 * tell "never sent" (`queued`) from "maybe sent" (`running` → `interrupted`).
 */

/** A job as stored: the public `Job` plus what only the background needs. */
export interface JobRecord extends Job {
  /** Dedupe key (photo bytes + operation + canonical parameters), see `dedupe.ts`. */
  readonly dedupeKey?: string;
  /** SHA-256 of the photo bytes when the job was started. */
  readonly photoHash?: string;
  /** The tab the photo was picked in: where its badge updates go. */
  readonly tabId?: number;
}

/** The public part of a record, for replies and events (no tab ids or hashes). */
export function publicJob(record: JobRecord): Job {
  return Job.parse(record);
}

/** How many finished jobs are kept (active ones are always kept). */
export const FINISHED_JOBS_CAP = 500;

/** Reads and writes job records. */
export interface JobStore {
  get(id: string): Promise<JobRecord | undefined>;
  put(record: JobRecord): Promise<void>;
  /**
   * Reads, changes and writes one job in a single transaction. `change` returns the new record,
   * or `undefined` to leave it as is (e.g. "cancel only if still queued"); the stored result is
   * answered, `undefined` if the job does not exist.
   */
  update(id: string, change: (record: JobRecord) => JobRecord | undefined): Promise<JobRecord | undefined>;
  /** Jobs in `state`, oldest first. */
  byState(state: JobState): Promise<JobRecord[]>;
  /** Jobs with this dedupe key, newest first. */
  byDedupeKey(key: string): Promise<JobRecord[]>;
  /** Newest first: every active job, then finished ones, `limit` in all (active ones always included). */
  recent(limit: number): Promise<JobRecord[]>;
  /** Marks every `running` job `interrupted` (a worker start); answers the changed jobs. */
  interruptRunning(now: number): Promise<JobRecord[]>;
  /** Deletes the oldest finished jobs beyond `keep`. Answers how many were deleted. */
  pruneFinished(keep: number): Promise<number>;
  /** Deletes every finished job (Clear history). */
  deleteFinished(): Promise<number>;
}

const S = STORES.jobs;

function byCreatedDesc(records: JobRecord[]): JobRecord[] {
  return records.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}

/** Every active job and the newest finished ones, up to `limit` in all (active ones always count). */
function recentJobs(db: IDBDatabase, limit: number): Promise<JobRecord[]> {
  return inTransaction(db, S, 'readonly', async (tx) => {
    const active: JobRecord[] = [];
    const finished: JobRecord[] = [];
    await walkCursor<JobRecord>(tx.objectStore(S).index(INDEXES.jobsByCreatedAt), 'prev', (record) => {
      if (isActive(record)) active.push(record);
      else if (finished.length < limit) finished.push(record);
    });
    return byCreatedDesc([...active, ...finished.slice(0, Math.max(0, limit - active.length))]);
  });
}

/** Marks every running job interrupted (never re-sent: that could charge twice). */
function interruptRunningJobs(db: IDBDatabase, now: number): Promise<JobRecord[]> {
  return inTransaction(db, S, 'readwrite', async (tx) => {
    const changed: JobRecord[] = [];
    const interrupted = (record: JobRecord): JobRecord => ({
      ...record,
      state: 'interrupted',
      finishedAt: now,
      error: { code: 'interrupted', message: 'Reimagine was stopped while this job ran. It was not sent again on its own.' },
    });
    await walkCursor<JobRecord>(
      tx.objectStore(S).index(INDEXES.jobsByState),
      'next',
      (record, cursor) => {
        const next = interrupted(record);
        cursor.update(next);
        changed.push(next);
      },
      'running',
    );
    return changed;
  });
}

/** Deletes finished jobs, newest first, after the first `keep` of them. */
function deleteFinishedJobs(db: IDBDatabase, keep: number): Promise<number> {
  return inTransaction(db, S, 'readwrite', async (tx) => {
    let seen = 0;
    let deleted = 0;
    await walkCursor<JobRecord>(tx.objectStore(S).index(INDEXES.jobsByCreatedAt), 'prev', (record, cursor) => {
      if (isActive(record)) return;
      seen += 1;
      if (seen > keep) {
        cursor.delete();
        deleted += 1;
      }
    });
    return deleted;
  });
}

/** A job store over Reimagine's database. */
export function createJobStore(db: IDBDatabase): JobStore {
  return {
    get: (id) => getOne<JobRecord>(db, S, id),
    put: (record) =>
      inTransaction(db, S, 'readwrite', async (tx) => {
        await requestResult(tx.objectStore(S).put(record));
      }),
    update: (id, change) =>
      inTransaction(db, S, 'readwrite', async (tx) => {
        const store = tx.objectStore(S);
        const current = await requestResult(store.get(id) as IDBRequest<JobRecord | undefined>);
        if (!current) return undefined;
        const next = change(current);
        if (!next) return current;
        await requestResult(store.put(next));
        return next;
      }),
    async byState(state) {
      const records = await getAll<JobRecord>(db, S, { index: INDEXES.jobsByState, query: state });
      return records.sort((a, b) => a.createdAt - b.createdAt);
    },
    byDedupeKey: async (key) => byCreatedDesc(await getAll<JobRecord>(db, S, { index: INDEXES.jobsByDedupeKey, query: key })),
    recent: (limit) => recentJobs(db, limit),
    interruptRunning: (now) => interruptRunningJobs(db, now),
    pruneFinished: (keep) => deleteFinishedJobs(db, keep),
    deleteFinished: () => deleteFinishedJobs(db, 0),
  };
}
