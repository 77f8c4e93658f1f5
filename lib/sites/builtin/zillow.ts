import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/** The rendition names of one Zillow fp photo id (listing photos; `h_g` headshots are not among them). */
const FP_SIZES = '(?:cc_ft_\\d+|p_[a-h]|d_d|o_a|uncropped_scaled_within_\\d+_\\d+)';

/**
 * Zillow. Checked on saved pages: shared/fixtures/listing-pages/zillow-detail-1.html (homedetails:
 * gallery `li.media-stream-tile > figure > button > picture`, all 29 photos in `responsivePhotos`
 * JSON) and zillow-search-1.html (rentals search: card carousels `a.carousel-photo > picture` whose
 * <img src=""> is EMPTY, the photo only in <source srcset>; `carouselPhotos` in __NEXT_DATA__).
 * Agent headshots share the CDN path (`fp/<hex>-h_g.jpg`): the photo pattern leaves that size out.
 * Also checked on a 2026 detail page's gallery, jason-trentcyber/realtor-applet
 * fixtures/zillow/Z1000000001/gallery.html @2f5f397 (reproduced in test/fixtures/sites/zillow-detail-2026.html):
 * `[data-testid=hollywood-gallery-images-tile-list] > li.media-stream-tile` as above, one tile being
 * the 3D-tour poster on www.zillowstatic.com/vrmodels/ (not the photo host: no button).
 */
export const urls: SiteUrls = {
  id: 'zillow',
  pages: ['https://www.zillow.com/*'],
  photoUrl: `^https://photos\\.zillowstatic\\.com/(?:fp/[0-9a-f]{32}-${FP_SIZES}\\.(?:jpe?g|webp|png)|p_[a-n]/[A-Za-z0-9]+\\.jpe?g)$`,
  rewrites: [
    // Every listing-photo size of one fp id has the uncropped 1536x1152 rendition (seen in
    // responsivePhotosOriginalRatio on the saved detail page); JPEG is served for all of them.
    {
      pattern: `^(https://photos\\.zillowstatic\\.com/fp/[0-9a-f]{32})-${FP_SIZES}\\.(?:jpe?g|webp|png)$`,
      replacement: '$1-uncropped_scaled_within_1536_1152.jpg',
    },
  ],
};

/** Zillow's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: [
    '^/homedetails/',
    '^/homes/',
    '^/b/',
    '^/apartments/',
    '^/community/',
    // City/zip search pages: /brunswick-me-04011/rentals/, /new-york-ny/sold/
    '^/[a-z0-9-]+-[a-z]{2}(?:-\\d{5})?/',
    '^/(?:rent|rentals|for_sale|for_rent|sold|new-construction)(?:/|$)',
  ],
  ignore: ['[data-testid^="agent-"]', '.map_placeholder_tile', 'img[alt="agent image"]'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Zillow listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: { title: ['h1'], address: ['h1'], price: ['[data-testid="price"]', '[data-test="price"]'] },
  cards: {
    selector: 'article[data-test="property-card"], [data-testid="property-card"]',
    link: 'a[data-test="property-card-link"], a.property-card-link, a[href*="/homedetails/"], a[href*="/b/"]',
    address: ['address'],
    price: ['[data-test="property-card-price"]'],
    json: true,
  },
  embedded: [{ key: 'responsivePhotos' }],
};

/**
 * Zillow as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Zillow',
  languages: { 'zillow.com': 'en' },
  photoHosts: ['https://photos.zillowstatic.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'shared/fixtures/listing-pages/zillow-detail-1.html',
    'shared/fixtures/listing-pages/zillow-search-1.html',
    'test/fixtures/sites/zillow-detail-2026.html (reproduces jason-trentcyber/realtor-applet fixtures/zillow/Z1000000001/gallery.html @2f5f3973b67f462b5bde8add41a039db4832b22e, 2026 detail)',
  ],
  listingPages: [
    'https://www.zillow.com/homedetails/304-Sparrow-Hawk-McKinney-TX-75072/53109906_zpid/',
    'https://www.zillow.com/brunswick-me-04011/rentals/',
    'https://www.zillow.com/homes/for_sale/',
    'https://www.zillow.com/b/building/43.90381,-69.918846_ll/',
  ],
  otherPages: ['https://www.zillow.com/', 'https://www.zillow.com/mortgage-rates/', 'https://www.zillow.com/agent-finder/', 'https://www.zillow.com/research/'],
  resolves: [
    [
      'https://photos.zillowstatic.com/fp/81507e42799e587ad76f57a4d2a55ba0-cc_ft_960.jpg',
      'https://photos.zillowstatic.com/fp/81507e42799e587ad76f57a4d2a55ba0-uncropped_scaled_within_1536_1152.jpg',
    ],
    [
      'https://photos.zillowstatic.com/fp/2449ce715f586c31f41e5cb12d7bad2f-p_e.webp',
      'https://photos.zillowstatic.com/fp/2449ce715f586c31f41e5cb12d7bad2f-uncropped_scaled_within_1536_1152.jpg',
    ],
  ],
  notPhotos: [
    'https://photos.zillowstatic.com/fp/ba9eb2a9979b1e8f9f23322b5bfef1d7-h_g.jpg',
    'https://www.zillowstatic.com/s3/pfs/static/z-logo-default.svg',
    'https://www.zillowstatic.com/vrmodels/00000000-0000-0000-0000-000000000000/pano/0000000000/0000000/poster.jpg',
  ],
};
