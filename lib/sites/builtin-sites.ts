import { SITE_ADAPTERS } from './all';
import { matchesPattern } from './match-pattern';
import type { ListingSite } from './types';

/**
 * Where Reimagine runs, derived from the sites (`lib/sites/all.ts`: the files of
 * `lib/sites/builtin/`): the manifest's content-script `matches` and host permissions, and which
 * site a page is on. Kept free of DOM code so `wxt.config.ts` can import it (through
 * scripts/build/vite-import.ts), and of the generic adapter so the built-in sites' content script does
 * not carry the generic detector.
 */

export { listingPageMatches } from './rules';

/** Every photo-host match pattern, deduplicated: host permissions the background needs to fetch photo bytes. */
export function photoHostMatches(sites: readonly ListingSite[] = SITE_ADAPTERS): string[] {
  return [...new Set(sites.flatMap((s) => s.photoHosts))];
}

/** The built-in site (`lib/sites/all.ts`) whose page patterns match `url`, if any. */
export function builtinSiteFor(url: string, sites: readonly ListingSite[] = SITE_ADAPTERS): ListingSite | undefined {
  return sites.find((site) => site.pages.some((pattern) => matchesPattern(pattern, url)));
}
