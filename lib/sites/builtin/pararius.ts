import type { AdapterExamples, BuiltinSiteRules, ListingRules, ListingSite, SiteUrls } from '../types';

/** Pararius's photo CDN: `<listing uuid>/<32 hex>.<ext>`, or `photo/<32 hex>.<ext>` in e-mail alerts. */
const CDN = 'https://casco-media-prod\\.global\\.ssl\\.fastly\\.net';

/**
 * Pararius (.com, .nl). Checked on our fixtures, which reproduce saved pages read in place:
 * test/fixtures/sites/pararius-detail.html (a late-2021 detail page: the carrousel's later slides
 * keep their real <picture> in a <noscript> next to a `data:` SVG placeholder <img>; the last
 * slide repeats the first photo under a "Plan a viewing" call to action (lib/sites/structure.ts
 * leaves it out by its link to the contact page); comparable listings are
 * cards of other listings) and test/fixtures/sites/pararius-search.html (a 2026 search page:
 * `wc-picture` cards whose lazy ones now keep the real <picture> in a <template>). Photos are
 * `…/<uuid>/<hash>.jpg?width=N&auto=webp`; the query is Fastly's image optimizer, so the bare path
 * is the uploaded original. Images are sized "100%", so only the adapter's rules tell a photo from
 * a logo: the agent's logo is on media.pararius.nl, outside the photo pattern.
 */
export const urls: SiteUrls = {
  id: 'pararius',
  pages: ['https://www.pararius.com/*', 'https://www.pararius.nl/*'],
  photoUrl: `^${CDN}/(?:[0-9a-f-]{36}|photo)/[0-9a-f]{32}\\.(?:jpe?g|png|webp)$`,
  rewrites: [{ pattern: `^(${CDN}/[^?]+)\\?.*$`, replacement: '$1' }],
};

/** Pararius's reading rules: what the built-in sites' content script carries of it. */
export const rules: BuiltinSiteRules = {
  ...urls,
  listingPages: [
    '^/(?:en/)?(?:apartment|house|room|studio)s?-for-rent/',
    '^/(?:apartments|houses|rooms|studios)/',
    '^/(?:huurwoningen|koopwoningen|appartement-te-huur|huis-te-huur|studio-te-huur|kamer-te-huur|appartement-te-koop|huis-te-koop|appartementen|huizen)/',
  ],
  // The call-to-action slide repeats the first photo under an overlay: not a photo of its own.
  ignore: ['.ad-unit', '[class*="agent-detail-logo"]', 'img[class*="logo" i]', '[class*="broker" i] img'],
  minSize: { width: 60, height: 40 },
};

/**
 * How a click reads a Pararius listing (its title, address, price and photos): apart from
 * `rules`, as only the listing reader carries it (lib/sites/listing-rules.ts).
 */
export const listing: ListingRules = {
  page: {
    title: ['h1.listing-detail-summary__title', 'h1'],
    address: ['.listing-detail-summary__location', '[class*="location" i]'],
    price: ['.listing-detail-summary__price', '[class*="price" i]'],
  },
  cards: {
    selector: 'section.listing-search-item, section.listing-summary',
    link: 'a.listing-search-item__link--title, a.listing-summary__link, a[href*="-for-rent/"], a[href*="-te-huur/"]',
    title: ['.listing-search-item__title', '.listing-summary__title', 'h2', 'h3'],
    address: ['.listing-search-item__sub-title', '.listing-summary__location'],
    price: ['.listing-search-item__price', '.listing-summary__price'],
  },
};

/**
 * Pararius as the manifest, the background and the panel know it: its pages and photo URLs,
 * its name, the language of its listings and its photo hosts; not its reading rules.
 */
export const site: ListingSite = {
  ...urls,
  name: 'Pararius',
  // pararius.com also has English pages, but its listings are Dutch rentals: the market's language.
  languages: { 'pararius.com': 'nl', 'pararius.nl': 'nl' },
  photoHosts: ['https://casco-media-prod.global.ssl.fastly.net/*'],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: [
    'test/fixtures/sites/pararius-detail.html (reproduces michetonu/housing-scraping-nl tests/data/test_listing_pararius.html @ dc4ed721fab46b19bfdb4ba939e329eb06613a9e, a 2021 detail page)',
    'test/fixtures/sites/pararius-search.html (reproduces daniel2002340/huisjeszoeken fixtures/pararius/latest.html @ bb1fb961c0e76777c7248df1c5eb5b0168323c6a, a 2026 search page)',
  ],
  listingPages: [
    'https://www.pararius.com/apartment-for-rent/groningen/a3dc47c1/nieuwe-blekerstraat',
    'https://www.pararius.nl/huurwoningen/amsterdam',
    'https://www.pararius.nl/appartement-te-huur/delft/2e760d4e/vlamingstraat',
    'https://www.pararius.nl/huis-te-koop/almere/f38b9ba5/anjerstraat',
  ],
  otherPages: ['https://www.pararius.com/', 'https://www.pararius.com/real-estate-agents/amsterdam', 'https://www.pararius.nl/makelaars/delft/van-weelde-vastgoed'],
  resolves: [
    [
      'https://casco-media-prod.global.ssl.fastly.net/a3dc47c1-4a83-5290-99a3-cfa1e1e8c15c/f107e7c1201789f0338e4e674bb75db7.jpg?width=400&auto=webp',
      'https://casco-media-prod.global.ssl.fastly.net/a3dc47c1-4a83-5290-99a3-cfa1e1e8c15c/f107e7c1201789f0338e4e674bb75db7.jpg',
    ],
    [
      'https://casco-media-prod.global.ssl.fastly.net/photo/22d538909e9d77dfea0bc780435d5242.jpg',
      'https://casco-media-prod.global.ssl.fastly.net/photo/22d538909e9d77dfea0bc780435d5242.jpg',
    ],
  ],
  notPhotos: [
    'https://casco-media-prod.global.ssl.fastly.net/logo/agent.png',
    'https://media.pararius.nl/image/EA0000012000/EA0000012722/image/jpeg/120x260/Van_Huis_Uit_MakelaarsAmsterdamJanPieter-cf24_1.jpg',
  ],
};
