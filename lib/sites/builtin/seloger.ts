import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/** A sealed photo on SeLoger's image host: `mms.seloger.com/a/b/c/d/<uuid>.jpg?ci_seal=<hex>`. */
const SEALED = 'https://mms\\.seloger\\.com/(?:[0-9a-f]/){4}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:jpe?g|png|webp)\\?ci_seal=[0-9a-f]+';

/**
 * SeLoger. Checked on shared/fixtures/listing-pages/seloger-detail-1.html (2026 AVIV React detail
 * page, RealEstateWebTools/property_web_scraper astro-app/test/fixtures/fr_seloger.html @ 95e8790c): the desktop gallery `[data-testid=cdp-gallery-desktop-preview]` shows
 * `mms.seloger.com/<a>/<b>/<c>/<d>/<uuid>.jpg?ci_seal=<hex>&w=1024&h=576`; the similar-listing
 * cards `[data-testid^=classified-card-mfe-]` show the same form at `&w=525&h=394`. Agency logos
 * sit on the same host as the bare sealed URL or `&h=50` only, so a listing photo is the sealed
 * URL with both `w` and `h`. The seal covers the path (one seal is used with and without the size
 * parameters), so the size is never rewritten past what the page itself asks for. The whole
 * gallery (14 photos) is in the page's JSON under `gallery.images` as bare sealed URLs: they get
 * the gallery's own `&w=1024&h=576`. The print-only copy (`.PrintPreview`, display:none) gets no
 * button. The older `v.seloger.com/s/<transform>/visuels/...` form is from public markup
 * knowledge, not checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'seloger',
  pages: ['https://www.seloger.com/*'],
  photoUrl: `^(?:${SEALED}&w=\\d+&h=\\d+|https://(?:v|mms)\\.seloger\\.com/s/[a-z]+/[\\dx]+/visuels/[\\w/]+\\.(?:jpe?g|png|webp))$`,
  rewrites: [{ pattern: '^https://(?:v|mms)\\.seloger\\.com/s/[a-z]+/[\\dx]+/(visuels/[\\w/]+\\.(?:jpe?g|png|webp))$', replacement: 'https://v.seloger.com/s/width/1280/$1' }],
};

/** SeLoger's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/annonces/', '^/list\\.htm', '^/classified-search', '^/immobilier/', '^/(?:achat|location)/'],
  ignore: ['.PrintPreview', 'img[class*="logo" i]', '[class*="agency" i] img', '[class*="Agency" i] img'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a SeLoger listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['[data-testid="cdp-hardfacts-title"]', 'h1'],
    address: ['[data-testid="cdp-location-address"]', '[class*="address" i]'],
    price: ['[data-testid="cdp-seo-wrapper"] span[aria-hidden="true"]', '[class*="price" i]'],
  },
  cards: {
    selector: '[data-testid^="classified-card-mfe-"], [data-testid="sl.explore.card-container"], [data-test="sl.card-container"]',
    link: 'a[data-testid="card-mfe-covering-link-testid"], a[href*="/annonces/"]',
    title: ['[data-testid="cardmfe-description-box-one-line-address"]', '[data-testid="sl.explore.card-title"]', 'h2'],
    address: ['[data-testid="cardmfe-description-box-one-line-address"]'],
    price: ['[data-testid="cardmfe-price-testid"]', '[data-test="sl.price-label"]'],
  },
  embedded: [{ key: 'gallery', rewrite: { pattern: `^(${SEALED})$`, replacement: '$1&w=1024&h=576' } }],
};

/**
 * SeLoger as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'SeLoger',
  languages: { 'seloger.com': 'fr' },
  photoHosts: ['https://v.seloger.com/*', 'https://mms.seloger.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'shared/fixtures/listing-pages/seloger-detail-1.html',
    'search pages and the v.seloger.com form: from public markup knowledge, not checked on a saved page (none found in public repositories)',
  ],
  listingPages: ['https://www.seloger.com/annonces/achat/appartement/paris-15eme-75/203456789.htm', 'https://www.seloger.com/list.htm?projects=2'],
  otherPages: ['https://www.seloger.com/', 'https://www.seloger.com/prix-de-l-immo/'],
  resolves: [
    [
      'https://mms.seloger.com/b/1/9/c/b19c8477-2ac7-4821-9f7c-24cc918e5a23.jpg?ci_seal=e03ca1eddf538765e1cba830479f68ce4e8011ef&w=1024&h=576',
      'https://mms.seloger.com/b/1/9/c/b19c8477-2ac7-4821-9f7c-24cc918e5a23.jpg?ci_seal=e03ca1eddf538765e1cba830479f68ce4e8011ef&w=1024&h=576',
    ],
    [
      'https://v.seloger.com/s/crop/590x330/visuels/1/7/t/3/17t3fitclms3bzwv8qshbyzh9dw32e9l0p0udr80k.jpg',
      'https://v.seloger.com/s/width/1280/visuels/1/7/t/3/17t3fitclms3bzwv8qshbyzh9dw32e9l0p0udr80k.jpg',
    ],
  ],
  notPhotos: [
    'https://v.seloger.com/logo/agence.png',
    // An agency avatar (bare sealed URL) and an agency logo (height only), both seen on the saved page.
    'https://mms.seloger.com/e/3/b/c/e3bc0e9a-b023-4995-8349-e233d338d36a.jpg?ci_seal=e69cfb33712aa77477c1c265fce66cf8029fc5d1',
    'https://mms.seloger.com/5/1/e/e/51eee2f6-5f2f-4629-a730-721b455d5f23.jpg?ci_seal=f3ca89e755e154ee2ef842f59727c2b0983df7c3&h=50',
  ],
};
