import type { ListingContext } from '../listing';
import { addressFromTitle } from './address';
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

/**
 * A listing's address: the one its page gave, else its title when the title is an address
 * (`addressFromTitle`: sites with no address of their own title listings by it); undefined when
 * neither is. What the exports call the listing's address (manifest, lookbook, folder name).
 */
export function listingAddress(listing: Pick<ListingContext, 'title' | 'address'>): string | undefined {
  return listing.address?.trim() || addressFromTitle(listing.title);
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
