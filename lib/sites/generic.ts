import { GENERIC_DETECTOR } from './generic/detector';
import type { AdapterExamples, ListingAdapter, ListingRules } from './types';

/** How a click reads a listing on any other site: its title from the page's heading (and the price and photos any page shows). */
export const GENERIC_LISTING: ListingRules = { page: { title: ['h1'] } };

/**
 * The adapter for any site the user turns Reimagine on for ("Enable Reimagine on this site").
 * Knowing nothing about the site, it hands every http(s) raster image to the generic detector
 * (`lib/sites/generic/`), whose named rules decide from what the page shows: size and aspect,
 * gallery or card position, alt text, photo-CDN URL shape; never a logo, avatar, map, icon or ad.
 * An image of unknown size (lazy, not loaded) still gets its button when the rest of the evidence
 * is strong. Measured on every saved listing page with the site adapters off
 * (test/unit/sites/generic-pages.test.ts) and on our own "never seen" listing site
 * test/fixtures/sites/generic-listing.html.
 */
export const GENERIC_ADAPTER: ListingAdapter = {
  id: 'generic',
  // The user enabled the whole site: every page of it is worth a look.
  listingPages: [''],
  photoUrl: '^https?://[^/]+/',
  // Never photos whatever the page says (formats, trackers); the rules handle the rest.
  rejectUrl: [
    '\\.(?:svg|gif|ico|bmp)(?:$|[?#])',
    '/(?:logos?|icons?|sprites?|avatars?|badges?|flags?|emoji|spacer|pixel|blank|placeholder)(?:[/._-]|$)',
    '[_-](?:logo|icon|avatar|badge|sprite|thumb-?nail)(?:[/._-]|$)',
    'staticmap|maps\\.googleapis|maps\\.gstatic|/maps?/|/tiles?/|gravatar\\.com|doubleclick|/pixel|/track',
  ].join('|'),
  rewrites: [],
  // Ad slots, at any depth (the rules only look at an image's nearest ancestors).
  ignore: ['ins.adsbygoogle', '[id^="google_ads"]', '[id^="div-gpt-ad"]'],
  minSize: { width: 160, height: 120 },
  detector: GENERIC_DETECTOR,
  ...GENERIC_LISTING,
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
