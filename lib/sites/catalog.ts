import { SITE_ADAPTERS } from './all';
import type { ListingSite } from './types';

/**
 * Where Reimagine runs, derived from the site adapters (`lib/sites/all.ts`): the manifest's
 * content-script `matches` and host permissions. Kept free of DOM code so `wxt.config.ts` can
 * import it.
 */

/** Every listing-page match pattern, deduplicated: the content script's `matches`. */
export function listingPageMatches(sites: readonly ListingSite[] = SITE_ADAPTERS): string[] {
  return [...new Set(sites.flatMap((s) => s.pages))];
}

/** Every photo-host match pattern, deduplicated: host permissions the background needs to fetch photo bytes. */
export function photoHostMatches(sites: readonly ListingSite[] = SITE_ADAPTERS): string[] {
  return [...new Set(sites.flatMap((s) => s.photoHosts))];
}
