/**
 * Reimagine's IndexedDB database. It lives in the extension's own origin
 * (`chrome-extension://<id>` / `moz-extension://<uuid>`), so the background and the extension
 * pages share it and no web page or content script can open it (they run in the page's origin).
 * That is why it holds the API key (see `key-custody.ts`), and the settings and caches a content
 * script must not rewrite, as well as jobs, history and blobs.
 */

/** Database name. */
export const DB_NAME = 'reimagine';

/** Schema version; bump it and add a step to `upgrade` when a store or index changes. */
export const DB_VERSION = 3;

/** Object store names, in one place so readers (the UI) and the writer (background) agree. */
export const STORES = {
  /** Jobs of the durable queue (`JobRecord`, key `id`). */
  jobs: 'jobs',
  /** History entries (`HistoryEntry`, key `id`). */
  history: 'history',
  /** Local copies of result images: a `Blob` under its history entry's id. */
  results: 'results',
  /** Assets Reimagine uploaded itself (`OwnAssetRecord`, key `id`). */
  assets: 'assets',
  /** Virtual staging projects created per photo (`ProjectRecord`, key `key`). */
  projects: 'projects',
  /** Secrets: the API key with its API base and confirmed origin (`key-custody.ts`), out-of-line keys. Only the background writes here. */
  secrets: 'secrets',
  /** Records that no longer fit their schema, set aside instead of deleted (`QuarantinedRecord`, key `id`; since v2). */
  quarantine: 'quarantine',
  /** The settings the disclosure labels follow (`label-settings.ts`), out-of-line keys (since v3). Only the background writes here. */
  settings: 'settings',
  /** The service's styles and staging options as last fetched (`lib/library/service-styles.ts`), out-of-line keys (since v3). */
  caches: 'caches',
} as const;

/** Index names. */
export const INDEXES = {
  jobsByCreatedAt: 'createdAt',
  jobsByState: 'state',
  jobsByDedupeKey: 'dedupeKey',
  historyByCreatedAt: 'createdAt',
  assetsByHash: 'apiBaseHash',
  assetsByUploadedAt: 'uploadedAt',
} as const;

function upgrade(db: IDBDatabase, oldVersion: number): void {
  if (oldVersion < 1) {
    const jobs = db.createObjectStore(STORES.jobs, { keyPath: 'id' });
    jobs.createIndex(INDEXES.jobsByCreatedAt, 'createdAt');
    jobs.createIndex(INDEXES.jobsByState, 'state');
    jobs.createIndex(INDEXES.jobsByDedupeKey, 'dedupeKey');
    const history = db.createObjectStore(STORES.history, { keyPath: 'id' });
    history.createIndex(INDEXES.historyByCreatedAt, 'createdAt');
    db.createObjectStore(STORES.results);
    const assets = db.createObjectStore(STORES.assets, { keyPath: 'id' });
    assets.createIndex(INDEXES.assetsByHash, ['apiBase', 'hash']);
    assets.createIndex(INDEXES.assetsByUploadedAt, 'uploadedAt');
    db.createObjectStore(STORES.projects, { keyPath: 'key' });
    db.createObjectStore(STORES.secrets);
  }
  // v2 and v3 only add stores: every existing record stays where it is.
  if (oldVersion < 2) db.createObjectStore(STORES.quarantine, { keyPath: 'id' });
  if (oldVersion < 3) {
    db.createObjectStore(STORES.settings);
    db.createObjectStore(STORES.caches);
  }
}

/**
 * Opens (creating or upgrading) Reimagine's database. `factory` defaults to the context's
 * `indexedDB`; tests pass a fresh `IDBFactory` from fake-indexeddb for isolation. The connection
 * closes itself when a newer version wants to upgrade, so an updated extension never blocks.
 */
export function openReimagineDb(factory: IDBFactory = globalThis.indexedDB): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
    request.onerror = () => reject(request.error ?? new Error('Could not open the Reimagine database'));
    // `blocked` is not fatal: older connections close on `versionchange` and the open proceeds.
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
  });
}
