import { builtinSiteFor } from './builtin-sites';
import { GENERIC_ADAPTER } from './generic';
import { BUILTIN_SITE_RULES } from './rules';
import type { SiteAdapter } from './types';

export { builtinSiteFor } from './builtin-sites';
export { isListingPage } from './compile';

/**
 * The adapter for a page: its listing site's reading rules, or the generic adapter for any other
 * site (where only the generic content script runs, on sites the user enabled). For tests, which
 * read every site with one call; the built-in sites' content script picks among the built-in sites only
 * (`builtinSiteRulesFor`), so that it never carries the generic detector, and the background reads
 * no adapter (`resolve-image.ts` needs only the site's photo URLs).
 */
export function adapterForUrl(url: string): SiteAdapter {
  const site = builtinSiteFor(url);
  return BUILTIN_SITE_RULES.find((rules) => rules.id === site?.id) ?? GENERIC_ADAPTER;
}
