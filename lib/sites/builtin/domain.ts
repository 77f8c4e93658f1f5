import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * One Domain photo id: `<listing id>_<n>_<kind>_<yymmdd>_<hhmmss>[-w<W>-h<H>]`. The kind is a number
 * on current listings (`_1_1_`) and letters on older ones (`_1_pi_`, seen in public app data).
 */
const PHOTO_ID = '\\d+_\\d+_[a-z0-9]+_\\d{6}_\\d{6}(?:-w\\d+-h\\d+)?(?:\\.jpe?g)?';

/**
 * Domain (Australia). Checked on a 2026 detail page: RealEstateWebTools/property_web_scraper
 * astro-app/test/fixtures/au_domain.html @489e33f (reproduced in test/fixtures/sites/domain-detail-2026.html).
 * The gallery preview `[data-testid^="listing-details__gallery-preview"] button > picture` has
 * <source>s with media queries and no width descriptors and an <img src>, all on the signed resizer
 * `rimh2.domainstatic.com.au/<signature>=/fit-in/<W>x<H>/filters:.../<photo id>` (its size can't be
 * edited); the page's og:image and its `images` data name the original,
 * `bucket-api.domain.com.au/v1/bucket/image/<photo id>`, which is what a photo resolves to. The
 * agent's headshot and the agency logo go through the same resizer with an images.domain.com.au URL
 * after it (contact_<id>.png, searchlogo_<id>.gif): the photo pattern leaves them out. Search cards
 * are from public markup knowledge, not checked on a saved page (none was found).
 */
export const urls: SiteUrls = {
  id: 'domain',
  pages: ['https://www.domain.com.au/*'],
  photoUrl: `^https://(?:rimh2\\.domainstatic\\.com\\.au/.+/|bucket-api\\.domain\\.com\\.au/v1/bucket/image/)${PHOTO_ID}$`,
  rewrites: [
    {
      pattern: `^https://rimh2\\.domainstatic\\.com\\.au/.+/(${PHOTO_ID})$`,
      replacement: 'https://bucket-api.domain.com.au/v1/bucket/image/$1',
    },
  ],
};

/** Domain's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/[a-z0-9-]+-\\d{7,}/?$', '^/(?:sale|rent|sold-listings|new-homes)/', '^/project/'],
  ignore: ['img[class*="logo" i]', '[data-testid*="agent" i] img', '[data-testid*="branding" i] img', 'img[data-testid="fe-co-avatar--image"]'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Domain listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: { title: ['h1'], address: ['h1', '[data-testid="listing-details__button-copy-wrapper"]'], price: ['[data-testid="listing-details__summary-title"]'] },
  cards: {
    selector: 'li[data-testid^="listing-"], [data-testid="listing-card-wrapper-premiumplus"], [data-testid*="listing-card" i]',
    link: 'a[href*="domain.com.au/"], a[href^="/"]',
    address: ['[data-testid="address-wrapper"]'],
    price: ['[data-testid="listing-card-price"]'],
  },
  // The page's analytics data lists every photo's original first (`"images":[...]`); the gallery renders three.
  embedded: [{ key: 'images' }],
};

/**
 * Domain as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Domain',
  languages: { 'domain.com.au': 'en' },
  photoHosts: ['https://bucket-api.domain.com.au/*', 'https://rimh2.domainstatic.com.au/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'test/fixtures/sites/domain-detail-2026.html (reproduces RealEstateWebTools/property_web_scraper astro-app/test/fixtures/au_domain.html @489e33ff1558435203fd0786b24c59196f51231e, 2026 detail)',
    'search pages: from public markup knowledge, not checked on a saved page (none found)',
  ],
  listingPages: ['https://www.domain.com.au/12-smith-street-richmond-vic-3121-2018867071', 'https://www.domain.com.au/sale/richmond-vic-3121/'],
  otherPages: ['https://www.domain.com.au/', 'https://www.domain.com.au/news/'],
  resolves: [
    [
      'https://rimh2.domainstatic.com.au/THZzl-eOstF6Qluiv2C3_qWOqBo=/fit-in/1920x1080/filters:format(webp):quality(85):no_upscale()/2020615556_1_1_260218_045427-w1600-h1067',
      'https://bucket-api.domain.com.au/v1/bucket/image/2020615556_1_1_260218_045427-w1600-h1067',
    ],
    [
      'https://rimh2.domainstatic.com.au/AbCdEf123=/660x440/filters:format(jpeg):quality(80)/2013600063_1_pi_170517_031444-w800-h599',
      'https://bucket-api.domain.com.au/v1/bucket/image/2013600063_1_pi_170517_031444-w800-h599',
    ],
  ],
  notPhotos: [
    'https://rimh2.domainstatic.com.au/logo/agency.png',
    'https://rimh2.domainstatic.com.au/QR3kDcTuoMUH-wCflBE8C0xOnO4=/180x180/filters:format(webp):quality(85):no_upscale()/https://images.domain.com.au/img/23542/contact_1754764.png?date=639070241377700000',
  ],
};
