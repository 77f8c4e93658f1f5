/**
 * The listing sites Reimagine knows, as data. The manifest's content-script `matches` and
 * host permissions are derived from this list, so adding a site is adding one entry here
 * (plus its adapter in `lib/sites/`). Kept free of DOM code so `wxt.config.ts` can import it.
 */
export interface SiteEntry {
  /** Stable id, also the adapter's file name. */
  readonly id: string;
  /** Human name shown in the UI. */
  readonly name: string;
  /** Match patterns of the site's pages (content script `matches`). */
  readonly pages: readonly string[];
  /** Match patterns of the hosts serving its listing photos (background fetches photo bytes). */
  readonly photoHosts: readonly string[];
}

export const SITE_CATALOG: readonly SiteEntry[] = [
  { id: 'zillow', name: 'Zillow', pages: ['https://www.zillow.com/*'], photoHosts: ['https://photos.zillowstatic.com/*'] },
  { id: 'redfin', name: 'Redfin', pages: ['https://www.redfin.com/*'], photoHosts: ['https://ssl.cdn-redfin.com/*'] },
  { id: 'realtor', name: 'Realtor.com', pages: ['https://www.realtor.com/*'], photoHosts: ['https://*.rdcpix.com/*'] },
  { id: 'trulia', name: 'Trulia', pages: ['https://www.trulia.com/*'], photoHosts: ['https://www.trulia.com/pictures/*', 'https://photos.zillowstatic.com/*'] },
  { id: 'homes', name: 'Homes.com', pages: ['https://www.homes.com/*'], photoHosts: ['https://images.homes.com/*'] },
  { id: 'rightmove', name: 'Rightmove', pages: ['https://www.rightmove.co.uk/*'], photoHosts: ['https://media.rightmove.co.uk/*'] },
  { id: 'zoopla', name: 'Zoopla', pages: ['https://www.zoopla.co.uk/*'], photoHosts: ['https://lid.zoocdn.com/*'] },
  { id: 'onthemarket', name: 'OnTheMarket', pages: ['https://www.onthemarket.com/*'], photoHosts: ['https://media.onthemarket.com/*'] },
  {
    id: 'idealista',
    name: 'Idealista',
    pages: ['https://www.idealista.com/*', 'https://www.idealista.it/*', 'https://www.idealista.pt/*'],
    photoHosts: ['https://*.idealista.com/*', 'https://*.idealista.it/*', 'https://*.idealista.pt/*'],
  },
  { id: 'immobiliare', name: 'Immobiliare.it', pages: ['https://www.immobiliare.it/*'], photoHosts: ['https://pwm.im-cdn.it/*'] },
  { id: 'immoscout24', name: 'ImmoScout24', pages: ['https://www.immobilienscout24.de/*'], photoHosts: ['https://pictures.immobilienscout24.de/*'] },
  { id: 'seloger', name: 'SeLoger', pages: ['https://www.seloger.com/*'], photoHosts: ['https://v.seloger.com/*', 'https://mms.seloger.com/*'] },
  { id: 'funda', name: 'Funda', pages: ['https://www.funda.nl/*'], photoHosts: ['https://cloud.funda.nl/*'] },
  { id: 'pararius', name: 'Pararius', pages: ['https://www.pararius.com/*', 'https://www.pararius.nl/*'], photoHosts: ['https://casco-media-prod.global.ssl.fastly.net/*'] },
  { id: 'domain', name: 'Domain', pages: ['https://www.domain.com.au/*'], photoHosts: ['https://bucket-api.domain.com.au/*', 'https://rimh2.domainstatic.com.au/*'] },
  { id: 'realestate-au', name: 'realestate.com.au', pages: ['https://www.realestate.com.au/*'], photoHosts: ['https://i2.au.reastatic.net/*'] },
];

/** Every listing-page match pattern, deduplicated: the content script's `matches`. */
export function listingPageMatches(catalog: readonly SiteEntry[] = SITE_CATALOG): string[] {
  return [...new Set(catalog.flatMap((s) => s.pages))];
}

/** Every photo-host match pattern, deduplicated: host permissions the background needs to fetch photo bytes. */
export function photoHostMatches(catalog: readonly SiteEntry[] = SITE_CATALOG): string[] {
  return [...new Set(catalog.flatMap((s) => s.photoHosts))];
}
