import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * Immobiliare.it. Checked on our fixture test/fixtures/sites/immobiliare-detail.html, which
 * reproduces a 2025 detail page read in place (RealEstateWebTools/property_web_scraper
 * astro-app/test/fixtures/it_immobiliare.html): the mosaic's slideshow has every slide in the
 * markup (`cover-m-c`, then `m-c` with loading=lazy, 360x270) and thumbnails `xxs-c`, all on
 * `pwm.im-cdn.it/image/<id>/<size>.jpg`. The site's own JSON names the sizes thumb, xxs-c (small),
 * m-c (medium) and xxl (large), so `xxl` is the largest. The agent's photo, agency logos and the
 * floor plan are on pic.im-cdn.it, banners and the map icon on the site's own hosts: all outside
 * the photo pattern. Search pages: from public markup knowledge, not checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'immobiliare',
  pages: ['https://www.immobiliare.it/*'],
  photoUrl: '^https://pwm\\.im-cdn\\.it/image/\\d+/xxl\\.jpg$',
  rewrites: [{ pattern: '^(https://pwm\\.im-cdn\\.it/image/\\d+)/[a-z0-9-]+\\.(?:jpe?g|webp)$', replacement: '$1/xxl.jpg' }],
};

/** Immobiliare.it's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/(?:[a-z]{2}/)?annunci/\\d+', '^/(?:vendita|affitto|aste|nuove-costruzioni)-[a-z-]+/', '^/search-list/'],
  ignore: ['[class*="ContactAgent_"]', '[class*="MapIcon_"]', '[class*="BannerList_"]', '[class*="MortgageCard_"]', 'img[class*="logo" i]', '[class*="agency" i] img', '[class*="Agency" i] img'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Immobiliare.it listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1[class*="Title_title"]', 'h1'],
    address: ['[class*="LocationInfo_location"]:last-child', '[class*="location" i]'],
    price: ['[class*="Price_price"]', '[class*="price" i]'],
  },
  cards: {
    selector: 'li.nd-list__item.in-searchLayoutListItem, [class*="ListItem"] article, article[class*="Card" i]',
    link: 'a[href*="/annunci/"]',
    title: ['a[href*="/annunci/"]'],
    price: ['[class*="price" i]'],
  },
};

/**
 * Immobiliare.it as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Immobiliare.it',
  languages: { 'immobiliare.it': 'it' },
  photoHosts: ['https://pwm.im-cdn.it/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'test/fixtures/sites/immobiliare-detail.html (reproduces RealEstateWebTools/property_web_scraper astro-app/test/fixtures/it_immobiliare.html @ b380d840e95227a0a533a3b3104c2fefa7c51357, a 2025 detail page)',
    'search pages: from public markup knowledge, not checked on a saved page',
  ],
  listingPages: ['https://www.immobiliare.it/annunci/130911664/', 'https://www.immobiliare.it/vendita-case/milano/'],
  otherPages: ['https://www.immobiliare.it/', 'https://www.immobiliare.it/mercato-immobiliare/'],
  resolves: [
    ['https://pwm.im-cdn.it/image/1807380501/m-c.jpg', 'https://pwm.im-cdn.it/image/1807380501/xxl.jpg'],
    ['https://pwm.im-cdn.it/image/1804731801/cover-m-c.jpg', 'https://pwm.im-cdn.it/image/1804731801/xxl.jpg'],
    ['https://pwm.im-cdn.it/image/1301525458/thumb.jpg', 'https://pwm.im-cdn.it/image/1301525458/xxl.jpg'],
  ],
  notPhotos: ['https://www.immobiliare.it/logo.svg', 'https://pic.im-cdn.it/imagenoresize/1814751599.jpg', 'https://pic.im-cdn.it/plan/117941929/m.jpg'],
};
