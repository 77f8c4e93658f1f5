import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * Rightmove. Checked on the saved page shared/fixtures/listing-pages/rightmove-search-2.html
 * (jupiterhub/house-finder-property-size rm.html @ fd455da9, a 2025-26 Next.js search: card carousels `img[data-testid=property-img-N]` on
 * `/dir/crop/10:9-16:9/property-photo/<h>/<id>/<hash>_max_476x317.jpeg`, the rest of each card's
 * photos in __NEXT_DATA__ `searchResults.properties[].images`), and on our fixture
 * test/fixtures/sites/rightmove-detail.html, which reproduces a 2026 detail page read in place
 * (RealEstateWebTools/property_web_scraper astro-app/test/fixtures/uk_rightmove.html): carousel
 * slides `a[itemprop=photo]` whose <img> (only on slides near the current one) is the full-size
 * `/property-photo/<h>/<id>/<hash>.jpeg`; a "mini media" strip repeats them as 135x100
 * navigation thumbnails `/dir/property-photo/…_max_135x100.jpeg` beside the floor plan. Partner
 * logos (/partner-logo/), brand logos (/brand/), affiliation logos (/dir/customer/), branch
 * adverts (/partner-branchprofile/), floor plans (/dir/property-floorplan/), icons (/assets/) and
 * the static map (/map/) share the host and fall outside the photo pattern. The detail page's
 * `images` JSON: from public markup knowledge (the saved page was not read that far).
 */
export const urls: SiteUrls = {
  id: 'rightmove',
  pages: ['https://www.rightmove.co.uk/*'],
  photoUrl:
    '^https://media\\.rightmove\\.co\\.uk/(?:dir/)?(?:crop/[\\d:-]+/)?(?:property-photo/[0-9a-f]+/\\d+/[0-9a-f]+|\\d+k/\\d+/\\d+/[\\w-]+)(?:_max_\\d+x\\d+)?\\.(?:jpe?g|png)$',
  rewrites: [
    // An uncropped resized copy (`/dir/property-photo/…_max_WxH`) is the same photo the detail
    // page shows at full size as `/property-photo/…` (og:image, carousel): one URL per photo.
    { pattern: '^(https://media\\.rightmove\\.co\\.uk)/dir/(property-photo/[0-9a-f]+/\\d+/[0-9a-f]+)(?:_max_\\d+x\\d+)?(\\.(?:jpe?g|png))$', replacement: '$1/$2$3' },
    // `_max_WxH` caps the size; without it the media server returns the full-size file. The
    // crop prefix is kept: it is the rendition the site shows, at full resolution.
    { pattern: '^(https://media\\.rightmove\\.co\\.uk/.+)_max_\\d+x\\d+(\\.(?:jpe?g|png))$', replacement: '$1$2' },
  ],
};

/** Rightmove's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: [
    '^/properties/\\d+',
    '^/property-for-sale/',
    '^/property-to-rent/',
    '^/new-homes-for-sale/',
    '^/commercial-property-(?:for-sale|to-let)/',
    '^/student-accommodation/',
    '^/overseas-property/',
  ],
  // The detail page's 135x100 "mini media" strip is navigation (like the carousel's dots), not
  // photos to restyle: lib/sites/structure.ts's inThumbnailStrip leaves it out by what it is.
  ignore: ['img[class*="estateAgentLogo" i]', '[class*="EstateAgent_" i] img', 'img[alt$="Estate Agent Logo"]', 'img.logo'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Rightmove listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: { title: ['h1'], address: ['h1[itemprop="streetAddress"]', 'h1'], price: ['[data-testid="primaryPrice"]', 'article [class*="price" i] span'] },
  cards: {
    selector: '[data-testid^="propertyCard-"], .propertyCard, .l-searchResult',
    link: 'a[href*="/properties/"]',
    address: ['address', '[class*="PropertyAddress_address"]'],
    price: ['[class*="PropertyPrice_price__"]', '.propertyCard-priceValue'],
    json: true,
  },
  embedded: [{ key: 'images' }],
};

/**
 * Rightmove as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Rightmove',
  languages: { 'rightmove.co.uk': 'en' },
  photoHosts: ['https://media.rightmove.co.uk/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'shared/fixtures/listing-pages/rightmove-search-2.html',
    'test/fixtures/sites/rightmove-detail.html (reproduces RealEstateWebTools/property_web_scraper astro-app/test/fixtures/uk_rightmove.html @ 2e058d76cd7ede6a423265d0f5b6f8cb9d0f9349, a 2026 detail page)',
  ],
  listingPages: [
    'https://www.rightmove.co.uk/properties/88014684#/?channel=RES_LET',
    'https://www.rightmove.co.uk/property-to-rent/find.html?locationIdentifier=STATION%5E5162',
    'https://www.rightmove.co.uk/property-for-sale/London.html',
  ],
  otherPages: ['https://www.rightmove.co.uk/', 'https://www.rightmove.co.uk/house-prices.html', 'https://www.rightmove.co.uk/estate-agents.html'],
  resolves: [
    [
      'https://media.rightmove.co.uk/dir/crop/10:9-16:9/property-photo/0380f8267/87766707/0380f8267e6c94e989d13f5e5dfa670c_max_476x317.jpeg',
      'https://media.rightmove.co.uk/dir/crop/10:9-16:9/property-photo/0380f8267/87766707/0380f8267e6c94e989d13f5e5dfa670c.jpeg',
    ],
    [
      'https://media.rightmove.co.uk:443/dir/crop/10:9-16:9/property-photo/0380f8267/87766707/0380f8267e6c94e989d13f5e5dfa670c_max_296x197.jpeg',
      'https://media.rightmove.co.uk/dir/crop/10:9-16:9/property-photo/0380f8267/87766707/0380f8267e6c94e989d13f5e5dfa670c.jpeg',
    ],
    [
      'https://media.rightmove.co.uk/dir/property-photo/1ea796601/171844895/1ea796601ef4700b5cfa10c29a148d74_max_135x100.jpeg',
      'https://media.rightmove.co.uk/property-photo/1ea796601/171844895/1ea796601ef4700b5cfa10c29a148d74.jpeg',
    ],
  ],
  notPhotos: [
    'https://media.rightmove.co.uk/partner-logo/9988264-PRODUCTS_LOGO-1766060914.jpeg',
    'https://media.rightmove.co.uk/assets/7bb483729b5a8e26f73e1831cde5b842/_next/static/media/chevron-line.4e0268c8.svg',
    'https://media.rightmove.co.uk/map/_generate?width=360&height=380',
    'https://media.rightmove.co.uk/brand/brand_logo_115076_0000.jpeg',
    'https://media.rightmove.co.uk/dir/customer/industry-affiliation/property-redress-scheme_max_135x100.png',
    'https://media.rightmove.co.uk/dir/property-floorplan/8f8ae9051/171844895/8f8ae9051e5a3f2119adebc6fd749757_max_296x197.png',
    'https://media.rightmove.co.uk/partner-branchprofile/1502-BRANCH_PROFILE_MPU_RESALE-1764667507.gif',
  ],
};
