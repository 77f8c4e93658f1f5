import { z } from 'zod';

/**
 * User settings. Not secret (the API key lives apart, see `lib/storage/key-custody.ts`), so they
 * may sit in `storage.local`.
 */
export const Settings = z.object({
  /** API base URL, ending in `/public/v1`. */
  apiBase: z.string().url(),
  /** How many renders run at once. */
  concurrency: z.number().int().min(1).max(6),
  /** Disclosure labels stamped on results by default (listing rules require them). */
  disclosure: z.object({
    /** Label staged photos "Virtually staged". */
    staging: z.boolean(),
    /** Label renovated photos "Digitally altered". */
    renovation: z.boolean(),
  }),
  /** Origins (e.g. `https://www.example-realty.com`) where the user turned Reimagine on. */
  enabledSites: z.array(z.string()),
});
export type Settings = z.infer<typeof Settings>;

/** A partial update of settings. */
export const SettingsPatch = Settings.partial().extend({ disclosure: Settings.shape.disclosure.partial().optional() });
export type SettingsPatch = z.infer<typeof SettingsPatch>;

/** Settings of a fresh install. */
export function defaultSettings(apiBase: string): Settings {
  return { apiBase, concurrency: 2, disclosure: { staging: true, renovation: true }, enabledSites: [] };
}
