import type { AdapterExamples, ListingSite } from './types';

/**
 * ImmoScout24. From public markup knowledge, not checked on a saved page: photos on
 * `pictures.immobilienscout24.de/listings/<uuid>-<n>.jpg/ORIG/<transform chain>`; the path up to
 * the file extension (without the transform chain) is the original upload.
 */
export const immoscout24: ListingSite = {
  id: 'immoscout24',
  name: 'ImmoScout24',
  pages: ['https://www.immobilienscout24.de/*'],
  languages: { 'immobilienscout24.de': 'de' },
  photoHosts: ['https://pictures.immobilienscout24.de/*'],
  listingPages: ['^/expose/\\d+', '^/Suche/', '^/neubau/', '^/(?:[a-z]{2}/)?expose/\\d+'],
  photoUrl: '^https://pictures\\.immobilienscout24\\.de/listings/[\\w-]+\\.(?:jpe?g|png)(?:/ORIG/.*)?$',
  rewrites: [{ pattern: '^(https://pictures\\.immobilienscout24\\.de/listings/[\\w-]+\\.(?:jpe?g|png))/.*$', replacement: '$1' }],
  ignore: ['img[class*="logo" i]', '[class*="realtor" i] img', '[data-qa*="logo" i]'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1', '#expose-title'], address: ['.address-block', '[data-qa="is24-expose-address"]'], price: ['.is24qa-kaufpreis', '.is24qa-kaltmiete', '[class*="price" i]'] },
  cards: {
    selector: 'li.result-list__listing, article[data-obid], [data-testid="result-list-entry"]',
    link: 'a[href*="/expose/"]',
    title: ['h2', 'h5'],
    address: ['.result-list-entry__address', 'button[class*="address" i]'],
    price: ['dd', '[class*="price" i]'],
  },
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['from public markup knowledge, not checked on a saved page'],
  listingPages: ['https://www.immobilienscout24.de/expose/82371809', 'https://www.immobilienscout24.de/Suche/de/berlin/berlin/wohnung-mieten'],
  otherPages: ['https://www.immobilienscout24.de/', 'https://www.immobilienscout24.de/baufinanzierung/'],
  resolves: [
    [
      'https://pictures.immobilienscout24.de/listings/811bee90-a89f-49bd-8b94-4d706c316831-1881924309.jpg/ORIG/resize/1106x830%3E/format/webp/quality/73',
      'https://pictures.immobilienscout24.de/listings/811bee90-a89f-49bd-8b94-4d706c316831-1881924309.jpg',
    ],
  ],
  notPhotos: ['https://pictures.immobilienscout24.de/usercontent/logo.png'],
};
