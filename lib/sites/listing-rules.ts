import { domainListing } from './domain';
import { fundaListing } from './funda';
import { GENERIC_LISTING } from './generic';
import { homesListing } from './homes';
import { idealistaListing } from './idealista';
import { immobiliareListing } from './immobiliare';
import { immoscout24Listing } from './immoscout24';
import { onthemarketListing } from './onthemarket';
import { parariusListing } from './pararius';
import { realestateAuListing } from './realestate-au';
import { realtorListing } from './realtor';
import { redfinListing } from './redfin';
import { rightmoveListing } from './rightmove';
import { selogerListing } from './seloger';
import { truliaListing } from './trulia';
import type { ListingRules } from './types';
import { zillowListing } from './zillow';
import { zooplaListing } from './zoopla';

/**
 * Every site's listing rules by its id, the generic adapter's among them: what the listing reader
 * (entrypoints/listing-reader, run on a click) reads a listing with. The listing scripts never
 * import this list; the adapter-data test checks it names each site's own rules.
 */
export const LISTING_RULES: Readonly<Record<string, ListingRules>> = {
  zillow: zillowListing,
  redfin: redfinListing,
  realtor: realtorListing,
  trulia: truliaListing,
  homes: homesListing,
  rightmove: rightmoveListing,
  zoopla: zooplaListing,
  onthemarket: onthemarketListing,
  idealista: idealistaListing,
  immobiliare: immobiliareListing,
  immoscout24: immoscout24Listing,
  seloger: selogerListing,
  funda: fundaListing,
  pararius: parariusListing,
  domain: domainListing,
  'realestate-au': realestateAuListing,
  generic: GENERIC_LISTING,
};

/** A site without listing rules: its listing is the page, titled by the page itself. */
const NO_RULES: ListingRules = { page: {} };

/** The listing rules of the site with this id. */
export function listingRulesOf(id: string): ListingRules {
  return Object.hasOwn(LISTING_RULES, id) ? (LISTING_RULES[id] ?? NO_RULES) : NO_RULES;
}
