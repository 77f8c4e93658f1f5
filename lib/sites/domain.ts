import type { AdapterExamples, ListingSite } from './types';

/**
 * Domain (Australia). From public markup knowledge, not checked on a saved page: photos on
 * `rimh2.domainstatic.com.au/<signature>=/<size>/filters:.../<id>_<n>_<n>_<date>_<time>-w<W>-h<H>`
 * (a signed resizer, so its size cannot be edited) whose last segment is the original's id on
 * `bucket-api.domain.com.au/v1/bucket/image/<id>` (not verified).
 */
export const domain: ListingSite = {
  id: 'domain',
  name: 'Domain',
  pages: ['https://www.domain.com.au/*'],
  languages: { 'domain.com.au': 'en' },
  photoHosts: ['https://bucket-api.domain.com.au/*', 'https://rimh2.domainstatic.com.au/*'],
  listingPages: ['^/[a-z0-9-]+-\\d{7,}/?$', '^/(?:sale|rent|sold-listings|new-homes)/', '^/project/'],
  photoUrl:
    '^https://(?:rimh2\\.domainstatic\\.com\\.au/.+/\\d+_\\d+_\\d+_\\d+_\\d+(?:-w\\d+-h\\d+)?(?:\\.jpe?g)?|bucket-api\\.domain\\.com\\.au/v1/bucket/image/\\d+_\\d+_\\d+_\\d+_\\d+(?:-w\\d+-h\\d+)?(?:\\.jpe?g)?)$',
  rewrites: [
    {
      pattern: '^https://rimh2\\.domainstatic\\.com\\.au/.+/(\\d+_\\d+_\\d+_\\d+_\\d+(?:-w\\d+-h\\d+)?(?:\\.jpe?g)?)$',
      replacement: 'https://bucket-api.domain.com.au/v1/bucket/image/$1',
    },
  ],
  ignore: ['img[class*="logo" i]', '[data-testid*="agent" i] img', '[data-testid*="branding" i] img'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1'], address: ['h1', '[data-testid="listing-details__button-copy-wrapper"]'], price: ['[data-testid="listing-details__summary-title"]'] },
  cards: {
    selector: 'li[data-testid^="listing-"], [data-testid="listing-card-wrapper-premiumplus"], [data-testid*="listing-card" i]',
    link: 'a[href*="domain.com.au/"], a[href^="/"]',
    address: ['[data-testid="address-wrapper"]'],
    title: ['[data-testid="address-wrapper"]'],
    price: ['[data-testid="listing-card-price"]'],
  },
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['from public markup knowledge, not checked on a saved page'],
  listingPages: ['https://www.domain.com.au/12-smith-street-richmond-vic-3121-2018867071', 'https://www.domain.com.au/sale/richmond-vic-3121/'],
  otherPages: ['https://www.domain.com.au/', 'https://www.domain.com.au/news/'],
  resolves: [
    [
      'https://rimh2.domainstatic.com.au/AbCdEf123=/660x440/filters:format(jpeg):quality(80)/2018867071_1_1_231106_045314-w5000-h3333',
      'https://bucket-api.domain.com.au/v1/bucket/image/2018867071_1_1_231106_045314-w5000-h3333',
    ],
  ],
  notPhotos: ['https://rimh2.domainstatic.com.au/logo/agency.png'],
};
