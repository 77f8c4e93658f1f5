import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * The rendition names of one Zillow fp photo id (listing photos; `h_g` headshots are not among
 * them). Trulia's proxy serves `full` and `f_b` (both seen in public listing data, .jpg and .webp).
 */
const FP_SIZES = '(?:cc_ft_\\d+|p_[a-h]|d_d|o_a|f_b|full|uncropped_scaled_within_\\d+_\\d+)';

/**
 * Trulia (a Zillow brand). No saved page of today's site could be found. The only saved Trulia
 * pages found are seven 2015 detail pages (MacHu-GWU/crawl_trulia-project tests/testdata/*.html
 * @328e26c4fe5590307aa5f45dfce0f425e29f3995: `/property/<id>-<slug>` URLs, the hero a CSS background
 * `div.photoPlayerCurrentItem[data-role=propertyImage]` on thumbs.trulia-cdn.com/pictures/thumbs_4/ps.81/...);
 * that layout is gone (Trulia now serves Zillow's photos), so it is not supported and its CDN gets
 * no host permission. Today's photo URLs, seen in public listing data and code: Zillow's CDN
 * (`photos.zillowstatic.com/fp/<hex>-<size>.jpg`) or Trulia's proxy of it
 * (`www.trulia.com/pictures/thumbs_<n>/zillowstatic/fp/<hex>-{full,f_b}.{jpg,webp}`); both resolve
 * to Zillow's uncropped 1536x1152 rendition of the same fp id. Selectors are from public markup
 * knowledge (`data-testid` names also used by public scrapers: on-market-price-details,
 * property-card-link), not checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'trulia',
  pages: ['https://www.trulia.com/*'],
  photoUrl: `^https://photos\\.zillowstatic\\.com/fp/[0-9a-f]{32}-${FP_SIZES}\\.(?:jpe?g|webp|png)$`,
  rewrites: [
    {
      pattern: `^https://www\\.trulia\\.com/pictures/thumbs_\\d+/zillowstatic/fp/([0-9a-f]{32})-${FP_SIZES}\\.(?:jpe?g|webp)$`,
      replacement: 'https://photos.zillowstatic.com/fp/$1-uncropped_scaled_within_1536_1152.jpg',
    },
    {
      pattern: `^(https://photos\\.zillowstatic\\.com/fp/[0-9a-f]{32})-${FP_SIZES}\\.(?:jpe?g|webp|png)$`,
      replacement: '$1-uncropped_scaled_within_1536_1152.jpg',
    },
  ],
};

/** Trulia's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/home/', '^/p/', '^/builder-community/', '^/(?:for_sale|for_rent|sold)/', '^/[A-Z]{2}/[^/]+/'],
  ignore: ['[data-testid*="agent" i] img', 'img[class*="logo" i]', '[class*="AgentPhoto" i]'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Trulia listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: { title: ['h1'], address: ['[data-testid="home-details-summary-headline"]', 'h1'], price: ['[data-testid="on-market-price-details"]'] },
  cards: {
    selector: '[data-testid="home-card-sale"], [data-testid="home-card-rental"], [data-testid*="home-card" i]',
    link: 'a[href*="/home/"], a[href*="/p/"]',
    address: ['[data-testid="property-address"]'],
    price: ['[data-testid="property-price"]'],
  },
};

/**
 * Trulia as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Trulia',
  languages: { 'trulia.com': 'en' },
  photoHosts: ['https://www.trulia.com/pictures/*', 'https://photos.zillowstatic.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'from public markup knowledge, not checked on a saved page: none of the current site was found; the 2015 pages of MacHu-GWU/crawl_trulia-project tests/testdata @328e26c show a layout that is gone',
  ],
  listingPages: ['https://www.trulia.com/home/123-main-st-portland-me-04101-12345678', 'https://www.trulia.com/ME/Portland/'],
  otherPages: ['https://www.trulia.com/', 'https://www.trulia.com/mortgage-rates/'],
  resolves: [
    [
      'https://www.trulia.com/pictures/thumbs_4/zillowstatic/fp/81507e42799e587ad76f57a4d2a55ba0-full.jpg',
      'https://photos.zillowstatic.com/fp/81507e42799e587ad76f57a4d2a55ba0-uncropped_scaled_within_1536_1152.jpg',
    ],
    [
      'https://www.trulia.com/pictures/thumbs_5/zillowstatic/fp/00ca20c0f040f67e66bfc6738275e5fa-f_b.jpg',
      'https://photos.zillowstatic.com/fp/00ca20c0f040f67e66bfc6738275e5fa-uncropped_scaled_within_1536_1152.jpg',
    ],
    [
      'https://www.trulia.com/pictures/thumbs_6/zillowstatic/fp/0082534543178d83e75145f292ada892-full.webp',
      'https://photos.zillowstatic.com/fp/0082534543178d83e75145f292ada892-uncropped_scaled_within_1536_1152.jpg',
    ],
  ],
  notPhotos: [
    'https://photos.zillowstatic.com/fp/ba9eb2a9979b1e8f9f23322b5bfef1d7-h_g.jpg',
    'https://static.trulia-cdn.com/images/icons/map_icon_70x70_txl2.png',
  ],
};
