import { z } from '../zod';
import { LOCALES } from '../i18n/locales';

/**
 * User settings. None is secret, but content scripts can read AND write `storage.local`, so only
 * what a page may change without harm sits there (`LocalSettings`): the disclosure labels and
 * their language, which listing rules require, live in the extension-origin IndexedDB
 * (`LabelSettings`, lib/storage/label-settings.ts), and so does the API base, with the key
 * (`lib/storage/key-custody.ts`). An older version's `apiBase` field, still found in stored
 * settings, is ignored (dropped on read) except by the one-time migration.
 */
export const Settings = z.object({
  /** How many renders run at once. */
  concurrency: z.int().check(z.gte(1), z.lte(6)),
  /** Disclosure labels stamped on results by default (listing rules require them). */
  disclosure: z.object({
    /** Label staged photos "Virtually staged". */
    staging: z.boolean(),
    /** Label renovated photos "Digitally altered". */
    renovation: z.boolean(),
  }),
  /** Origins (e.g. `https://www.example-realty.com`) where the user turned Reimagine on. */
  enabledSites: z.array(z.string()),
  /**
   * Reimagine buttons on listing photos: a small badge on every photo ("always", the default) or
   * nothing until the photo is hovered or focused ("hover"). Read by the content script without
   * zod (`entrypoints/listing.content/button-mode.ts`).
   */
  buttonVisibility: z.enum(['always', 'hover']),
  /**
   * The language of disclosure labels, remarks and captions: the listing's own ("auto", from
   * the site or page, `lib/i18n/listing-locale.ts`) or one chosen for every listing.
   */
  labelLanguage: z.enum(['auto', ...LOCALES]),
});
export type Settings = z.infer<typeof Settings>;

/** The settings the disclosure labels follow: whether each kind is labelled, and in which language. */
export type LabelSettings = Pick<Settings, 'disclosure' | 'labelLanguage'>;

/** The settings kept in `storage.local` (the content script reads `buttonVisibility` there). */
export type LocalSettings = Omit<Settings, keyof LabelSettings>;

/** Settings split by where they are kept. */
export function splitSettings({ disclosure, labelLanguage, ...local }: Settings): { local: LocalSettings; labels: LabelSettings } {
  return { local, labels: { disclosure, labelLanguage } };
}

/**
 * A partial update of settings. Strict: a field it does not know (an old caller's `apiBase`) is
 * refused with `bad_message` rather than silently dropped; the base is saved with `saveConnection`.
 */
export const SettingsPatch = z.strictObject({ ...z.partial(Settings).shape, disclosure: z.optional(z.partial(Settings.shape.disclosure)) });
export type SettingsPatch = z.infer<typeof SettingsPatch>;

/** Settings of a fresh install. */
export function defaultSettings(): Settings {
  return { concurrency: 2, disclosure: { staging: true, renovation: true }, enabledSites: [], buttonVisibility: 'always', labelLanguage: 'auto' };
}
