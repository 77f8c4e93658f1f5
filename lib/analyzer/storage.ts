import { z } from '../zod';
import { STORES } from '../storage/db';
import { getOne, putOne } from '../storage/idb';
import { analyzerAvailabilityItem as availabilityItem, analyzerBatchesItem as batchesItem, analyzerPhotosItem as photosItem } from '../storage/storage';
import { AvailabilityRecord } from './availability';
import { ListingBatchRecord, StoredPhotoAnalysis } from './records';

/**
 * What the analyzer keeps of what it learns, read and written with their shapes checked.
 * Availability, photo analyses and batches are `storage.session` items defined with every other
 * storage item in `lib/storage/storage.ts` (why session: see there).
 *
 * The user's consent to analyses that may use credits is kept in the extension's IndexedDB (the
 * `secrets` store, which only the background writes): `storage.local` is writable by content
 * scripts, and nothing a web page can influence may switch on spending.
 */

/** Most photo analyses kept (the oldest go first); a listing has a few dozen photos. */
export const MAX_PHOTO_ANALYSES = 500;
/** Most batches kept (the oldest finished ones go first). */
export const MAX_BATCHES = 50;

/** Key of the consent record in the `secrets` store. */
const CONSENT_KEY = 'analyzer.consent';
const ConsentRecord = z.object({ consent: z.boolean(), at: z.number() });

/** Valid records of a stored list; a record of another shape is dropped (it is a cache, not the user's work). */
function validList<T>(schema: z.ZodMiniType<T>, raw: unknown): T[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Runs read-modify-write steps one after another: the poller and single analyses write the same
 * lists, and two interleaved updates would otherwise lose one of them.
 */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(step: () => Promise<T>): Promise<T> {
  const run = queue.then(step, step);
  queue = run.catch(() => undefined);
  return run;
}

export async function readAvailability(): Promise<AvailabilityRecord | null> {
  const parsed = AvailabilityRecord.safeParse(await availabilityItem.getValue());
  return parsed.success ? parsed.data : null;
}

export function writeAvailability(record: AvailabilityRecord): Promise<void> {
  return availabilityItem.setValue(record);
}

export async function readPhotoAnalyses(): Promise<StoredPhotoAnalysis[]> {
  return validList(StoredPhotoAnalysis, await photosItem.getValue());
}

/** Keeps analyses, replacing older ones of the same photo and API base. */
export function savePhotoAnalyses(entries: readonly StoredPhotoAnalysis[]): Promise<void> {
  if (entries.length === 0) return Promise.resolve();
  return serially(async () => {
    const same = (a: StoredPhotoAnalysis, b: StoredPhotoAnalysis): boolean => a.url === b.url && a.apiBase === b.apiBase;
    const kept = (await readPhotoAnalyses()).filter((old) => !entries.some((entry) => same(old, entry)));
    await photosItem.setValue([...kept, ...entries].slice(-MAX_PHOTO_ANALYSES));
  });
}

export async function readBatches(): Promise<ListingBatchRecord[]> {
  return validList(ListingBatchRecord, await batchesItem.getValue());
}

/** Adds or replaces a batch (by id); the oldest records beyond `MAX_BATCHES` go, running ones last. */
export function saveBatch(record: ListingBatchRecord): Promise<void> {
  return serially(async () => {
    const others = (await readBatches()).filter((batch) => batch.batchId !== record.batchId);
    const all = [...others, record];
    while (all.length > MAX_BATCHES) {
      const finished = all.findIndex((batch) => batch.status !== 'processing');
      all.splice(finished >= 0 ? finished : 0, 1);
    }
    await batchesItem.setValue(all);
  });
}

/** Whether the user agreed to analyses that may use credits (false until they do). */
export async function readConsent(db: IDBDatabase): Promise<boolean> {
  const parsed = ConsentRecord.safeParse(await getOne<unknown>(db, STORES.secrets, CONSENT_KEY));
  return parsed.success && parsed.data.consent;
}

export function writeConsent(db: IDBDatabase, consent: boolean, at: number): Promise<void> {
  return putOne(db, STORES.secrets, { consent, at }, CONSENT_KEY);
}
