import type { AdapterExamples, SiteAdapter } from './types';

/**
 * SeLoger. From public markup knowledge, not checked on a saved page: photos on
 * `v.seloger.com/s/<transform>/visuels/<a>/<b>/<c>/<d>/<id>.jpg` where the transform is
 * `crop/590x330`, `width/800`, `cdn/x`...; rewritten to the 1280-wide rendition.
 */
export const seloger: SiteAdapter = {
  id: 'seloger',
  checkedOn: ['from public markup knowledge, not checked on a saved page'],
  listingPages: ['^/annonces/', '^/list\\.htm', '^/classified-search', '^/immobilier/', '^/(?:achat|location)/'],
  photoUrl: '^https://(?:v|mms)\\.seloger\\.com/s/[a-z]+/[\\dx]+/visuels/[\\w/]+\\.(?:jpe?g|png|webp)$',
  rewrites: [{ pattern: '^https://(?:v|mms)\\.seloger\\.com/s/[a-z]+/[\\dx]+/(visuels/[\\w/]+\\.(?:jpe?g|png|webp))$', replacement: 'https://v.seloger.com/s/width/1280/$1' }],
  ignore: ['img[class*="logo" i]', '[class*="agency" i] img', '[class*="Agency" i] img'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1'], address: ['[class*="address" i]', '[class*="Localisation" i]'], price: ['[class*="price" i]', '[data-test*="price" i]'] },
  cards: {
    selector: '[data-testid="sl.explore.card-container"], [data-test="sl.card-container"], article[class*="Card" i]',
    link: 'a[href*="/annonces/"]',
    title: ['[data-testid="sl.explore.card-title"]', 'h2'],
    price: ['[data-test="sl.price-label"]', '[class*="price" i]'],
  },
};

/** Checked by the adapter-data test (a separate export, so the content script bundle leaves it out). */
export const selogerExamples: AdapterExamples = {
  listingPages: ['https://www.seloger.com/annonces/achat/appartement/paris-15eme-75/203456789.htm', 'https://www.seloger.com/list.htm?projects=2'],
  otherPages: ['https://www.seloger.com/', 'https://www.seloger.com/prix-de-l-immo/'],
  resolves: [
    [
      'https://v.seloger.com/s/crop/590x330/visuels/1/7/t/3/17t3fitclms3bzwv8qshbyzh9dw32e9l0p0udr80k.jpg',
      'https://v.seloger.com/s/width/1280/visuels/1/7/t/3/17t3fitclms3bzwv8qshbyzh9dw32e9l0p0udr80k.jpg',
    ],
  ],
  notPhotos: ['https://v.seloger.com/logo/agence.png'],
};
