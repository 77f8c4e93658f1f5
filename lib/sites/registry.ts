import { catalogSiteFor } from './catalog';
import { GENERIC_ADAPTER } from './generic';
import type { ListingAdapter } from './types';

export { catalogSiteFor } from './catalog';
export { isListingPage } from './compile';

/**
 * The adapter for a page: its listing site's, or the generic adapter for any other site (where
 * only the generic content script runs, on sites the user enabled). For the background and tests;
 * the catalog's content script picks among the catalog only (`catalogSiteFor`), so that it never
 * carries the generic detector.
 */
export function adapterForUrl(url: string): ListingAdapter {
  return catalogSiteFor(url) ?? GENERIC_ADAPTER;
}
