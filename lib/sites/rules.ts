import { domainRules } from './domain';
import { fundaRules } from './funda';
import { homesRules } from './homes';
import { idealistaRules } from './idealista';
import { immobiliareRules } from './immobiliare';
import { immoscout24Rules } from './immoscout24';
import { onthemarketRules } from './onthemarket';
import { parariusRules } from './pararius';
import { realestateAuRules } from './realestate-au';
import { realtorRules } from './realtor';
import { redfinRules } from './redfin';
import { rightmoveRules } from './rightmove';
import { selogerRules } from './seloger';
import { truliaRules } from './trulia';
import type { CatalogRules } from './types';
import { zillowRules } from './zillow';
import { zooplaRules } from './zoopla';

/**
 * The catalog's sites as its content script knows them: each site's rules for finding photos and
 * its pages, without the name, languages and photo hosts the rest of the extension reads
 * (`all.ts`) or the listing rules only a click reads (`listing-rules.ts`), which every listing
 * page would otherwise load for nothing. Same sites, same order as `SITE_ADAPTERS`
 * (the adapter-data test checks it).
 */
export const CATALOG_RULES: readonly CatalogRules[] = [
  zillowRules,
  redfinRules,
  realtorRules,
  truliaRules,
  homesRules,
  rightmoveRules,
  zooplaRules,
  onthemarketRules,
  idealistaRules,
  immobiliareRules,
  immoscout24Rules,
  selogerRules,
  fundaRules,
  parariusRules,
  domainRules,
  realestateAuRules,
];

/** Every listing-page match pattern, deduplicated: the content script's `matches`. */
export function listingPageMatches(sites: readonly { readonly pages: readonly string[] }[] = CATALOG_RULES): string[] {
  return [...new Set(sites.flatMap((s) => s.pages))];
}

/**
 * The rules of the catalog site whose page patterns match `url`, if any: the catalog's content
 * script's pick. Every catalog page pattern is one https origin and all its paths
 * (`https://www.zillow.com/*`, the adapter-data test checks the form), so comparing origins
 * decides it without a match-pattern parser in the script every listing page loads.
 */
export function catalogRulesFor(url: string): CatalogRules | undefined {
  let pattern: string;
  try {
    pattern = `${new URL(url).origin}/*`;
  } catch {
    return undefined;
  }
  return CATALOG_RULES.find((site) => site.pages.includes(pattern));
}
