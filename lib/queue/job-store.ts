import { INDEXES, STORES } from '../storage/db';
import { getAll, getOne, inTransaction, requestResult, walkCursor } from '../storage/idb';
import { quarantineIn, quarantineRecords, type Rejected } from '../storage/quarantine';
import { keyOf, readJobRecord, siftJobs } from './job-records';
import { isActive, Job, type JobResult, type JobState } from './types';

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

/** The public part of each record; one that does not fit the job schema is left out, never failing the list. */
export function publicJobs(records: readonly JobRecord[]): Job[] {
  return records.flatMap((record) => {
    const parsed = Job.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What `repair` did: old records migrated in place, unreadable ones moved to the quarantine. */
export interface RepairReport {
  readonly migrated: number;
  readonly quarantined: number;
}

/** The message of a job found `running` at worker start. */
export const INTERRUPTED_MESSAGE = 'Reimagine was stopped while this job ran. It was not sent again on its own.';

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
  /**
   * Marks every `running` job `interrupted` (a worker start); answers the changed jobs. A job in
   * `completed` (its result was recorded in history before the worker stopped) becomes `done`
   * with that result instead: it was rendered, and must never look like it needs sending again.
   */
  interruptRunning(now: number, completed?: ReadonlyMap<string, JobResult>): Promise<JobRecord[]>;
  /** Validates every stored job: migrates old ones in place, moves unreadable ones to the quarantine. */
  repair(now: number): Promise<RepairReport>;
  /** Deletes the oldest finished jobs beyond `keep`. Answers how many were deleted. */
  pruneFinished(keep: number): Promise<number>;
  /** Deletes every finished job (Clear history). Answers their ids, for the pages' lists. */
  deleteFinished(): Promise<string[]>;
}

const S = STORES.jobs;

function byCreatedDesc(records: JobRecord[]): JobRecord[] {
  return records.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}

/** Every active job and the newest finished ones, up to `limit` in all (active ones always count); unreadable ones are left out. */
async function recentJobs(db: IDBDatabase, limit: number, rejected: Rejected[]): Promise<JobRecord[]> {
  return inTransaction(db, S, 'readonly', async (tx) => {
    const active: JobRecord[] = [];
    const finished: JobRecord[] = [];
    await walkCursor<unknown>(tx.objectStore(S).index(INDEXES.jobsByCreatedAt), 'prev', (raw, cursor) => {
      // Only what can make the list is validated: old finished jobs beyond `limit` are not read.
      if (finished.length >= limit && !isActive(raw as JobRecord)) return;
      const read = readJobRecord(raw);
      if (!read.ok) rejected.push({ key: cursor.primaryKey, value: raw, reason: read.reason });
      else if (isActive(read.value)) active.push(read.value);
      else if (finished.length < limit) finished.push(read.value);
    });
    return byCreatedDesc([...active, ...finished.slice(0, Math.max(0, limit - active.length))]);
  });
}

/**
 * Marks every running job interrupted (never re-sent: that could charge twice), or done when its
 * result is known. An unreadable running record is moved to the quarantine.
 */
function interruptRunningJobs(db: IDBDatabase, now: number, completed: ReadonlyMap<string, JobResult>): Promise<JobRecord[]> {
  return inTransaction(db, [S, STORES.quarantine], 'readwrite', async (tx) => {
    const changed: JobRecord[] = [];
    const settle = (record: JobRecord): JobRecord => {
      const result = completed.get(record.id);
      if (result) return { ...record, state: 'done', finishedAt: now, result };
      return { ...record, state: 'interrupted', finishedAt: now, error: { code: 'interrupted', message: INTERRUPTED_MESSAGE } };
    };
    await walkCursor<unknown>(
      tx.objectStore(S).index(INDEXES.jobsByState),
      'next',
      (raw, cursor) => {
        const read = readJobRecord(raw);
        if (!read.ok) return quarantineIn(tx, S, { key: cursor.primaryKey, value: raw, reason: read.reason }, now);
        const next = settle(read.value);
        cursor.update(next);
        changed.push(next);
      },
      'running',
    );
    return changed;
  });
}

/** Walks every stored job: old ones are rewritten migrated, unreadable ones moved to the quarantine. */
function repairJobs(db: IDBDatabase, now: number): Promise<RepairReport> {
  return inTransaction(db, [S, STORES.quarantine], 'readwrite', async (tx) => {
    let migrated = 0;
    let quarantined = 0;
    await walkCursor<unknown>(tx.objectStore(S), 'next', (raw, cursor) => {
      const read = readJobRecord(raw);
      if (!read.ok) {
        quarantineIn(tx, S, { key: cursor.primaryKey, value: raw, reason: read.reason }, now);
        quarantined += 1;
      } else if (read.migrated) {
        cursor.update(read.value);
        migrated += 1;
      }
    });
    return { migrated, quarantined };
  });
}

/** Deletes finished jobs, newest first, after the first `keep` of them. Answers the deleted ids. */
function deleteFinishedJobs(db: IDBDatabase, keep: number): Promise<string[]> {
  return inTransaction(db, S, 'readwrite', async (tx) => {
    // Run after every finished job: while the store holds no more than `keep` jobs in all, nothing
    // is over the cap, and a count spares reading and validating every record.
    if (keep > 0 && (await requestResult(tx.objectStore(S).count())) <= keep) return [];
    let seen = 0;
    const deleted: string[] = [];
    await walkCursor<unknown>(tx.objectStore(S).index(INDEXES.jobsByCreatedAt), 'prev', (raw, cursor) => {
      const read = readJobRecord(raw);
      // An unreadable record is never deleted here: `repair` sets it aside.
      if (!read.ok || isActive(read.value)) return;
      seen += 1;
      if (seen > keep) {
        cursor.delete();
        deleted.push(read.value.id);
      }
    });
    return deleted;
  });
}

/**
 * A job store over Reimagine's database. Every read validates what it finds (`job-records.ts`):
 * old records are answered migrated, unreadable ones are left out and moved to the quarantine,
 * so one bad record never makes a list, the queue or the panel fail. `clock` dates quarantines.
 */
export function createJobStore(db: IDBDatabase, clock: () => number = Date.now): JobStore {
  /** Best effort: a read never fails because setting a record aside did. */
  const setAside = async (rejected: readonly Rejected[]): Promise<void> => {
    await quarantineRecords(db, S, rejected, clock()).catch(() => undefined);
  };
  const readAll = async (options: Parameters<typeof getAll>[2]): Promise<JobRecord[]> => {
    const { records, rejected } = siftJobs(await getAll<unknown>(db, S, options));
    await setAside(rejected);
    return records;
  };
  return {
    async get(id) {
      const { records, rejected } = siftJobs([await getOne<unknown>(db, S, id)].filter((raw) => raw !== undefined));
      await setAside(rejected);
      return records[0];
    },
    put: (record) =>
      inTransaction(db, S, 'readwrite', async (tx) => {
        await requestResult(tx.objectStore(S).put(record));
      }),
    update: (id, change) =>
      inTransaction(db, [S, STORES.quarantine], 'readwrite', async (tx) => {
        const store = tx.objectStore(S);
        const raw: unknown = await requestResult(store.get(id));
        if (raw === undefined) return undefined;
        const read = readJobRecord(raw);
        if (!read.ok) {
          quarantineIn(tx, S, { key: keyOf(raw), value: raw, reason: read.reason }, clock());
          return undefined;
        }
        const next = change(read.value);
        if (!next) return read.value;
        await requestResult(store.put(next));
        return next;
      }),
    async byState(state) {
      const records = await readAll({ index: INDEXES.jobsByState, query: state });
      return records.sort((a, b) => a.createdAt - b.createdAt);
    },
    byDedupeKey: async (key) => byCreatedDesc(await readAll({ index: INDEXES.jobsByDedupeKey, query: key })),
    async recent(limit) {
      const rejected: Rejected[] = [];
      const records = await recentJobs(db, limit, rejected);
      await setAside(rejected);
      return records;
    },
    interruptRunning: (now, completed = new Map()) => interruptRunningJobs(db, now, completed),
    repair: (now) => repairJobs(db, now),
    pruneFinished: async (keep) => (await deleteFinishedJobs(db, keep)).length,
    deleteFinished: () => deleteFinishedJobs(db, 0),
  };
}
