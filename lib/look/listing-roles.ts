import type { Suggestion } from '../analyzer/suggestion';
import { inferRole, type KnownRole, type PhotoRole } from './roles';

/**
 * The role of each photo of a listing, from everything known about it now: the realtor's roles
 * (stored with the listing), the analyzer's answers (this session), the page's captions; a role
 * inferred in an earlier session (stored) when nothing answers now.
 */
export function listingRoles(input: {
  readonly photoUrls: readonly string[];
  readonly stored: Readonly<Record<string, KnownRole>>;
  readonly analyses: Readonly<Record<string, Suggestion | undefined>>;
  readonly captions?: Readonly<Record<string, string>>;
}): Record<string, KnownRole | undefined> {
  const out: Record<string, KnownRole | undefined> = {};
  for (const url of input.photoUrls) {
    const stored = input.stored[url];
    const manual = stored?.source === 'manual' ? stored.role : undefined;
    const inferred = inferRole({ manual, analysis: input.analyses[url], caption: input.captions?.[url] });
    out[url] = inferred ?? stored;
  }
  return out;
}

/** Just the roles, by photo URL (what the plan takes). */
export function rolesOnly(roles: Readonly<Record<string, KnownRole | undefined>>): Record<string, PhotoRole | undefined> {
  return Object.fromEntries(Object.entries(roles).map(([url, known]) => [url, known?.role]));
}

/** The roles worth keeping with the listing: all known ones (an analysis is only kept for the session). */
export function rolesToKeep(roles: Readonly<Record<string, KnownRole | undefined>>): Record<string, KnownRole> {
  return Object.fromEntries(Object.entries(roles).filter((entry): entry is [string, KnownRole] => entry[1] !== undefined));
}
