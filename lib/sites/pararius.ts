import type { AdapterExamples, ListingSite } from './types';

/**
 * Pararius (.com, .nl). From public markup knowledge, not checked on a saved page: photos on
 * `casco-media-prod.global.ssl.fastly.net/<uuid>/<hash>.jpg?width=600&auto=webp`; the image
 * optimizer's query is dropped for the original file.
 */
export const pararius: ListingSite = {
  id: 'pararius',
  name: 'Pararius',
  pages: ['https://www.pararius.com/*', 'https://www.pararius.nl/*'],
  // pararius.com also has English pages, but its listings are Dutch rentals: the market's language.
  languages: { 'pararius.com': 'nl', 'pararius.nl': 'nl' },
  photoHosts: ['https://casco-media-prod.global.ssl.fastly.net/*'],
  listingPages: [
    '^/(?:en/)?(?:apartment|house|room|studio)s?-for-rent/',
    '^/(?:apartments|houses|rooms|studios)/',
    '^/(?:huurwoningen|appartement-te-huur|huis-te-huur|studio-te-huur|kamer-te-huur|appartementen|huizen)/',
  ],
  photoUrl: '^https://casco-media-prod\\.global\\.ssl\\.fastly\\.net/(?:[0-9a-f-]{36}|photo)/[0-9a-f]+\\.(?:jpe?g|png|webp)(?:\\?.*)?$',
  rewrites: [{ pattern: '^(https://casco-media-prod\\.global\\.ssl\\.fastly\\.net/[^?]+)\\?.*$', replacement: '$1' }],
  ignore: ['img[class*="logo" i]', '[class*="agent" i] img', '[class*="broker" i] img'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1'], address: ['[class*="location" i]', 'h1'], price: ['[class*="price" i]'] },
  cards: {
    selector: 'li.search-list__item--listing, section.listing-search-item',
    link: 'a[href*="-for-rent/"], a[href*="-te-huur/"]',
    title: ['.listing-search-item__title', 'h2'],
    address: ['.listing-search-item__sub-title', '[class*="location" i]'],
    price: ['.listing-search-item__price', '[class*="price" i]'],
  },
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['from public markup knowledge, not checked on a saved page'],
  listingPages: ['https://www.pararius.com/apartment-for-rent/groningen/a3dc47c1/nieuwe-blekerstraat', 'https://www.pararius.nl/huurwoningen/amsterdam'],
  otherPages: ['https://www.pararius.com/', 'https://www.pararius.com/real-estate-agents/amsterdam'],
  resolves: [
    [
      'https://casco-media-prod.global.ssl.fastly.net/a3dc47c1-4a83-5290-99a3-cfa1e1e8c15c/f107e7c1201789f0338e4e674bb75db7.jpg?width=400&auto=webp',
      'https://casco-media-prod.global.ssl.fastly.net/a3dc47c1-4a83-5290-99a3-cfa1e1e8c15c/f107e7c1201789f0338e4e674bb75db7.jpg',
    ],
  ],
  notPhotos: ['https://casco-media-prod.global.ssl.fastly.net/logo/agent.png'],
};
