import { storage } from 'wxt/utils/storage';
import { getOne, putOne, requestResult } from './idb';

/**
 * Where the side panel keeps what it restores (its forms with guidance, the current photo and
 * listing, the user's product catalog): a small database of the extension's own origin. Content
 * scripts run in the page's origin, so, unlike `storage.local`, they can neither read it (a
 * listing page learning what the realtor typed) nor write it (planting a photo in the panel).
 * A separate database from `reimagine` (db.ts), so the panel never waits on the queue's upgrades.
 */

/** Key of the panel's restorable state (forms, tool, photo, selection; never the API key). */
export const PANEL_STATE_KEY = 'ui.panel';

/** Key of the user's local product catalog (materials); stays `ui.catalog`, where existing users' products are stored. */
export const MATERIALS_KEY = 'ui.catalog';

/**
 * Key of each listing's look, photo roles, contact-sheet choices and hero (issue #29): a
 * versioned value (`{ version, listings }`, lib/look/stored.ts reads and checks it). Here rather
 * than in `storage.local`, so a listing page cannot learn which listings the realtor works on.
 */
export const LISTING_LOOKS_KEY = 'ui.looks';

const DB_NAME = 'reimagine-ui';
const STORE = 'state';

/** Opens the panel's database (created on first use). */
export async function openUiStore(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
  };
  return requestResult(request);
}

/**
 * The value stored under `key`. A value an older version left in `storage.local` is moved here
 * on first read (and removed there), so an update keeps the user's forms and catalog.
 */
export async function loadUiValue(db: IDBDatabase, key: string): Promise<unknown> {
  const value = await getOne<unknown>(db, STORE, key);
  if (value !== undefined) return value;
  const legacy = await storage.getItem<unknown>(`local:${key}`);
  if (legacy === null || legacy === undefined) return undefined;
  await putOne(db, STORE, legacy, key);
  await storage.removeItem(`local:${key}`);
  return legacy;
}

/** Stores `value` under `key`. */
export function saveUiValue(db: IDBDatabase, key: string, value: unknown): Promise<void> {
  return putOne(db, STORE, value, key);
}
