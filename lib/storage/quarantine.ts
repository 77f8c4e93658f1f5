import { STORES } from './db';
import { getAll, inTransaction, requestResult } from './idb';

/**
 * Records that no longer fit their schema (written by an older version, or corrupted) are moved
 * here instead of being deleted or breaking a whole list: the user's data is never dropped
 * silently, it is counted and can be inspected or repaired later. Readers skip such records.
 */

/** One record set aside. */
export interface QuarantinedRecord {
  /** `<store>:<key>:<time>`, so the same key set aside twice keeps both copies. */
  readonly id: string;
  /** The store it came from (`jobs`, `history`). */
  readonly store: string;
  /** Its key there. */
  readonly key: IDBValidKey;
  /** The record exactly as it was stored. */
  readonly value: unknown;
  /** Why it could not be read, e.g. `state: Invalid option`. */
  readonly reason: string;
  readonly quarantinedAt: number;
}

/** A record a reader could not use, with why. */
export interface Rejected {
  readonly key: IDBValidKey;
  readonly value: unknown;
  readonly reason: string;
}

/** Moves `record` from `store` to the quarantine, inside a transaction over both stores. */
export function quarantineIn(tx: IDBTransaction, store: string, record: Rejected, now: number): void {
  const entry: QuarantinedRecord = { id: `${store}:${String(record.key)}:${now}`, store, key: record.key, value: record.value, reason: record.reason, quarantinedAt: now };
  tx.objectStore(STORES.quarantine).put(entry);
  tx.objectStore(store).delete(record.key);
}

/**
 * Moves rejected records of `store` to the quarantine, each only if it is still the same stored
 * value (a writer may have replaced it since it was read). Answers how many were moved.
 */
export function quarantineRecords(db: IDBDatabase, store: string, records: readonly Rejected[], now: number): Promise<number> {
  if (records.length === 0) return Promise.resolve(0);
  return inTransaction(db, [store, STORES.quarantine], 'readwrite', async (tx) => {
    let moved = 0;
    for (const record of records) {
      const current: unknown = await requestResult(tx.objectStore(store).get(record.key));
      if (current === undefined || JSON.stringify(current) !== JSON.stringify(record.value)) continue;
      quarantineIn(tx, store, record, now);
      moved += 1;
    }
    return moved;
  });
}

/** Every record set aside, optionally only those from `store`. */
export async function listQuarantined(db: IDBDatabase, store?: string): Promise<QuarantinedRecord[]> {
  const all = await getAll<QuarantinedRecord>(db, STORES.quarantine);
  return store === undefined ? all : all.filter((record) => record.store === store);
}

/** How many records are set aside (from `store`, or in all). */
export async function countQuarantined(db: IDBDatabase, store?: string): Promise<number> {
  return (await listQuarantined(db, store)).length;
}

/** The first problem zod found, as `path: message`. */
export function schemaProblem(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'does not match the schema';
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}
