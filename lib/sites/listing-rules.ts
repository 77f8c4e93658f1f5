/// <reference types="vite/client" />
import { siteIdOfFile } from './builtin-files';
import { GENERIC_LISTING } from './generic';
import type { ListingRules } from './types';

/**
 * Every site's listing rules by its id (the `listing` of each file in `lib/sites/builtin/`, see
 * `builtin-files.ts`), the generic adapter's among them: what the listing reader
 * (entrypoints/listing-reader, run on a click) reads a listing with. The listing scripts never
 * import this list; the adapter-data test checks it names each site's own rules.
 */
export const LISTING_RULES: Readonly<Record<string, ListingRules>> = {
  ...Object.fromEntries(Object.entries(import.meta.glob<ListingRules>('./builtin/*.ts', { eager: true, import: 'listing' })).map(([file, rules]) => [siteIdOfFile(file), rules])),
  generic: GENERIC_LISTING,
};

/** A site without listing rules: its listing is the page, titled by the page itself. */
const NO_RULES: ListingRules = { page: {} };

/** The listing rules of the site with this id. */
export function listingRulesOf(id: string): ListingRules {
  return Object.hasOwn(LISTING_RULES, id) ? (LISTING_RULES[id] ?? NO_RULES) : NO_RULES;
}
