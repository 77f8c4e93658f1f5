import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * Redfin. Checked on saved pages: shared/fixtures/listing-pages/redfin-detail-1.html (hero
 * `span#MBImage > img` on bigphoto + grid `div.photo > img` on mbphotov3/genMid; the full list in
 * the `mediaBrowserInfo` JSON, whose fullScreenPhotoUrl is the bigphoto path) and
 * redfin-search-1.html (home cards `img.bp-Homecard__Photo--image`, islphoto/genIslnoResize and
 * rental `system_files/media/<id>_JPG/genDesktopMapHomeCardUrl/item_N.jpg`). Logos, badges and
 * flags live under /vLATEST/images/ and /v<version>/images/, which the photo pattern leaves out.
 * No other saved Redfin page was found. Redfin's listing data also names WebP photos (`photoFormat:
 * "webp"`, `bigphoto/<n>/<mls>_0.webp`, in jchorst/realestate-mcp tests/test_redfin_parsers.py
 * @ef14e1b, hand-made from that data): accepted too, the extension kept as the site wrote it.
 */
export const urls: SiteUrls = {
  id: 'redfin',
  pages: ['https://www.redfin.com/*'],
  photoUrl:
    '^https://ssl\\.cdn-redfin\\.com/(?:photo/\\d+/[a-z0-9]+/\\d+/[^/]+\\.(?:jpe?g|webp)|system_files/media/\\d+_JPG/gen[A-Za-z]+/item_\\d+\\.jpe?g)$',
  rewrites: [
    // genMid./genIslnoResize./genBcs./genTmb. renditions -> the full-screen bigphoto file.
    // (Rental `system_files/media` photos have no known larger rendition: kept as they are.)
    {
      pattern: '^(https://ssl\\.cdn-redfin\\.com/photo/\\d+)/(?:mbphotov3|mbpaddedwide|mbphoto|islphoto|midphoto|bcsphoto|tmbphoto)/(\\d+)/gen[A-Za-z]+\\.([^/]+\\.(?:jpe?g|webp))$',
      replacement: '$1/bigphoto/$2/$3',
    },
  ],
};

/** Redfin's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: [
    '/home/\\d+',
    '/apartment/\\d+',
    '^/(?:zipcode|city|neighborhood|county|school|state|metro)/',
    '/(?:apartments|houses|condos|townhouses)-for-rent',
  ],
  ignore: ['.map-img', 'img[class*="agent" i]', '[class*="agentPhoto" i]'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Redfin listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1'],
    address: ['h1.full-address', '.street-address', 'h1'],
    price: ['[data-rf-test-id="abp-price"] .statsValue', '.statsValue.price', '[data-rf-test-id="abp-price"]'],
  },
  cards: {
    selector: '.bp-Homecard, .HomeCardContainer',
    link: 'a[href*="/home/"], a[href*="/apartment/"]',
    address: ['.bp-Homecard__Address', 'address'],
    price: ['.bp-Homecard__Price--value'],
  },
  embedded: [{ key: 'mediaBrowserInfo' }],
};

/**
 * Redfin as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Redfin',
  languages: { 'redfin.com': 'en' },
  photoHosts: ['https://ssl.cdn-redfin.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['shared/fixtures/listing-pages/redfin-detail-1.html', 'shared/fixtures/listing-pages/redfin-search-1.html'],
  listingPages: [
    'https://www.redfin.com/WA/Kenmore/7718-NE-183rd-St-98028/home/282664',
    'https://www.redfin.com/zipcode/98109',
    'https://www.redfin.com/city/16163/WA/Seattle',
  ],
  otherPages: ['https://www.redfin.com/', 'https://www.redfin.com/news/', 'https://www.redfin.com/mortgage-rates', 'https://www.redfin.com/what-is-my-home-worth'],
  resolves: [
    ['https://ssl.cdn-redfin.com/photo/1/mbphotov3/635/genMid.2398635_7_0.jpg', 'https://ssl.cdn-redfin.com/photo/1/bigphoto/635/2398635_7_0.jpg'],
    ['https://ssl.cdn-redfin.com/photo/1/islphoto/635/genIslnoResize.2398635_0.jpg', 'https://ssl.cdn-redfin.com/photo/1/bigphoto/635/2398635_0.jpg'],
    ['https://ssl.cdn-redfin.com/photo/1/bigphoto/635/2398635_0.jpg', 'https://ssl.cdn-redfin.com/photo/1/bigphoto/635/2398635_0.jpg'],
    ['https://ssl.cdn-redfin.com/photo/103/mbpaddedwide/321/genMid.4366321_0.webp', 'https://ssl.cdn-redfin.com/photo/103/bigphoto/321/4366321_0.webp'],
    [
      'https://ssl.cdn-redfin.com/system_files/media/1142695_JPG/genDesktopMapHomeCardUrl/item_1.jpg',
      'https://ssl.cdn-redfin.com/system_files/media/1142695_JPG/genDesktopMapHomeCardUrl/item_1.jpg',
    ],
  ],
  notPhotos: [
    'https://ssl.cdn-redfin.com/vLATEST/images/apple-app-download-badge-284x84.png',
    'https://ssl.cdn-redfin.com/v592.2.2/images/logos/nwmls_small.png',
    'https://ssl.cdn-redfin.com/vLATEST/images/footer/equal-housing.png',
  ],
};
