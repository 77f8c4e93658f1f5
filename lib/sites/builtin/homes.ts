import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * Homes.com. Checked on the human-captured DOM slices of a 2026 detail page in
 * jason-trentcyber/realtor-applet (fixtures/homes/x0000000000000/carousel.html and
 * gallery-modal.html @f9eee6b; reproduced in test/fixtures/sites/homes-detail-2026.html):
 * `#gallery-primary-carousel` shows the hero slide's photos (the rest are spacer.gif placeholders
 * until scrolled to), and the full-screen viewer `#gallery-modal-v2` has one `.embla__slide` per
 * photo, loaded ones in src, lazy ones in data-image. Photos live on
 * `images.homes.com/listings/<size code>/<10 digits>-<9 digits>/<slug>.jpg`; the codes seen are 104
 * (thumbnail), 115 (325x217), 117 (650x433), 214 (with `?t=p`) and 111 (1240x826, the largest the
 * viewer itself loads), so every code is rewritten to 111. Traps: `.fb-slide` "flashback" slides are
 * an earlier listing's photos, past the viewer's "1/55" count (left out by lib/sites/stated-count.ts,
 * not by their class); the `imagescdn.homes.com/i2/` resizer serves agents, schools,
 * neighbourhoods and slides past the viewer's count, none of them this listing's photos. Search
 * cards are from public markup knowledge, not checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'homes',
  pages: ['https://www.homes.com/*'],
  photoUrl: '^https://images\\.homes\\.com/listings/\\d+/[\\w-]+(?:/[\\w.-]+)?\\.(?:jpe?g|webp|png)$',
  rewrites: [
    {
      pattern: '^(https://images\\.homes\\.com/listings)/\\d+(/\\d{10}-\\d{9}/[\\w.-]+\\.(?:jpe?g|webp|png))(?:\\?[^#]*)?$',
      replacement: '$1/111$2',
    },
  ],
};

/** Homes.com's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/property/', '^/[a-z0-9-]+/(?:homes-for-sale|homes-for-rent|apartments-for-rent|houses-for-rent|condos-for-sale)', '^/(?:for-sale|for-rent)/'],
  ignore: ['img[class*="logo" i]', '[class*="agent" i] img', '[class*="broker" i] img'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Homes.com listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1'],
    address: ['.property-info-address', '#gallery-modal-v2 .address', '.property-info .address', 'h1'],
    price: ['.property-info-price', '#price'],
  },
  cards: {
    selector: '.placard, [class*="placard-container" i]',
    link: 'a[href*="/property/"]',
    address: ['.property-name', 'address'],
    price: ['.price-container', '[class*="price" i]'],
  },
};

/**
 * Homes.com as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Homes.com',
  languages: { 'homes.com': 'en' },
  photoHosts: ['https://images.homes.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'test/fixtures/sites/homes-detail-2026.html (reproduces jason-trentcyber/realtor-applet fixtures/homes/x0000000000000/{carousel,gallery-modal}.html @f9eee6b6e11376ba97f7df72960679e1529df09d, 2026 detail)',
  ],
  listingPages: ['https://www.homes.com/property/405-wallace-ave-indianapolis-in/abc123/', 'https://www.homes.com/indianapolis-in/homes-for-sale/'],
  otherPages: ['https://www.homes.com/', 'https://www.homes.com/news/'],
  resolves: [
    [
      'https://images.homes.com/listings/215/8366355683-275918771/405-wallace-ave-indianapolis-in-primaryphoto.jpg',
      'https://images.homes.com/listings/111/8366355683-275918771/405-wallace-ave-indianapolis-in-primaryphoto.jpg',
    ],
    [
      'https://images.homes.com/listings/214/6300000000-000000000/123-away-st-14.jpg?t=p',
      'https://images.homes.com/listings/111/6300000000-000000000/123-away-st-14.jpg',
    ],
    // Without the slug folder (seen in public listing data): no known size to rewrite to, kept.
    ['https://images.homes.com/listings/214/1007620603-872007331-original.jpg', 'https://images.homes.com/listings/214/1007620603-872007331-original.jpg'],
  ],
  notPhotos: [
    'https://images.homes.com/logo.svg',
    'https://www.homes.com/assets/images/spacer.gif',
    'https://imagescdn.homes.com/i2/DR3rh3ZAFGmxdce_vrcZB-VfI1qR7cPIq11ixKmzhCY/117/bayside-high-school-bayside-ny-2-schoolphoto.jpg',
  ],
};
