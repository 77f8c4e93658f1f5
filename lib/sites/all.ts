import { domain } from './domain';
import { funda } from './funda';
import { homes } from './homes';
import { idealista } from './idealista';
import { immobiliare } from './immobiliare';
import { immoscout24 } from './immoscout24';
import { onthemarket } from './onthemarket';
import { pararius } from './pararius';
import { realestateAu } from './realestate-au';
import { realtor } from './realtor';
import { redfin } from './redfin';
import { rightmove } from './rightmove';
import { seloger } from './seloger';
import { trulia } from './trulia';
import type { ListingSite } from './types';
import { zillow } from './zillow';
import { zoopla } from './zoopla';

/**
 * Every listing site Reimagine always runs on. A site is one file, `lib/sites/<id>.ts`, declaring
 * its id, name, page and photo-host match patterns, reading rules, listing rules and examples;
 * listing it here, its rules in `rules.ts` and its listing rules in `listing-rules.ts` are the only
 * other steps. Derived from this list: the manifest's content-script `matches` and host
 * permissions (`catalog.ts`), the site of a URL (`catalog.ts`), "already runs here" in
 * "Enable Reimagine on this site" (`registration.ts`), and the adapter-data test. Pure data: the
 * build config, the background and the panel import it (never the examples), each site without
 * its selectors (its `<id>Urls`, name, languages, photo hosts); the catalog's content script
 * imports only each site's reading rules, in the same order (`rules.ts`), and the listing reader
 * each site's listing rules (`listing-rules.ts`).
 */
export const SITE_ADAPTERS: readonly ListingSite[] = [
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
  realestateAu,
];
