/**
 * Custody of the RenovateAI API key.
 *
 * WHERE IT LIVES: in Reimagine's IndexedDB database (`db.ts`, store `secrets`), never in
 * `browser.storage`.
 *
 * WHY: the key spends the user's credits, so the only code that may read it is the background
 * (which calls the API) and our own extension pages (the options page's "show key" toggle goes
 * through the background anyway). Content scripts run inside listing pages that we do not control:
 * - `storage.local` and `storage.sync` are readable by every content script of the extension,
 *   so a bug in the content script (or a page that manages to drive it) could reach a key stored
 *   there; `storage.session` is hidden from content scripts only by a default access level that
 *   a single `setAccessLevel` call changes, and is wiped on restart.
 * - IndexedDB is partitioned by origin. Our database belongs to the extension origin
 *   (`chrome-extension://<id>`, `moz-extension://<uuid>`); a content script's `indexedDB` is the
 *   web page's, so it cannot even open ours. That is a browser-enforced boundary, not a convention.
 *
 * RULES that go with it: the key is sent only as the `X-API-KEY` header to the configured API
 * base (the API client does that); it is never logged, never put in a URL, a message other than
 * `revealApiKey`'s reply (extension pages only, enforced by the router), an event, or an error.
 * Pages get `KeyStatus` (set + masked `••••1234`) instead.
 */
import { z } from 'zod';
import { STORES } from './db';
import { getOne, inTransaction, requestResult } from './idb';

/** Whether a key is stored, and a masked form (`••••1234`) for display: all that pages ever get. */
export const KeyStatus = z.object({ set: z.boolean(), masked: z.string() });
export type KeyStatus = z.infer<typeof KeyStatus>;

/** Record key of the API key in the `secrets` store. */
const API_KEY = 'apiKey';

/** Mask shown for a set key: bullets and the last 4 characters (only for keys long enough that 4 reveal little). */
export function maskKey(key: string | undefined): KeyStatus {
  if (!key) return { set: false, masked: '' };
  return { set: true, masked: key.length >= 12 ? `••••${key.slice(-4)}` : '••••' };
}

/** Reads and writes the API key. */
export interface KeyCustody {
  /** The key, or `undefined` when none is stored. Background only. */
  get(): Promise<string | undefined>;
  /** Stores a key (trimmed); an empty string removes it. Answers the new status. */
  set(key: string): Promise<KeyStatus>;
  /** Whether a key is stored, masked for display. */
  status(): Promise<KeyStatus>;
}

/** Key custody over Reimagine's database. */
export function createKeyCustody(db: IDBDatabase): KeyCustody {
  const get = async (): Promise<string | undefined> => {
    const value = await getOne<unknown>(db, STORES.secrets, API_KEY);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    get,
    async set(key) {
      const trimmed = key.trim();
      await inTransaction(db, STORES.secrets, 'readwrite', async (tx) => {
        const store = tx.objectStore(STORES.secrets);
        if (trimmed === '') await requestResult(store.delete(API_KEY));
        else await requestResult(store.put(trimmed, API_KEY));
      });
      return maskKey(trimmed || undefined);
    },
    async status() {
      return maskKey(await get());
    },
  };
}
