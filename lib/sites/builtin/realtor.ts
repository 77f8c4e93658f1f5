import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/** The size part of an rdcpix rendition: `-w480_h360`, `-r3_w60_h60_q80`, `-w1020_h770_q80`, `-w480_h360_x2`. */
const SIZE = '(?:-(?:r\\d+_)?w\\d+_h\\d+(?:_q\\d+)?(?:_x\\d)?)?';
/** `<hash>l-<kind><id>`: `l-` marks a listing photo (agents are `a-e<id>`); kind m (MLS), b (builder), f, w. */
const PHOTO_ID = '[0-9a-f]+[a-z]?-[mfbw]\\d+';

/**
 * Realtor.com. Three layouts, all on `ap.rdcpix.com`:
 * - 2026 Next.js detail page (shared/fixtures/listing-pages/realtor-detail-1.html): hero carousel
 *   `li[data-testid=photo-slide] > button > img` and the tiled preview, `<hash>l-m<id>rd-w1280_h960.webp`;
 *   the ad slide carries a hidden copy of photo 1 (left out by its slot labelled as an ad,
 *   lib/sites/structure.ts, as is everything below that is not named by a selector). The header's
 *   saved-homes widget shows other listings' thumbnails on the same CDN (`.user-saved_body-element`,
 *   seen in jason-trentcyber/realtor-applet fixtures/realtor/M0000000001/gallery.html @c0aee30).
 * - 2020 search page (lquach2/Webscraping_Project realtor.html @29fcf12, San Francisco, May 2020;
 *   reproduced in test/fixtures/sites/realtor-search-2020.html): cards
 *   `li.component_property-card [data-testid=property-card] .photo-wrap img`, lazy after the first
 *   few (`src=""`, the URL in data-src), builder photos as `l-b<id>` (the `[mf]` pattern missed them),
 *   an advertisement card in the list.
 * - ~2017 Rails detail page (RealEstateWebTools/property_web_scraper astro-app/test/fixtures/realtor.html
 *   @7778d62; reproduced in test/fixtures/sites/realtor-detail-2017.html): owl carousel, photos under a
 *   numeric folder (`/<n>/<hash>l-m0xd-w1020_h770_q80.jpg`: the old pattern matched none, so the page
 *   had no button), lazy slides `img.owl-lazy[data-src]`, a blurred 60x60 copy behind each slide
 *   (its URL asks for a 60x60 rendition), copies of photo 1 behind the lead form and the ad
 *   (`.ldp-herocarousel-leadwrapper`) and a no-JS fallback repeating photos 1-2
 *   (`.ldp-gallery-main-fallback`): all three left out because the hero's "1/4 Photos" counts
 *   four (lib/sites/stated-count.ts), not by their class.
 */
export const urls: SiteUrls = {
  id: 'realtor',
  pages: ['https://www.realtor.com/*'],
  photoUrl: `^https://[a-z0-9]+\\.rdcpix\\.com/(?:\\d+/)?${PHOTO_ID}[a-z]{0,2}${SIZE}\\.(?:jpe?g|webp)$`,
  rewrites: [
    // The folder form (2017) knows no 2048 rendition; 1020x770 is the largest its own gallery served.
    {
      pattern: `^(https://[a-z0-9]+\\.rdcpix\\.com/\\d+/${PHOTO_ID}[a-z]{0,2})${SIZE}\\.(?:jpe?g|webp)$`,
      replacement: '$1-w1020_h770_q80.jpg',
    },
    // Any other rendition -> the 2048x1536 one (form seen in public listing data, not verified here).
    {
      pattern: `^(https://[a-z0-9]+\\.rdcpix\\.com/${PHOTO_ID})[a-z]{0,2}${SIZE}\\.(?:jpe?g|webp)$`,
      replacement: '$1s-w2048_h1536.jpg',
    },
  ],
};

/** Realtor.com's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/realestateandhomes-detail/', '^/realestateandhomes-search/', '^/apartments/', '^/rentals/', '^/newhomes/'],
  ignore: [
    '.user-saved_body-element',
    '.ads_container',
    '[data-testid*="agent" i] img',
    'img[class*="logo" i]',
    '[class*="agent-photo" i]',
    '[class*="AgentPhoto" i]',
  ],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Realtor.com listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1'],
    address: ['[data-testid="address-line-one"]', 'h1'],
    price: ['[data-testid="list-price"]', '[data-testid="price-section"]', '.ldp-header-price [itemprop="price"]'],
  },
  cards: {
    selector: '[data-testid="property-card"], [data-testid="card-content"], [data-testid*="result-card" i]',
    link: 'a[href*="/realestateandhomes-detail/"], a[href*="/rentals/details/"]',
    address: ['[data-testid="card-address"]', '[data-testid="card-address-1"]', '[data-label="pc-address"]'],
    price: ['[data-testid="card-price"]', '[data-label="pc-price"]'],
  },
  embedded: [{ key: 'photos' }],
};

/**
 * Realtor.com as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Realtor.com',
  languages: { 'realtor.com': 'en' },
  photoHosts: ['https://*.rdcpix.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'shared/fixtures/listing-pages/realtor-detail-1.html',
    'test/fixtures/sites/realtor-search-2020.html (reproduces lquach2/Webscraping_Project realtor.html @29fcf122d31289f9461eaa48e7dd05e985335e32, 2020 search)',
    'test/fixtures/sites/realtor-detail-2017.html (reproduces RealEstateWebTools/property_web_scraper astro-app/test/fixtures/realtor.html @7778d6220c1c6d91e5f85e371a516b0e092ff947, ~2017 detail)',
  ],
  listingPages: [
    'https://www.realtor.com/realestateandhomes-detail/123-Main-St_Portland_ME_04101_M12345-67890',
    'https://www.realtor.com/realestateandhomes-search/Portland_ME',
  ],
  otherPages: ['https://www.realtor.com/', 'https://www.realtor.com/news/', 'https://www.realtor.com/mortgage/rates/'],
  resolves: [
    [
      'https://ap.rdcpix.com/8727c07401b5424e0a23340ffa7e8555l-m3276659621od-w480_h360.webp',
      'https://ap.rdcpix.com/8727c07401b5424e0a23340ffa7e8555l-m3276659621s-w2048_h1536.jpg',
    ],
    [
      'https://ap.rdcpix.com/515ed693d1627ec20f211333cdf5f4a9l-b433569612od-w480_h360.webp',
      'https://ap.rdcpix.com/515ed693d1627ec20f211333cdf5f4a9l-b433569612s-w2048_h1536.jpg',
    ],
    [
      'https://ap.rdcpix.com/8733ccb00d478b9c2da5f180004934b2l-m746260011xd-w1020_h770_q80.jpg',
      'https://ap.rdcpix.com/8733ccb00d478b9c2da5f180004934b2l-m746260011s-w2048_h1536.jpg',
    ],
    [
      'https://ap.rdcpix.com/1181386804/6af1cc185beff7ea3b6e5804e4b18854l-m0xd-r3_w60_h60_q80.jpg',
      'https://ap.rdcpix.com/1181386804/6af1cc185beff7ea3b6e5804e4b18854l-m0xd-w1020_h770_q80.jpg',
    ],
    [
      'https://ap.rdcpix.com/1181386804/6af1cc185beff7ea3b6e5804e4b18854l-m0xd-w640_h480_q80.jpg',
      'https://ap.rdcpix.com/1181386804/6af1cc185beff7ea3b6e5804e4b18854l-m0xd-w1020_h770_q80.jpg',
    ],
  ],
  notPhotos: [
    'https://static.rdc.moveaws.com/images/logos/rdc-logo-default.svg',
    // An agent's headshot on the photo CDN (`a-e<id>`, not `l-`).
    'https://ap.rdcpix.com/0f00dd6bc3b594c72df8b818eef58691a-e2812190109od-r7_w110.jpg',
  ],
};
