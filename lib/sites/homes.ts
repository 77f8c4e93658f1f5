import type { AdapterExamples, ListingSite } from './types';

/**
 * Homes.com. From public markup knowledge, not checked on a saved page: photos on
 * `images.homes.com/listings/<n>/<id>-<id>/<slug>.jpg`. No larger rendition is known, so the
 * largest candidate the page offers is used as is.
 */
export const homes: ListingSite = {
  id: 'homes',
  name: 'Homes.com',
  pages: ['https://www.homes.com/*'],
  languages: { 'homes.com': 'en' },
  photoHosts: ['https://images.homes.com/*'],
  listingPages: ['^/property/', '^/[a-z0-9-]+/(?:homes-for-sale|homes-for-rent|apartments-for-rent|houses-for-rent|condos-for-sale)', '^/(?:for-sale|for-rent)/'],
  photoUrl: '^https://images\\.homes\\.com/listings/\\d+/[\\w-]+(?:/[\\w.-]+)?\\.(?:jpe?g|webp|png)$',
  rewrites: [],
  ignore: ['img[class*="logo" i]', '[class*="agent" i] img', '[class*="broker" i] img'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1'], address: ['.property-info-address', 'h1'], price: ['.property-info-price', '#price'] },
  cards: {
    selector: '.placard, [class*="placard-container" i]',
    link: 'a[href*="/property/"]',
    address: ['.property-name', 'address'],
    title: ['.property-name', 'address'],
    price: ['.price-container', '[class*="price" i]'],
  },
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['from public markup knowledge, not checked on a saved page'],
  listingPages: ['https://www.homes.com/property/405-wallace-ave-indianapolis-in/abc123/', 'https://www.homes.com/indianapolis-in/homes-for-sale/'],
  otherPages: ['https://www.homes.com/', 'https://www.homes.com/news/'],
  resolves: [
    [
      'https://images.homes.com/listings/215/8366355683-275918771/405-wallace-ave-indianapolis-in-primaryphoto.jpg',
      'https://images.homes.com/listings/215/8366355683-275918771/405-wallace-ave-indianapolis-in-primaryphoto.jpg',
    ],
  ],
  notPhotos: ['https://images.homes.com/logo.svg'],
};
