import type { ListingContext } from '../listing';

/** Display names of the built-in sites; anything else is shown by its host name. */
const SITE_NAMES: Record<string, string> = {
  zillow: 'Zillow',
  redfin: 'Redfin',
  realtor: 'Realtor.com',
  trulia: 'Trulia',
  rightmove: 'Rightmove',
  zoopla: 'Zoopla',
  onthemarket: 'OnTheMarket',
  idealista: 'Idealista',
  immobiliare: 'Immobiliare.it',
  fotocasa: 'Fotocasa',
  domain: 'Domain',
  realestate: 'realestate.com.au',
};

/** The host of a URL without `www.`, or the input itself when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A listing's site as people know it: "Zillow", or the host for the generic adapter. */
export function siteName(listing: Pick<ListingContext, 'site' | 'listingUrl'>): string {
  return SITE_NAMES[listing.site] ?? hostOf(listing.listingUrl);
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
