import { z } from '../zod';
import { AppError } from '../errors';
import { readLabelSettings, saveLabelSettings } from './label-settings';
import { defaultSettings, Settings, splitSettings, type LocalSettings, type SettingsPatch } from './settings-schema';
import { settingsItem } from './storage';

/**
 * Reading, validating and saving settings. The pure parts (`mergeSettings`, `normalizeOrigin`)
 * take no storage so they are tested directly; invalid input is refused with `bad_message` and a
 * sentence the options page can show next to the field. The API base is not a setting any more:
 * it lives with the key (`key-custody.ts`). The settings are kept in two places
 * (`splitSettings`): the label settings in the extension-origin IndexedDB (`label-settings.ts`),
 * the rest in `storage.local`; `db` is Reimagine's database (db.ts).
 */

/**
 * An origin (`https://www.example.com`) from an origin or any URL on it. Only http(s) origins can
 * carry a content script.
 */
export function normalizeOrigin(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new AppError('bad_message', `"${input}" is not a site address.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AppError('bad_message', 'Only http and https sites can be enabled.');
  return url.origin;
}

/**
 * Applies a patch to settings and validates the result. `enabledSites` is kept as stored: a site
 * is only enabled together with its content-script registration (`enableSite`), so a settings
 * form that sends its whole state back can't enable a site without the registration.
 */
export function mergeSettings(current: Settings, patch: SettingsPatch): Settings {
  const next = {
    ...current,
    ...(patch.concurrency !== undefined ? { concurrency: patch.concurrency } : {}),
    ...(patch.buttonVisibility !== undefined ? { buttonVisibility: patch.buttonVisibility } : {}),
    ...(patch.labelLanguage !== undefined ? { labelLanguage: patch.labelLanguage } : {}),
    disclosure: { ...current.disclosure, ...patch.disclosure },
    enabledSites: current.enabledSites,
  };
  const parsed = Settings.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('bad_message', `Invalid setting "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/**
 * The stored settings, completed with defaults. A stored value that no longer validates (an old or
 * hand-edited one) falls back field by field instead of failing every message that needs settings.
 */
export async function readSettings(db: IDBDatabase): Promise<Settings> {
  const [local, labels] = await Promise.all([readLocalSettings(), readLabelSettings(db)]);
  return { ...local, ...labels };
}

/** The settings kept in `storage.local` (concurrency, the buttons' visibility, enabled sites). */
export async function readLocalSettings(): Promise<LocalSettings> {
  return StoredLocalSettings.parse(await settingsItem.getValue());
}

const DEFAULTS = splitSettings(defaultSettings()).local;

/**
 * Stored settings read field by field: a bad field (concurrency 99, a non-string site) falls back
 * to its default alone, so one bad value never costs the user their enabled sites (which the next
 * save would write back). Fields kept elsewhere now (an older version's) are dropped.
 */
const StoredLocalSettings = z.catch(
  z.object({
    concurrency: z.catch(Settings.shape.concurrency, DEFAULTS.concurrency),
    enabledSites: z.catch(
      z.pipe(z.array(z.unknown()), z.transform((sites) => sites.filter((site): site is string => typeof site === 'string'))),
      DEFAULTS.enabledSites,
    ),
    buttonVisibility: z.catch(Settings.shape.buttonVisibility, DEFAULTS.buttonVisibility),
  }),
  DEFAULTS,
);

/**
 * The `apiBase` an older version kept in the stored settings, raw and UNTRUSTED (content scripts
 * can write `storage.local`): read only by the key custody's one-time migration, which decides
 * whether to trust it (`migrateLegacy`). Dropped from storage by the next `saveSettings`.
 */
export async function legacyApiBase(): Promise<unknown> {
  const stored: unknown = await settingsItem.getValue();
  return typeof stored === 'object' && stored !== null ? (stored as { apiBase?: unknown }).apiBase : undefined;
}

/** Validates and stores a patch, each part where it is kept; answers the settings now in force. */
export async function saveSettings(db: IDBDatabase, patch: SettingsPatch): Promise<Settings> {
  const next = mergeSettings(await readSettings(db), patch);
  const { local, labels } = splitSettings(next);
  await saveLabelSettings(db, labels);
  await settingsItem.setValue(local);
  return next;
}

/** Rewrites the enabled sites list (used by `enableSite`/`disableSite` only). */
export async function updateEnabledSites(change: (sites: readonly string[]) => string[]): Promise<LocalSettings> {
  const current = await readLocalSettings();
  const next = { ...current, enabledSites: [...new Set(change(current.enabledSites))] };
  await settingsItem.setValue(next);
  return next;
}
