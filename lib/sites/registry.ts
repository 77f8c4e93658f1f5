import { SITE_ADAPTERS } from './all';
import { compileAdapter } from './compile';
import { GENERIC_ADAPTER } from './generic';
import { matchesPattern } from './match-pattern';
import type { ListingSite, SiteAdapter } from './types';

/** The listing site (`lib/sites/all.ts`) whose page patterns match `url`, if any. */
export function catalogSiteFor(url: string, sites: readonly ListingSite[] = SITE_ADAPTERS): ListingSite | undefined {
  return sites.find((site) => site.pages.some((pattern) => matchesPattern(pattern, url)));
}

/**
 * The adapter for a page: its listing site's, or the generic adapter for any other site (the
 * content script only runs there when the user enabled Reimagine on it).
 */
export function adapterForUrl(url: string): SiteAdapter {
  return catalogSiteFor(url) ?? GENERIC_ADAPTER;
}

/** True when the adapter works on this page (detail, search results, gallery). */
export function isListingPage(adapter: SiteAdapter, url: string): boolean {
  let path: string;
  try {
    const parsed = new URL(url);
    path = parsed.pathname + parsed.search;
  } catch {
    return false;
  }
  return compileAdapter(adapter).listingPages.some((re) => re.test(path));
}
