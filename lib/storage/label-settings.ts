import { z } from '../zod';
import { STORES } from './db';
import { getOne, inTransaction, putOne, requestResult } from './idb';
import { defaultSettings, Settings, type LabelSettings } from './settings-schema';
import { settingsItem } from './storage';

/**
 * Where the disclosure labels' settings live: whether staged and renovated photos are labelled,
 * and in which language (a listing rule requires the "Virtually staged" label). In Reimagine's
 * IndexedDB (db.ts, store `settings`), which only the extension's own origin can open, because
 * content scripts can write `storage.local` (Chrome's `storage.local.setAccessLevel` does not
 * exist: only `storage.session` has an access level), where an older version kept them: a
 * listing page driving the content script could turn a label off there.
 */

/** Record key of the label settings in the `settings` store. */
export const LABEL_SETTINGS_KEY = 'labels';

const DEFAULTS = defaultSettings();

/** Label settings read field by field: a bad field falls back to its default alone. */
const StoredLabels = z.catch(
  z.object({
    disclosure: z.catch(
      z.object({ staging: z.catch(z.boolean(), DEFAULTS.disclosure.staging), renovation: z.catch(z.boolean(), DEFAULTS.disclosure.renovation) }),
      DEFAULTS.disclosure,
    ),
    labelLanguage: z.catch(Settings.shape.labelLanguage, DEFAULTS.labelLanguage),
  }),
  { disclosure: DEFAULTS.disclosure, labelLanguage: DEFAULTS.labelLanguage },
);

/**
 * The label settings. The first read after an update from a version that kept them in
 * `storage.local` moves the user's choices here, once, in one transaction (a save made meanwhile
 * is never overwritten); from then on `storage.local` is never read for them again.
 */
export async function readLabelSettings(db: IDBDatabase): Promise<LabelSettings> {
  const stored = await getOne<unknown>(db, STORES.settings, LABEL_SETTINGS_KEY);
  if (stored !== undefined) return StoredLabels.parse(stored);
  const legacy = StoredLabels.parse(await settingsItem.getValue());
  const moved = await inTransaction(db, STORES.settings, 'readwrite', async (tx) => {
    const store = tx.objectStore(STORES.settings);
    const found: unknown = await requestResult(store.get(LABEL_SETTINGS_KEY));
    if (found !== undefined) return found;
    await requestResult(store.put(legacy, LABEL_SETTINGS_KEY));
    return legacy;
  });
  return StoredLabels.parse(moved);
}

/** Stores the label settings (the background's `saveSettings` only). */
export function saveLabelSettings(db: IDBDatabase, labels: LabelSettings): Promise<void> {
  return putOne(db, STORES.settings, labels, LABEL_SETTINGS_KEY);
}
