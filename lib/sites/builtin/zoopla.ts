import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * Zoopla. Checked on saved pages: shared/fixtures/listing-pages/zoopla-detail-1.html (gallery
 * `ol[aria-label="Gallery images"] > li > picture` whose <img> has NO src: the photo only comes
 * through <source srcset> /u/480/360/ and /u/1024/768/; `propertyImage` file names in the flight
 * JSON) and zoopla-search-2.html (cards `[id^=listing_]` with <picture> 645/430 + 354/255 sources
 * and img without src). Agent logos are on st.zoocdn.com, maps on maps.prod.zoopla.co.uk: both
 * outside the photo pattern. Both saved pages are browser-saved 2025-26 pages from
 * jupiterhub/house-finder-property-size (59258302.html and zoopla.html @ fd455da9dad69405ad94e1b9f9861d791bae606a).
 */
export const urls: SiteUrls = {
  id: 'zoopla',
  pages: ['https://www.zoopla.co.uk/*'],
  photoUrl: '^https://lid\\.zoocdn\\.com/(?:u/)?\\d+/\\d+/[0-9a-f]{40}\\.(?:jpe?g|png|webp)(?::p)?$',
  rewrites: [
    // Any size of one image id (/645/430/, /u/480/360/) -> the 1024x768 unconstrained rendition
    // the detail gallery uses; `:p` (the WebP twin) dropped for the JPEG.
    { pattern: '^(https://lid\\.zoocdn\\.com)/(?:u/)?\\d+/\\d+/([0-9a-f]{40}\\.(?:jpe?g|png))(?::p)?$', replacement: '$1/u/1024/768/$2' },
  ],
};

/** Zoopla's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/(?:for-sale|to-rent|new-homes|commercial|overseas)/'],
  // Floor plans share the photo CDN; a floor plan is no photo to restyle, so it gets no button.
  ignore: ['[class*="StaticGoogleMap" i]', 'img[class*="contactLogo" i]', 'img[class*="agent-logo" i]', 'img[alt^="Floor plan" i]', '[id*="floor_plans" i]'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Zoopla listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1'],
    address: ['address'],
    price: ['[class*="Price_price__"]', '[data-testid="price"]'],
  },
  cards: {
    selector: '[id^="listing_"], [data-testid="search-result"]',
    link: 'a[href*="/details/"]',
    title: ['address', 'h2'],
    address: ['address'],
    price: ['[class*="price_priceText"]', '[data-testid="listing-price"]'],
  },
  embedded: [{ key: 'propertyImage', fileName: { pattern: '^[0-9a-f]{40}\\.(?:jpe?g|png)$', template: 'https://lid.zoocdn.com/u/1024/768/$&' } }],
};

/**
 * Zoopla as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Zoopla',
  languages: { 'zoopla.co.uk': 'en' },
  photoHosts: ['https://lid.zoocdn.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['shared/fixtures/listing-pages/zoopla-detail-1.html', 'shared/fixtures/listing-pages/zoopla-search-2.html'],
  listingPages: [
    'https://www.zoopla.co.uk/to-rent/details/59258302/',
    'https://www.zoopla.co.uk/to-rent/property/station/tube/kings-cross-st-pancras/',
    'https://www.zoopla.co.uk/for-sale/property/london/',
  ],
  otherPages: ['https://www.zoopla.co.uk/', 'https://www.zoopla.co.uk/house-prices/', 'https://www.zoopla.co.uk/discover/'],
  resolves: [
    [
      'https://lid.zoocdn.com/u/480/360/8fba20c59477ad5f17f3d376e0d472987f786b4a.jpg:p',
      'https://lid.zoocdn.com/u/1024/768/8fba20c59477ad5f17f3d376e0d472987f786b4a.jpg',
    ],
    [
      'https://lid.zoocdn.com/645/430/f9c5c20a1cffc6f435eb82eb8c837d08b34194bd.jpg',
      'https://lid.zoocdn.com/u/1024/768/f9c5c20a1cffc6f435eb82eb8c837d08b34194bd.jpg',
    ],
  ],
  notPhotos: ['https://st.zoocdn.com/zoopla_static_agent_logo_(473010).png', 'https://cdn.prod.zoopla.co.uk/_next/static/images/halifax-32e4f0c8f5967ffe9b5143546f4eb357.svg'],
};
