import type { AdapterExamples, ListingSite } from './types';

/**
 * Realtor.com. Checked on shared/fixtures/listing-pages/realtor-detail-1.html (2026 Next.js
 * detail page): hero carousel `li[data-testid=photo-slide] > button > img` and the tiled preview
 * `[data-testid=tiled-preview-images] img`, photos on
 * `ap.rdcpix.com/<hash>l-m<id><size>[-w<W>_h<H>[_x2]].{jpg,webp}` where the letters after the id
 * pick the rendition (s, od, rd...). The ad slide `li[data-testid=hero-ad-slide]` carries a hidden
 * copy of photo 1 (`img.hero-overlay-slide`, aria-hidden): no button on what the user can't see.
 * Search cards are from public markup knowledge, not checked on a saved page.
 */
export const realtor: ListingSite = {
  id: 'realtor',
  name: 'Realtor.com',
  pages: ['https://www.realtor.com/*'],
  languages: { 'realtor.com': 'en' },
  photoHosts: ['https://*.rdcpix.com/*'],
  listingPages: ['^/realestateandhomes-detail/', '^/realestateandhomes-search/', '^/apartments/', '^/rentals/', '^/newhomes/'],
  photoUrl: '^https://[a-z0-9]+\\.rdcpix\\.com/[0-9a-f]+[a-z]?-[mf]\\d+[a-z]{0,2}(?:-w\\d+_h\\d+(?:_x\\d)?)?\\.(?:jpe?g|webp)$',
  rewrites: [
    // Any rendition -> the 2048x1536 one (form seen in public listing data, not verified here).
    {
      pattern: '^(https://[a-z0-9]+\\.rdcpix\\.com/[0-9a-f]+[a-z]?-[mf]\\d+)[a-z]{0,2}(?:-w\\d+_h\\d+(?:_x\\d)?)?\\.(?:jpe?g|webp)$',
      replacement: '$1s-w2048_h1536.jpg',
    },
  ],
  ignore: ['[data-testid="hero-ad-slide"]', 'img.hero-overlay-slide', '[data-testid*="agent" i] img', 'img[class*="logo" i]', '[class*="agent-photo" i]', '[class*="AgentPhoto" i]'],
  minSize: { width: 60, height: 40 },
  page: { title: ['h1'], address: ['[data-testid="address-line-one"]', 'h1'], price: ['[data-testid="list-price"]', '[data-testid="price-section"]'] },
  cards: {
    selector: '[data-testid="property-card"], [data-testid="card-content"], [data-testid*="result-card" i]',
    link: 'a[href*="/realestateandhomes-detail/"], a[href*="/rentals/details/"]',
    address: ['[data-testid="card-address"]', '[data-testid="card-address-1"]'],
    title: ['[data-testid="card-address"]', '[data-testid="card-address-1"]'],
    price: ['[data-testid="card-price"]'],
  },
  embedded: [{ key: 'photos' }],
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['shared/fixtures/listing-pages/realtor-detail-1.html'],
  listingPages: [
    'https://www.realtor.com/realestateandhomes-detail/123-Main-St_Portland_ME_04101_M12345-67890',
    'https://www.realtor.com/realestateandhomes-search/Portland_ME',
  ],
  otherPages: ['https://www.realtor.com/', 'https://www.realtor.com/news/', 'https://www.realtor.com/mortgage/rates/'],
  resolves: [
    [
      'https://ap.rdcpix.com/8727c07401b5424e0a23340ffa7e8555l-m3276659621od-w480_h360.webp',
      'https://ap.rdcpix.com/8727c07401b5424e0a23340ffa7e8555l-m3276659621s-w2048_h1536.jpg',
    ],
  ],
  notPhotos: ['https://static.rdc.moveaws.com/images/logos/rdc-logo-default.svg'],
};
