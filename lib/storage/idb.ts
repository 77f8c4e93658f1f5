/**
 * A small typed promise layer over IndexedDB (the project has no `idb` dependency). Only what
 * Reimagine uses: one request as a promise, and a transaction whose body may await IndexedDB
 * requests (never anything else: a transaction auto-commits as soon as it has no pending request,
 * so awaiting a fetch inside one would end it).
 */

/** Resolves with a request's result, rejects with its error. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction commits; rejects when it errors or aborts. */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/**
 * Runs `body` in one transaction over `stores` and resolves with its value once the transaction
 * has committed, so a caller never sees a value whose write could still be rolled back. If `body`
 * throws, the transaction is aborted and nothing it wrote is kept.
 */
export async function inTransaction<T>(
  db: IDBDatabase,
  stores: string | readonly string[],
  mode: IDBTransactionMode,
  body: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(typeof stores === 'string' ? stores : [...stores], mode);
  const done = transactionDone(tx);
  let value: T;
  try {
    value = await body(tx);
  } catch (error) {
    done.catch(() => undefined);
    try {
      tx.abort();
    } catch {
      // Already finished: nothing left to roll back.
    }
    throw error;
  }
  await done;
  return value;
}

/** Reads one record by key. */
export function getOne<T>(db: IDBDatabase, store: string, key: IDBValidKey): Promise<T | undefined> {
  return inTransaction(db, store, 'readonly', (tx) => requestResult(tx.objectStore(store).get(key) as IDBRequest<T | undefined>));
}

/** Writes one record (in-line key) or one value under `key` (out-of-line key). */
export function putOne(db: IDBDatabase, store: string, value: unknown, key?: IDBValidKey): Promise<void> {
  return inTransaction(db, store, 'readwrite', async (tx) => {
    await requestResult(tx.objectStore(store).put(value, key));
  });
}

/** Deletes one record by key. */
export function deleteOne(db: IDBDatabase, store: string, key: IDBValidKey): Promise<void> {
  return inTransaction(db, store, 'readwrite', async (tx) => {
    await requestResult(tx.objectStore(store).delete(key));
  });
}

/** Every record of a store, or of one of its indexes (in index order), optionally in a key range. */
export function getAll<T>(db: IDBDatabase, store: string, options: { index?: string; query?: IDBKeyRange | IDBValidKey } = {}): Promise<T[]> {
  return inTransaction(db, store, 'readonly', (tx) => {
    const source = options.index ? tx.objectStore(store).index(options.index) : tx.objectStore(store);
    return requestResult(source.getAll(options.query) as IDBRequest<T[]>);
  });
}

/**
 * Walks a cursor, calling `visit` for each value until it returns exactly `false`. Runs inside the
 * caller's transaction, so `visit` must stay synchronous.
 */
export function walkCursor<T>(
  source: IDBObjectStore | IDBIndex,
  direction: IDBCursorDirection,
  visit: (value: T, cursor: IDBCursorWithValue) => unknown,
  query?: IDBKeyRange | IDBValidKey,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const request = source.openCursor(query, direction);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) {
        resolve();
        return;
      }
      if (visit(cursor.value as T, cursor) === false) {
        resolve();
        return;
      }
      cursor.continue();
    };
  });
}
