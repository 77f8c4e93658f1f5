import type { ListingContext } from '../listing';
import { SITE_ADAPTERS } from '../sites/all';

/** The host of a URL without `www.`, or the input itself when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * A listing's site as people know it: the adapter's own `name` ("Zillow", "Homes.com"), or the
 * host for the generic adapter and sites enabled by the user, which have no name of their own.
 */
export function siteName(listing: Pick<ListingContext, 'site' | 'listingUrl'>): string {
  return SITE_ADAPTERS.find((site) => site.id === listing.site)?.name ?? hostOf(listing.listingUrl);
}

/** The best human label for a listing: its title, else its address, else the page's host. */
export function listingLabel(listing: Pick<ListingContext, 'title' | 'address' | 'listingUrl'>): string {
  return listing.title?.trim() || listing.address?.trim() || hostOf(listing.listingUrl);
}

/** A stable grouping key for a listing: its URL without the hash or query (tracking parameters vary). */
export function listingKey(listing: Pick<ListingContext, 'listingUrl'>): string {
  try {
    const url = new URL(listing.listingUrl);
    return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return listing.listingUrl;
  }
}
