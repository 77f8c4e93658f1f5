import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * OnTheMarket. Checked on shared/fixtures/listing-pages/onthemarket-detail-1.html (2026 Next.js +
 * tailwind detail page, RealEstateWebTools/property_web_scraper astro-app/test/fixtures/uk_onthemarket.html @ ec41bbe9): Swiper gallery `.swiper-slide > a > img` and the desktop grid, photos on
 * `media.onthemarket.com/properties/<id>/<n>/image-<i>-<W>x<H>.jpg` with 1024x1024 the large
 * rendition. The 48 px round "pill" thumbnails (`img.rounded-full`, sized by external tailwind
 * CSS, so no size attribute says they are small) are navigation, not photos. Agent logos live
 * under `/agents/`, outside the photo pattern. Search cards: from public markup knowledge, not
 * checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'onthemarket',
  pages: ['https://www.onthemarket.com/*'],
  photoUrl: '^https://media\\.onthemarket\\.com/properties/\\d+/\\d+/(?:image|floorplan)-\\d+-\\d+x\\d+\\.(?:jpe?g|png|webp)$',
  rewrites: [{ pattern: '^(https://media\\.onthemarket\\.com/properties/\\d+/\\d+/image-\\d+)-\\d+x\\d+\\.(?:jpe?g|webp)$', replacement: '$1-1024x1024.jpg' }],
};

/** OnTheMarket's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/details/\\d+', '^/(?:for-sale|to-rent|new-homes|commercial)/'],
  ignore: ['img.rounded-full', 'img[class*="logo" i]', '[class*="agent" i] img'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a OnTheMarket listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1[data-test="property-title"]', 'h1'],
    address: ['h1[data-test="property-title"] + div', '[data-test="address"]', 'h1'],
    price: ['[data-test="property-price"]', '[data-test="price"]', '.price'],
  },
  cards: {
    selector: 'li.otm-PropertyCard, [id^="result-"], [data-component="search-result-property-card"]',
    link: 'a[href*="/details/"]',
    address: ['address', '.address'],
    price: ['.otm-Price', '.price'],
  },
};

/**
 * OnTheMarket as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'OnTheMarket',
  languages: { 'onthemarket.com': 'en' },
  photoHosts: ['https://media.onthemarket.com/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'shared/fixtures/listing-pages/onthemarket-detail-1.html',
    'search cards: from public markup knowledge, not checked on a saved page (none found in public repositories)',
  ],
  listingPages: ['https://www.onthemarket.com/details/12721086/', 'https://www.onthemarket.com/for-sale/property/london/'],
  otherPages: ['https://www.onthemarket.com/', 'https://www.onthemarket.com/agents/'],
  resolves: [
    [
      'https://media.onthemarket.com/properties/12721086/1430811177/image-0-480x320.jpg',
      'https://media.onthemarket.com/properties/12721086/1430811177/image-0-1024x1024.jpg',
    ],
  ],
  notPhotos: ['https://media.onthemarket.com/agents/branches/12345/logo.png'],
};
