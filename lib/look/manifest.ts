import type { ListingLook } from './look';
import type { KnownRole } from './roles';
import type { ListingLookRecord, SheetChoice } from './stored';

/**
 * What a listing export says about the look it came from (issue #29): the look, each photo's
 * role and where it came from, the contact sheet's keep/drop choices and the hero, so whoever
 * opens `manifest.json` knows why each photo got what it got.
 */
export interface LookManifest {
  readonly look: ListingLook;
  /** By photo URL. */
  readonly roles: Readonly<Record<string, KnownRole>>;
  /** By step (`<operation> <photo URL>`). */
  readonly choices: Readonly<Record<string, SheetChoice>>;
  /** The step the others followed, when a hero was matched. */
  readonly hero: string | null;
}

/** The manifest's look section for a listing's record, with the roles the panel resolved. */
export function lookManifest(record: Pick<ListingLookRecord, 'look' | 'choices' | 'hero'>, roles: Readonly<Record<string, KnownRole | undefined>>): LookManifest {
  const known = Object.fromEntries(Object.entries(roles).filter((entry): entry is [string, KnownRole] => entry[1] !== undefined));
  return { look: record.look, roles: known, choices: record.choices, hero: record.hero ?? null };
}
