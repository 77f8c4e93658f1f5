import { z } from '../zod';
import { AppError } from '../errors';
import { defaultSettings, Settings, type SettingsPatch } from './settings-schema';
import { settingsItem } from './storage';

/**
 * Reading, validating and saving settings. The pure parts (`mergeSettings`, `normalizeOrigin`)
 * take no storage so they are tested directly; invalid input is refused with `bad_message` and a
 * sentence the options page can show next to the field. The API base is not a setting any more:
 * it lives with the key (`key-custody.ts`).
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
export async function readSettings(): Promise<Settings> {
  return StoredSettings.parse(await settingsItem.getValue());
}

const DEFAULTS = defaultSettings();

/**
 * Stored settings read field by field: a bad field (concurrency 99, disclosure not an object, a
 * non-string site) falls back to its default alone, so one bad value never costs the user their
 * enabled sites or disclosure choices (which the next save would write back).
 */
const StoredSettings = z.catch(
  z.object({
    concurrency: z.catch(Settings.shape.concurrency, DEFAULTS.concurrency),
    disclosure: z.catch(
      z.object({ staging: z.catch(z.boolean(), DEFAULTS.disclosure.staging), renovation: z.catch(z.boolean(), DEFAULTS.disclosure.renovation) }),
      DEFAULTS.disclosure,
    ),
    enabledSites: z.catch(
      z.pipe(z.array(z.unknown()), z.transform((sites) => sites.filter((site): site is string => typeof site === 'string'))),
      DEFAULTS.enabledSites,
    ),
    buttonVisibility: z.catch(Settings.shape.buttonVisibility, DEFAULTS.buttonVisibility),
    labelLanguage: z.catch(Settings.shape.labelLanguage, DEFAULTS.labelLanguage),
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

/** Validates and stores a patch; answers the settings now in force. */
export async function saveSettings(patch: SettingsPatch): Promise<Settings> {
  const next = mergeSettings(await readSettings(), patch);
  await settingsItem.setValue(next);
  return next;
}

/** Rewrites the enabled sites list (used by `enableSite`/`disableSite` only). */
export async function updateEnabledSites(change: (sites: readonly string[]) => string[]): Promise<Settings> {
  const current = await readSettings();
  const next = { ...current, enabledSites: [...new Set(change(current.enabledSites))] };
  await settingsItem.setValue(next);
  return next;
}
