import { SITE_CATALOG, type SiteEntry } from './catalog';
import { compileAdapter } from './compile';
import { domain } from './domain';
import { funda } from './funda';
import { GENERIC_ADAPTER } from './generic';
import { homes } from './homes';
import { idealista } from './idealista';
import { immobiliare } from './immobiliare';
import { immoscout24 } from './immoscout24';
import { matchesPattern } from './match-pattern';
import { onthemarket } from './onthemarket';
import { pararius } from './pararius';
import { realestateAu } from './realestate-au';
import { realtor } from './realtor';
import { redfin } from './redfin';
import { rightmove } from './rightmove';
import { seloger } from './seloger';
import { trulia } from './trulia';
import type { SiteAdapter } from './types';
import { zillow } from './zillow';
import { zoopla } from './zoopla';

/**
 * Every catalog site's adapter, by catalog id. The catalog (which also feeds the manifest's
 * `matches`) says WHERE a site is; its adapter says how to read it. The validation test checks
 * that the two lists name the same sites.
 */
export const SITE_ADAPTERS: Readonly<Record<string, SiteAdapter>> = {
  zillow,
  redfin,
  realtor,
  trulia,
  homes,
  rightmove,
  zoopla,
  onthemarket,
  idealista,
  immobiliare,
  immoscout24,
  seloger,
  funda,
  pararius,
  domain,
  'realestate-au': realestateAu,
};

/** The catalog entry whose page patterns match `url`, if any. */
export function catalogSiteFor(url: string, catalog: readonly SiteEntry[] = SITE_CATALOG): SiteEntry | undefined {
  return catalog.find((site) => site.pages.some((pattern) => matchesPattern(pattern, url)));
}

/**
 * The adapter for a page: its catalog site's, or the generic adapter for any other site (the
 * content script only runs there when the user enabled Reimagine on it).
 */
export function adapterForUrl(url: string): SiteAdapter {
  const site = catalogSiteFor(url);
  return (site && SITE_ADAPTERS[site.id]) ?? GENERIC_ADAPTER;
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
