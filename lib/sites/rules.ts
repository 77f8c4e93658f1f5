/// <reference types="vite/client" />
import type { CatalogRules } from './types';

/**
 * The catalog's sites as its content script knows them: the `rules` of each file in
 * `lib/sites/builtin/` (see `builtin-files.ts`), each site's rules for finding photos and its
 * pages, without the name, languages and photo hosts the rest of the extension reads (`all.ts`)
 * or the listing rules only a click reads (`listing-rules.ts`), which every listing page would
 * otherwise load for nothing. Same sites, same order as `SITE_ADAPTERS` (the site-list test
 * checks it).
 */
export const CATALOG_RULES: readonly CatalogRules[] = Object.values(import.meta.glob<CatalogRules>('./builtin/*.ts', { eager: true, import: 'rules' }));

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
