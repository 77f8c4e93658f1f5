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
 * THE BASE LIVES WITH THE KEY: one record (`connection`) holds the API base, the origin the user
 * confirmed for the key, and the key (`key-binding.ts` has the rules). `storage.local` is WRITABLE
 * by content scripts too, so a base kept there could point the key at any host; an older version
 * did that, and its base is migrated once, trusted only for the real service or loopback.
 *
 * RULES that go with it: the key is sent only as the `X-API-KEY` header to a base on its confirmed
 * origin (the API client does that); it is never logged, never put in a URL, a message other than
 * `revealApiKey`'s reply (extension pages only, enforced by the router), an event, or an error.
 * Pages get `KeyStatus` (set + masked `••••1234`) and `ConnectionStatus` instead.
 */
import { z } from '../zod';
import { EMULATOR_API_BASE, EMULATOR_DEFAULT_KEY } from '../config';
import { STORES } from './db';
import { getOne, inTransaction, requestResult } from './idb';
import { applyChange, isConfirmed, migrateLegacy, salvage, StoredConnection, type ConnectionChange } from './key-binding';
import { quarantineIn, schemaProblem } from './quarantine';

/** Whether a key is stored, and a masked form (`••••1234`) for display: all that pages ever get. */
export const KeyStatus = z.object({ set: z.boolean(), masked: z.string() });
export type KeyStatus = z.infer<typeof KeyStatus>;

/** What the options page shows: the base in force, the origin the key is confirmed for, and the key masked. */
export const ConnectionStatus = z.object({
  apiBase: z.string(),
  confirmedOrigin: z.string(),
  /** False only for a base an older version left unconfirmed: nothing is sent until the user confirms it. */
  confirmed: z.boolean(),
  key: KeyStatus,
});
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

/** Record key of the connection (base, confirmed origin, key) in the `secrets` store. */
const CONNECTION = 'connection';
/** Record key of an older version's lone API key, migrated into `CONNECTION` and deleted. */
const LEGACY_API_KEY = 'apiKey';

/** Mask shown for a set key: bullets and the last 4 characters (only for keys long enough that 4 reveal little). */
export function maskKey(key: string | undefined): KeyStatus {
  if (!key) return { set: false, masked: '' };
  return { set: true, masked: key.length >= 12 ? `••••${key.slice(-4)}` : '••••' };
}

/** What pages see of a connection. */
export function connectionStatus(connection: StoredConnection): ConnectionStatus {
  return { apiBase: connection.apiBase, confirmedOrigin: connection.confirmedOrigin, confirmed: isConfirmed(connection), key: maskKey(connection.apiKey) };
}

/** Reads and writes the API key and the base it is bound to. Background only. */
export interface KeyCustody {
  /** The key, or `undefined` when none is stored. */
  get(): Promise<string | undefined>;
  /** Stores a key (trimmed) for the base in force; an empty string removes it. Answers the new status. */
  set(key: string): Promise<KeyStatus>;
  /** Whether a key is stored, masked for display. */
  status(): Promise<KeyStatus>;
  /** The whole record (migrated from an older version's storage on first use). */
  connection(): Promise<StoredConnection>;
  /** Applies a `saveConnection` change (see `applyChange`): answers the record before and after. */
  change(change: ConnectionChange): Promise<{ before: StoredConnection; after: StoredConnection }>;
}

/** Where the custody finds what an older version stored. */
export interface CustodyOptions {
  /** The base of a fresh install (`defaultApiBase(mode)`). */
  readonly defaultBase: string;
  /** An older version's `storage.local` base (untrusted: content scripts can write it), read once when migrating. */
  readonly legacyBase?: () => Promise<unknown>;
}

/** Key custody over Reimagine's database. */
export function createKeyCustody(db: IDBDatabase, options: CustodyOptions): KeyCustody {
  const parse = (value: unknown): StoredConnection | undefined => {
    const parsed = StoredConnection.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

  /** A record that no longer fits: set aside in the quarantine, and what `salvage` keeps of it written instead. */
  const repair = (): Promise<StoredConnection> =>
    inTransaction(db, [STORES.secrets, STORES.quarantine], 'readwrite', async (tx) => {
      const current: unknown = await requestResult(tx.objectStore(STORES.secrets).get(CONNECTION));
      const checked = StoredConnection.safeParse(current);
      if (checked.success) return checked.data;
      if (current !== undefined) quarantineIn(tx, STORES.secrets, { key: CONNECTION, value: current, reason: schemaProblem(checked.error) }, Date.now());
      const kept = salvage(current, options.defaultBase);
      await requestResult(tx.objectStore(STORES.secrets).put(kept, CONNECTION));
      return kept;
    });

  /** Reads the record; on first use builds it from the legacy key and base, in one transaction (concurrent first uses agree). */
  const connection = async (): Promise<StoredConnection> => {
    const raw = await getOne<unknown>(db, STORES.secrets, CONNECTION);
    const stored = parse(raw);
    if (stored) return stored;
    if (raw !== undefined) return repair();
    const legacyBase = await (options.legacyBase?.() ?? Promise.resolve(undefined)).catch(() => undefined);
    return inTransaction(db, STORES.secrets, 'readwrite', async (tx) => {
      const store = tx.objectStore(STORES.secrets);
      const again = parse(await requestResult(store.get(CONNECTION)));
      if (again) return again;
      const legacyKey: unknown = await requestResult(store.get(LEGACY_API_KEY));
      const migrated = migrateLegacy(typeof legacyKey === 'string' ? legacyKey : undefined, legacyBase, options.defaultBase);
      await requestResult(store.put(migrated, CONNECTION));
      await requestResult(store.delete(LEGACY_API_KEY));
      return migrated;
    });
  };

  /** Read, change and write in one transaction, so two saves never interleave. */
  const change = async (next: (current: StoredConnection) => StoredConnection) => {
    const before = await connection();
    return inTransaction(db, STORES.secrets, 'readwrite', async (tx) => {
      const store = tx.objectStore(STORES.secrets);
      const current = parse(await requestResult(store.get(CONNECTION))) ?? before;
      const after = next(current);
      await requestResult(store.put(after, CONNECTION));
      return { before: current, after };
    });
  };

  return {
    get: async () => (await connection()).apiKey,
    async set(key) {
      const { after } = await change((current) => applyChange(current, { apiBase: current.apiBase, apiKey: key }));
      return maskKey(after.apiKey);
    },
    status: async () => maskKey((await connection()).apiKey),
    connection,
    change: (request) => change((current) => applyChange(current, request)),
  };
}

/**
 * The demo build's seed (`npm run demo`, at install): the emulator's public key `dev-key`, bound to
 * the emulator's base as if the user had typed it for that base. A key already stored is kept.
 */
export async function seedDemoConnection(keys: KeyCustody): Promise<void> {
  if ((await keys.status()).set) return;
  await keys.change({ apiBase: EMULATOR_API_BASE, apiKey: EMULATOR_DEFAULT_KEY });
}
