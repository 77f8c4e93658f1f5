import { INDEXES, STORES } from '../storage/db';
import { getOne, inTransaction, requestResult, walkCursor } from '../storage/idb';
import { quarantineRecords, type Rejected } from '../storage/quarantine';
import { readHistoryEntry, type HistoryEntry } from './history-entry';
import { dataUrl } from '../images/data-url';
import type { CopiesInFlight } from './copies-in-flight';

/**
 * History: every result, with a local copy of the image (a Blob in IndexedDB) so it outlives the
 * hosted URL. A render's entry is written first with the hosted URL alone, and its copy attached
 * right after (`attachResultCopy`), so the result is not held up by the copy. The background
 * writes and reads; extension pages ask it for entries (`getHistory`) and copies (`getResultCopy`),
 * never opening its database themselves; a copy not there (yet) means the hosted URL.
 */

/** How many entries are kept; the oldest are pruned with their blobs. */
export const HISTORY_CAP = 300;

/** A result's image, at most this many bytes is copied locally (larger ones keep only the URL). */
export const MAX_RESULT_COPY_BYTES = 30 * 1024 * 1024;

/** Local copy of a result image, or `undefined` if none was stored. */
export function getResultBlob(db: IDBDatabase, historyId: string): Promise<Blob | undefined> {
  return getOne<Blob>(db, STORES.results, historyId);
}

/**
 * The local copy of a result, or undefined when there is none or it is no image: a copy the
 * background is still making (`copies`) as soon as it is downloaded, before it is stored, else
 * the stored one once any write under way is done.
 */
export async function resultCopyOf(db: IDBDatabase, copies: CopiesInFlight, historyId: string): Promise<Blob | undefined> {
  const copy = (await copies.downloading(historyId)) ?? (await copies.settled(historyId), await getResultBlob(db, historyId));
  return copy?.type.startsWith('image/') ? copy : undefined;
}

/** A result image's blob as a `data:` URL; null for anything but an image. */
export async function blobDataUrl(blob: Blob): Promise<string | null> {
  const url = dataUrl(new Uint8Array(await blob.arrayBuffer()), blob.type);
  return url.startsWith('data:image/') ? url : null;
}

/**
 * Stores an entry (and its image copy) and prunes the oldest entries beyond `cap`, in one
 * transaction so an entry never exists without the blob it claims, nor a blob without its entry.
 */
export function addHistoryEntry(db: IDBDatabase, entry: HistoryEntry, blob: Blob | undefined, cap: number = HISTORY_CAP): Promise<number> {
  return inTransaction(db, [STORES.history, STORES.results], 'readwrite', async (tx) => {
    const stored: HistoryEntry = { ...entry, hasLocalCopy: blob !== undefined };
    await requestResult(tx.objectStore(STORES.history).put(stored));
    if (blob) await requestResult(tx.objectStore(STORES.results).put(blob, entry.id));
    return pruneIn(tx, cap);
  });
}

/** A result image copied for an entry: the Blob and, when its header said, its size. */
export interface ResultImageCopy {
  readonly blob: Blob;
  readonly width?: number;
  readonly height?: number;
}

/**
 * Adds the local copy to an entry written without one (the result reaches the panel before its
 * copy is made): the blob and the entry's `hasLocalCopy`, width and height in one transaction, so
 * the entry never claims a copy it lacks. An entry gone meanwhile (deleted, pruned, history
 * cleared) gets nothing: no blob is left without its entry. Answers whether the copy was stored.
 */
export function attachResultCopy(db: IDBDatabase, id: string, copy: ResultImageCopy): Promise<boolean> {
  return inTransaction(db, [STORES.history, STORES.results], 'readwrite', async (tx) => {
    const raw: unknown = await requestResult(tx.objectStore(STORES.history).get(id));
    const read = raw === undefined ? undefined : readHistoryEntry(raw);
    if (!read?.ok) return false;
    const stored: HistoryEntry = { ...read.value, hasLocalCopy: true, ...(copy.width ? { width: copy.width, height: copy.height } : {}) };
    await requestResult(tx.objectStore(STORES.history).put(stored));
    await requestResult(tx.objectStore(STORES.results).put(copy.blob, id));
    return true;
  });
}

/**
 * Deletes the entries after the `keep` newest, with their blobs. A key cursor that jumps over the
 * kept ones: it runs on every render's history write, so it reads no entry it keeps. The primary
 * key is used, never an entry's own `id`: a corrupt entry must not break pruning.
 */
function pruneIn(tx: IDBTransaction, keep: number): Promise<number> {
  const history = tx.objectStore(STORES.history);
  const results = tx.objectStore(STORES.results);
  return new Promise<number>((resolve, reject) => {
    let deleted = 0;
    let skipped = keep <= 0;
    const request = history.index(INDEXES.historyByCreatedAt).openKeyCursor(null, 'prev');
    request.onerror = () => reject(request.error ?? new Error('IndexedDB cursor failed'));
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(deleted);
      if (!skipped) {
        skipped = true;
        // From the newest entry to the first one past the kept ones.
        return cursor.advance(keep);
      }
      history.delete(cursor.primaryKey);
      results.delete(cursor.primaryKey);
      deleted += 1;
      cursor.continue();
    };
  });
}

/**
 * Sets aside entries a reader could not use (old or corrupt: see `readHistoryEntry`), so they
 * stop breaking lists but are never silently deleted. Best effort: a read never fails on it.
 */
async function setAside(db: IDBDatabase, rejected: readonly Rejected[]): Promise<void> {
  try {
    await quarantineRecords(db, STORES.history, rejected, Date.now());
  } catch {
    // The entries stay where they are; readers keep skipping them.
  }
}

/** One entry by id (migrated if old); `undefined` if there is none or it can't be read. */
export async function getHistoryEntry(db: IDBDatabase, id: string): Promise<HistoryEntry | undefined> {
  const raw = await getOne<unknown>(db, STORES.history, id);
  if (raw === undefined) return undefined;
  const read = readHistoryEntry(raw);
  if (read.ok) return read.value;
  await setAside(db, [{ key: id, value: raw, reason: read.reason }]);
  return undefined;
}

/** A job's result as its history entry recorded it (a render, not a cache answer). */
export interface RecordedResult {
  readonly historyId: string;
  readonly imageUrl?: string;
  readonly fromCache: false;
}

/**
 * The results of jobs that have a history entry: a finished render's entry is written before its
 * job, so a job found `running` at worker start that has one was done, not cut off.
 */
export function jobResultsFromHistory(db: IDBDatabase, jobIds: readonly string[]): Promise<Map<string, RecordedResult>> {
  const wanted = new Set(jobIds);
  const found = new Map<string, RecordedResult>();
  if (wanted.size === 0) return Promise.resolve(found);
  return inTransaction(db, STORES.history, 'readonly', async (tx) => {
    await walkCursor<unknown>(tx.objectStore(STORES.history), 'next', (raw) => {
      const read = readHistoryEntry(raw);
      if (read.ok && wanted.has(read.value.jobId)) found.set(read.value.jobId, { historyId: read.value.id, fromCache: false, ...(read.value.resultUrl ? { imageUrl: read.value.resultUrl } : {}) });
    });
    return found;
  });
}

/** Deletes one entry and its image copy. Answers whether it existed. */
export function deleteHistoryEntry(db: IDBDatabase, id: string): Promise<boolean> {
  return inTransaction(db, [STORES.history, STORES.results], 'readwrite', async (tx) => {
    const existed = (await requestResult(tx.objectStore(STORES.history).count(id))) > 0;
    tx.objectStore(STORES.history).delete(id);
    tx.objectStore(STORES.results).delete(id);
    return existed;
  });
}

/**
 * Deletes every entry and every image copy, and the records set aside as unreadable (they hold
 * the same photos and URLs: "clear" means all of it). Answers how many entries there were.
 */
export function clearHistory(db: IDBDatabase): Promise<number> {
  return inTransaction(db, [STORES.history, STORES.results, STORES.quarantine], 'readwrite', async (tx) => {
    const count = await requestResult(tx.objectStore(STORES.history).count());
    tx.objectStore(STORES.history).clear();
    tx.objectStore(STORES.results).clear();
    tx.objectStore(STORES.quarantine).clear();
    return count;
  });
}

/** Every string or number inside a parameter value (style ids, guidance, room types, material names...). */
function paramTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number' || typeof value === 'boolean') out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) paramTexts(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) paramTexts(item, out);
  return out;
}

/** The texts a search looks at: title, address, listing URL, photo URL, site, operation, parameter values. */
export function searchableTexts(entry: HistoryEntry): string[] {
  const { listing } = entry.photo;
  return [listing.title, listing.address, listing.listingUrl, entry.photo.url, listing.site, entry.operation, ...paramTexts(entry.params)].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  );
}

/** Case-insensitive match: every whitespace-separated word of `query` occurs in some searchable text. */
export function matchesQuery(entry: HistoryEntry, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchableTexts(entry).join('\n').toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * Entries newest first, filtered by `query`, at most `limit`. Each stored entry is validated: an
 * old one is migrated, one that can't be read is skipped and set aside, so one broken entry never
 * hides the others.
 */
export async function listHistory(db: IDBDatabase, options: { query?: string; limit?: number } = {}): Promise<HistoryEntry[]> {
  const limit = options.limit ?? 100;
  const query = options.query?.trim() ?? '';
  const rejected: Rejected[] = [];
  const found = await inTransaction(db, STORES.history, 'readonly', async (tx) => {
    const entries: HistoryEntry[] = [];
    await walkCursor<unknown>(tx.objectStore(STORES.history).index(INDEXES.historyByCreatedAt), 'prev', (raw, cursor) => {
      const read = readHistoryEntry(raw);
      if (!read.ok) rejected.push({ key: cursor.primaryKey, value: raw, reason: read.reason });
      else if (matchesQuery(read.value, query)) entries.push(read.value);
      return entries.length < limit;
    });
    return entries;
  });
  await setAside(db, rejected);
  return found;
}
