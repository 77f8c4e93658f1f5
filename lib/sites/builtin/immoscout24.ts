import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/**
 * ImmoScout24. Checked on our fixture test/fixtures/sites/immoscout24-expose.html, which
 * reproduces a browser-saved 2026 expose read in place (m-guseva/flat-buying-tracker
 * tests/fixtures/immoscout24.html): the gallery entry point `#is24-gallery-entry-point` shows a
 * hero and three tiles, `img[data-testid=gallery-entry-image]` sized by percentages only, on
 * `pictures.immobilienscout24.de/listings/<uuid>-<n>.jpg/ORIG/<transform chain>`. (In that saved
 * page the browser had rewritten every src to a local file, which is why a saved copy shows no
 * photo; the live page carries the CDN URL.) The path up to the extension, without the transform
 * chain, is the uploaded original. All photos (and the floor plan, which the JSON cannot tell
 * apart by URL) are in `IS24.expose.galleryData`. Realtor logos live under `/usercontent/`,
 * outside the photo pattern. Search pages: from public markup knowledge, not checked on a saved page.
 */
export const urls: SiteUrls = {
  id: 'immoscout24',
  pages: ['https://www.immobilienscout24.de/*'],
  photoUrl: '^https://pictures\\.immobilienscout24\\.de/listings/[0-9a-f-]+-\\d+\\.(?:jpe?g|png)$',
  // Everything after the extension is the image service's transform chain (resize, format, quality).
  rewrites: [{ pattern: '^(https://pictures\\.immobilienscout24\\.de/listings/[\\w-]+\\.(?:jpe?g|png))/.*$', replacement: '$1' }],
};

/** ImmoScout24's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: ['^/(?:[a-z]{2}/)?expose/\\d+', '^/Suche/', '^/neubau/'],
  ignore: ['.realtorLogoContainer', 'img[class*="logo" i]', '[class*="realtor" i] img', '[data-qa*="logo" i]'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a ImmoScout24 listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1[data-qa="expose-title"]', '#expose-title', 'h1'],
    address: ['[data-qa="is24-expose-address"] .address-text', '[data-qa="is24-expose-address"]', '.address-block'],
    price: ['.is24-preis-section .is24-value', '.is24qa-kaufpreis', '.is24qa-kaltmiete'],
  },
  cards: {
    selector: 'li.result-list__listing, article[data-obid], [data-testid="result-list-entry"]',
    link: 'a[href*="/expose/"]',
    title: ['h2', 'h5'],
    address: ['.result-list-entry__address', 'button[class*="address" i]'],
    price: ['dd', '[class*="price" i]'],
  },
  embedded: [{ key: 'galleryData' }],
};

/**
 * ImmoScout24 as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'ImmoScout24',
  languages: { 'immobilienscout24.de': 'de' },
  photoHosts: ['https://pictures.immobilienscout24.de/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'test/fixtures/sites/immoscout24-expose.html (reproduces m-guseva/flat-buying-tracker tests/fixtures/immoscout24.html @ 3ab421b4ad2fbbe24892526bfa424c4aa4cb3031, a 2026 expose)',
    'search pages: from public markup knowledge, not checked on a saved page',
  ],
  listingPages: [
    'https://www.immobilienscout24.de/expose/169009235',
    'https://www.immobilienscout24.de/en/expose/169009235',
    'https://www.immobilienscout24.de/Suche/de/berlin/berlin/wohnung-mieten',
  ],
  otherPages: ['https://www.immobilienscout24.de/', 'https://www.immobilienscout24.de/baufinanzierung/'],
  resolves: [
    [
      'https://pictures.immobilienscout24.de/listings/811bee90-a89f-49bd-8b94-4d706c316831-1881924309.jpg/ORIG/resize/1106x830%3E/format/webp/quality/73',
      'https://pictures.immobilienscout24.de/listings/811bee90-a89f-49bd-8b94-4d706c316831-1881924309.jpg',
    ],
    [
      'https://pictures.immobilienscout24.de/listings/fab0ca13-ba8a-48eb-b635-f3914c618a11-1630509225.jpeg/ORIG/legacy_thumbnail/80x60/format/jpg/quality/80',
      'https://pictures.immobilienscout24.de/listings/fab0ca13-ba8a-48eb-b635-f3914c618a11-1630509225.jpeg',
    ],
  ],
  notPhotos: [
    'https://pictures.immobilienscout24.de/usercontent/20cc160a-f8da-4537-aba7-64f8099048a4.PNG/ORIG/resize/150x150%3E/quality/80',
    'https://www.static-immobilienscout24.de/fro/core/8.9.1/img/is24-logo.svg',
  ],
};
