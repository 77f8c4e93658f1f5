import type { AdapterExamples, SiteAdapter } from './types';

/**
 * The adapter for any site the user turns Reimagine on for ("Enable Reimagine on this site").
 * Knowing nothing about the site, it is strict: a photo must be an http(s) raster image whose
 * size is known (width/height attributes, or its natural size once loaded) and at least 200x150,
 * outside headers, footers, navigation, logos, avatars, maps and ads. Checked on our own fixture
 * test/fixtures/sites/generic-listing.html, a "never seen" listing site.
 */
export const GENERIC_ADAPTER: SiteAdapter = {
  id: 'generic',
  // The user enabled the whole site: every page of it is worth a look.
  listingPages: [''],
  photoUrl: '^https?://[^/]+/',
  rejectUrl: [
    '\\.(?:svg|gif|ico)(?:$|[?#])',
    '/(?:logos?|icons?|sprites?|avatars?|badges?|flags?|emoji|spacer|pixel|blank|placeholder)(?:[/._-]|$)',
    '[_-](?:logo|icon|avatar|badge|sprite|thumb-?nail)(?:[/._-]|$)',
    'staticmap|maps\\.googleapis|maps\\.gstatic|/maps?/|/tiles?/|gravatar\\.com|doubleclick|/pixel|/track',
  ].join('|'),
  rewrites: [],
  ignore: [
    'header',
    'footer',
    'nav',
    '[role="banner"]',
    '[role="navigation"]',
    '[role="contentinfo"]',
    '[class*="logo" i]',
    '[id*="logo" i]',
    '[class*="avatar" i]',
    '[class*="agent" i]',
    '[class*="broker" i]',
    '[class*="headshot" i]',
    '[class*="map" i]',
    '[id*="map" i]',
    '[class*="icon" i]',
    '[class*="badge" i]',
    '[class*="advert" i]',
    '[id*="advert" i]',
    '[class*="sponsor" i]',
    'ins.adsbygoogle',
  ],
  minSize: { width: 200, height: 150 },
  requireKnownSize: true,
  page: { title: ['h1'] },
};

/** Where it was checked, and examples for the adapter-data test (a separate export: the content script bundle leaves it out). */
export const examples: AdapterExamples = {
  checkedOn: ['test/fixtures/sites/generic-listing.html (our own "never seen" listing site)'],
  listingPages: ['https://homes.example.org/listing/42', 'https://homes.example.org/'],
  otherPages: [],
  resolves: [['https://cdn.example.org/photos/42/kitchen.jpg', 'https://cdn.example.org/photos/42/kitchen.jpg']],
  notPhotos: [
    'https://cdn.example.org/assets/logo.svg',
    'https://cdn.example.org/img/site-logo.png',
    'https://maps.googleapis.com/maps/api/staticmap?center=1,2',
    'https://cdn.example.org/icons/bed.png',
  ],
};
