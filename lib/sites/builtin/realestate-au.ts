import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * realestate.com.au. No saved page of the site could be found in public repositories (the one
 * "fixture" found, RealEstateWebTools/property_web_scraper astro-app/test/fixtures/au_realestate.html
 * @a17515b, is hand-written: a data script, no gallery markup, no real photo). Photos
 * are on `i2.au.reastatic.net/<size-spec>/<64hex>/<file>.jpg` (size specs like 800x600,
 * 1000x750-format=webp, 951x1292-resize,extend,... seen in public listing data; the page's data
 * writes them as a `{size}` template). Which size specs the resizer accepts is not known, so no
 * rewrite: the largest candidate the page offers is used. Agency logos are on the same host with
 * small size specs; they are left out by selector and by the size spec. Card selectors follow the
 * markup public scrapers read (`article[data-testid=ResidentialCard]`, `h2.residential-card__address-heading`,
 * `span.property-price`, detail `h1.property-info-address`), not checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'realestate-au',
  pages: ['https://www.realestate.com.au/*'],
  photoUrl: '^https://i\\d\\.au\\.reastatic\\.net/[^/]+/[0-9a-f]{64}/[\\w.-]+\\.(?:jpe?g|png|webp)$',
  rejectUrl: '/(?:main|logo)\\.gif$|/\\d{1,3}x\\d{1,2}(?:[-,/]|$)',
  rewrites: [],
};

/** realestate.com.au's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/property-[a-z]+-[a-z]+-', '^/(?:buy|rent|sold|new-homes)/', '^/project/'],
  ignore: ['img[class*="logo" i]', '[class*="agency" i] img', '[class*="agent" i] img', '[class*="branding" i] img'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a realestate.com.au listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: { title: ['h1'], address: ['h1.property-info-address', 'h1[class*="address" i]', 'h1'], price: ['.property-price', '[class*="price" i]'] },
  cards: {
    selector: 'article[class*="residential-card" i], [data-testid="ResidentialCard"]',
    link: 'a[href*="/property-"]',
    address: ['h2.residential-card__address-heading', 'h2', '[class*="address" i]'],
    price: ['.property-price', '[class*="price" i]'],
  },
};

/**
 * realestate.com.au as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'realestate.com.au',
  languages: { 'realestate.com.au': 'en' },
  photoHosts: ['https://i2.au.reastatic.net/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'from public markup knowledge, not checked on a saved page: none was found (the au_realestate.html of RealEstateWebTools/property_web_scraper @a17515b is hand-written, without photos)',
  ],
  listingPages: ['https://www.realestate.com.au/property-house-vic-richmond-143160680', 'https://www.realestate.com.au/buy/in-richmond,+vic+3121/list-1'],
  otherPages: ['https://www.realestate.com.au/', 'https://www.realestate.com.au/news/'],
  resolves: [
    [
      'https://i2.au.reastatic.net/800x600/65120f63b60cbb89d4cbbf853945054ffed6d741f6f1164c517aac8e1677f548/main.jpg',
      'https://i2.au.reastatic.net/800x600/65120f63b60cbb89d4cbbf853945054ffed6d741f6f1164c517aac8e1677f548/main.jpg',
    ],
  ],
  notPhotos: ['https://i2.au.reastatic.net/170x32/d9e65c666e427e655fb63dcfe73f50d4ac7ff9a58c173db9474bd92e75b01070/main.gif'],
};
