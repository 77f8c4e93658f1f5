import type { ListingContext } from '../listing';
import { SITE_ADAPTERS } from '../sites/all';
import { usableLocale } from './load';
import { localeOfTag, SOURCE_LOCALE, type Locale } from './locales';

/** What the label language setting may be: the listing's own language, or one for every listing. */
export type LabelLanguage = 'auto' | Locale;

/** The language a site declares for the host of `url` (`idealista.it` → it), if any. */
export function siteLocale(site: string, url: string): Locale | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const languages = SITE_ADAPTERS.find((adapter) => adapter.id === site)?.languages ?? {};
  const suffix = Object.keys(languages).find((known) => host === known || host.endsWith(`.${known}`));
  return suffix ? languages[suffix] : undefined;
}

/**
 * The language of a listing's disclosure labels, remarks and captions: the user's choice when
 * they made one; else the market's language as the site declares it (an English page of a
 * Spanish portal still lists a Spanish home, and the portal's rules are Spanish); else the page's
 * own `lang`; else English.
 */
export function listingLocale(listing: Pick<ListingContext, 'site' | 'listingUrl' | 'language'>, choice: LabelLanguage = 'auto'): Locale {
  if (choice !== 'auto') return choice;
  return siteLocale(listing.site, listing.listingUrl) ?? localeOfTag(listing.language) ?? SOURCE_LOCALE;
}

/**
 * The listing's language (`listingLocale`), its translations loaded: what every export awaits
 * before it writes a word, since the listing's language need not be the page's. English when that
 * language's bundle could not be imported (load.ts says so on the console).
 */
export async function loadListingLocale(listing: Pick<ListingContext, 'site' | 'listingUrl' | 'language'>, choice: LabelLanguage = 'auto'): Promise<Locale> {
  return usableLocale(listingLocale(listing, choice));
}
