import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/** Funda's two photo paths on cloud.funda.nl: the current `tiara-media/<uuid>/<uuid>` (no extension) and the older `valentina_media/<a>/<b>/<c>.jpg`. */
const TIARA = 'https://cloud\\.funda\\.nl/tiara-media/[0-9a-f-]{36}/[0-9a-f-]{36}';
const VALENTINA = 'https://cloud\\.funda\\.nl/valentina_media/\\d+/\\d+/\\d+';

/**
 * Funda. Checked on our fixture test/fixtures/sites/funda-search.html, which reproduces a 2025/26
 * search page read in place (daniel2002340/huisjeszoeken fixtures/funda/latest.html): each card
 * is `<img width=720 height=480 srcset="…/tiara-media/<uuid>/<uuid>?options=width=228 228w, …464w">`.
 * The `?options=width=N` query asks the CDN for a smaller copy; without it the CDN serves the
 * master (public scrapers of funda document the 228/464/720/1080/1440 steps and the 2160 master).
 * Older listings keep `valentina_media/<a>/<b>/<c>[_<size>].jpg`, whose bare `<c>.jpg` is the
 * full-size file. Detail pages: from public markup knowledge, not checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'funda',
  pages: ['https://www.funda.nl/*'],
  photoUrl: `^(?:${TIARA}|${VALENTINA}\\.jpg)$`,
  rewrites: [
    { pattern: `^(${TIARA})\\?.*$`, replacement: '$1' },
    { pattern: `^(${VALENTINA})(?:_[a-z0-9]+)?\\.(?:jpe?g|webp)(?:\\?.*)?$`, replacement: '$1.jpg' },
  ],
};

/** Funda's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/(?:en/)?(?:koop|huur|detail|zoeken|nieuwbouw)/'],
  ignore: ['img[alt="Funda logo"]', 'img[class*="logo" i]', 'a[href*="/makelaar/"] img', '[class*="makelaar" i] img', '[data-test-id*="broker" i] img'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Funda listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: { title: ['h1'], address: ['h1 span', 'h1'], price: ['[class*="price" i]'] },
  cards: {
    // A result is a Tailwind container query box (`@container`); older pages had test ids.
    selector: '[class~="@container"], [data-test-id="search-result-item"], li.search-result',
    link: 'a[href*="/detail/"], a[href*="/koop/"], a[href*="/huur/"]',
    title: ['[data-testid="listingDetailsAddress"]', '[data-test-id="street-name-house-number"]', 'h2'],
    address: ['[data-testid="listingDetailsAddress"]'],
    price: ['.mt-2 .font-semibold', '[data-test-id="price-sale"]', '[data-test-id="price-rent"]'],
  },
};

/**
 * Funda as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Funda',
  languages: { 'funda.nl': 'nl' },
  photoHosts: ['https://cloud.funda.nl/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'test/fixtures/sites/funda-search.html (reproduces daniel2002340/huisjeszoeken fixtures/funda/latest.html @ bb1fb961c0e76777c7248df1c5eb5b0168323c6a, a 2025/26 search page)',
    'detail pages: from public markup knowledge, not checked on a saved page',
  ],
  listingPages: [
    'https://www.funda.nl/detail/koop/amsterdam/appartement-keizersgracht-123/43487654/',
    'https://www.funda.nl/zoeken/koop?selected_area=%5B%22amsterdam%22%5D',
    'https://www.funda.nl/zoeken/huur?selected_area=[%22delft%22]',
  ],
  otherPages: ['https://www.funda.nl/', 'https://www.funda.nl/makelaars/'],
  resolves: [
    [
      'https://cloud.funda.nl/tiara-media/1a1b529f-4612-4b8c-a180-141e32666810/e61ea90d-e3b2-4862-9175-46e59afbad11?options=width=700',
      'https://cloud.funda.nl/tiara-media/1a1b529f-4612-4b8c-a180-141e32666810/e61ea90d-e3b2-4862-9175-46e59afbad11',
    ],
    ['https://cloud.funda.nl/valentina_media/169/343/794_720x480.jpg', 'https://cloud.funda.nl/valentina_media/169/343/794.jpg'],
    ['https://cloud.funda.nl/valentina_media/121/013/436_groot.jpg', 'https://cloud.funda.nl/valentina_media/121/013/436.jpg'],
    ['https://cloud.funda.nl/valentina_media/230/205/775.jpg?options=width=1440', 'https://cloud.funda.nl/valentina_media/230/205/775.jpg'],
  ],
  notPhotos: ['https://cloud.funda.nl/logo/makelaar.png', 'https://assets.fstatic.nl/shared/images/funda-logo-blue.svg'],
};
