import { catalogSiteFor } from './catalog';
import { GENERIC_ADAPTER } from './generic';
import { CATALOG_RULES } from './rules';
import type { SiteAdapter } from './types';

export { catalogSiteFor } from './catalog';
export { isListingPage } from './compile';

/**
 * The adapter for a page: its listing site's reading rules, or the generic adapter for any other
 * site (where only the generic content script runs, on sites the user enabled). For tests, which
 * read every site with one call; the catalog's content script picks among the catalog only
 * (`catalogRulesFor`), so that it never carries the generic detector, and the background reads
 * no adapter (`resolve-image.ts` needs only the site's photo URLs).
 */
export function adapterForUrl(url: string): SiteAdapter {
  const site = catalogSiteFor(url);
  return CATALOG_RULES.find((rules) => rules.id === site?.id) ?? GENERIC_ADAPTER;
}
