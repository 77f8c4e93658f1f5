import type { AdapterExamples, ListingSite } from './types';

/**
 * Immobiliare.it. From public markup knowledge, not checked on a saved page: photos on
 * `pwm.im-cdn.it/image/<id>/<size>.jpg` with sizes xxs-c, m-c, cover-m-c, print... and `xxl` the
 * largest.
 */
export const immobiliare: ListingSite = {
  id: 'immobiliare',
  name: 'Immobiliare.it',
  pages: ['https://www.immobiliare.it/*'],
  languages: { 'immobiliare.it': 'it' },
  photoHosts: ['https://pwm.im-cdn.it/*'],
  listingPages: ['^/(?:[a-z]{2}/)?annunci/\\d+', '^/(?:vendita|affitto|aste|nuove-costruzioni)-[a-z-]+/', '^/search-list/'],
  photoUrl: '^https://pwm\\.im-cdn\\.it/image/\\d+/[a-z0-9-]+\\.(?:jpe?g|webp)$',
  rewrites: [{ pattern: '^(https://pwm\\.im-cdn\\.it/image/\\d+)/[a-z0-9-]+\\.(?:jpe?g|webp)$', replacement: '$1/xxl.jpg' }],
  ignore: ['img[class*="logo" i]', '[class*="agency" i] img', '[class*="Agency" i] img'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1'], address: ['[class*="location" i]'], price: ['[class*="price" i]'] },
  cards: {
    selector: 'li.nd-list__item.in-searchLayoutListItem, [class*="ListItem"] article, article[class*="Card" i]',
    link: 'a[href*="/annunci/"]',
    title: ['a[href*="/annunci/"]'],
    price: ['[class*="price" i]'],
  },
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['from public markup knowledge, not checked on a saved page'],
  listingPages: ['https://www.immobiliare.it/annunci/130911664/', 'https://www.immobiliare.it/vendita-case/milano/'],
  otherPages: ['https://www.immobiliare.it/', 'https://www.immobiliare.it/mercato-immobiliare/'],
  resolves: [['https://pwm.im-cdn.it/image/1807380501/m-c.jpg', 'https://pwm.im-cdn.it/image/1807380501/xxl.jpg']],
  notPhotos: ['https://www.immobiliare.it/logo.svg'],
};
