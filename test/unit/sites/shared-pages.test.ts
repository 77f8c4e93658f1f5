import type { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compileAdapter, type CompiledAdapter } from '../../../lib/sites/compile';
import { buildListingContext } from '../../../lib/sites/context';
import { matchesPattern } from '../../../lib/sites/match-pattern';
import { PHOTO_ATTRIBUTE, photoCandidates } from '../../../lib/sites/photo-finder';
import { adapterForUrl, builtinSiteFor, isListingPage } from '../../../lib/sites/registry';
import { resolvePickedImage } from '../../../lib/sites/resolve-image';
import { resolvePhotoUrl } from '../../../lib/sites/urls';
import { watchPhotos, type PhotoWatch } from '../../../lib/sites/watch';
import { expectedPages, loadPage, type ExpectedPage } from './shared-pages';

/**
 * Every saved real page of shared/fixtures/listing-pages, driven by its EXPECTED.json: the
 * photos found are exactly the `truth` elements, no `trap` is marked, the URLs are the largest
 * variants on the site's photo CDN (one of its declared photo hosts), a right-click ("Reimagine
 * this image") on any image a photo shows picks the URL its button sends, and a click's listing
 * context is complete. A page added to EXPECTED.json is tested here without touching this file.
 */

/** What "largest variant" means per site (sites without an entry: the resolution is idempotent). */
const LARGEST: Readonly<Record<string, RegExp>> = {
  zillow: /-uncropped_scaled_within_1536_1152\.jpg$/,
  redfin: /\/photo\/\d+\/bigphoto\/|\/system_files\/media\//,
  rightmove: /^(?!.*_max_\d+x\d+)/,
  zoopla: /\/u\/1024\/768\/[0-9a-f]{40}\.(?:jpe?g|png)$/,
  idealista: /\/blur\/WEB_DETAIL_TOP-XL-L\//,
  realtor: /s-w2048_h1536\.jpg$/,
  onthemarket: /\/image-\d+-1024x1024\.jpg$/,
};

/** What the pages we know show in their listing context (new pages: the generic checks only). */
const CONTEXT: Readonly<Record<string, { price?: string; title?: RegExp; minPhotos?: number; card?: boolean }>> = {
  'zillow-detail-1.html': { price: '$450,000', title: /304 Sparrow Hawk/, minPhotos: 29 },
  'zillow-search-1.html': { price: '$2,225+', title: /Atlantic Pointe/, minPhotos: 20, card: true },
  'redfin-detail-1.html': { price: '$1,150,000', title: /7718 NE 183rd St/, minPhotos: 29 },
  'redfin-search-1.html': { price: '$350,000', title: /1800 Taylor Ave N/, minPhotos: 1, card: true },
  'rightmove-search-2.html': { price: '£3,000 pcm', title: /Gray's Inn Road/, minPhotos: 14, card: true },
  'zoopla-detail-1.html': { price: '£3,500 pcm', title: /1 bed flat to rent/, minPhotos: 9 },
  'zoopla-search-2.html': { price: '£2,275 pcm', title: /Sandwich Street/, minPhotos: 1, card: true },
  'idealista-detail-1.html': { price: '290.000 €', title: /Piso en venta/, minPhotos: 4 },
  'realtor-detail-1.html': { price: '$1,495,000', title: /2200 Pacific Ave/, minPhotos: 20 },
  'seloger-detail-1.html': { price: '570 000 €', title: /Maison à vendre/, minPhotos: 14 },
  'onthemarket-detail-1.html': { price: '£725,000', title: /4 bedroom house for sale/, minPhotos: 18 },
};

describe.each(expectedPages().map((page) => [page.file, page] as const))('%s', (_file, page: ExpectedPage) => {
  let dom: JSDOM;
  let doc: Document;
  let adapter: CompiledAdapter;
  let watch: PhotoWatch;
  const stop = new AbortController();
  const cdn = new RegExp(page.photo_cdn);

  beforeAll(() => {
    dom = loadPage(page);
    doc = dom.window.document;
    adapter = compileAdapter(adapterForUrl(page.url));
    watch = watchPhotos(doc, {
      adapter,
      baseUrl: () => doc.baseURI,
      onPhoto: () => {},
      onLost: () => {},
      signal: stop.signal,
      schedule: () => {},
    });
  });
  afterAll(() => dom.window.close());

  test('the page is recognised as a listing page of its site', () => {
    expect(adapter.data.id).toBe(page.site);
    expect(isListingPage(adapter.data, page.url)).toBe(true);
  });

  test('exactly the truth elements are marked, no trap', () => {
    const truth = Array.from(doc.querySelectorAll(page.truth));
    const marked = Array.from(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`));
    expect(truth.length).toBeGreaterThan(0);
    expect(marked.length).toBe(truth.length);
    expect(marked.filter((el) => !el.matches(page.truth)).map((el) => el.outerHTML.slice(0, 160))).toEqual([]);
    expect(marked.filter((el) => el.matches(page.trap)).map((el) => el.outerHTML.slice(0, 160))).toEqual([]);
    expect(watch.marked().length).toBe(truth.length);
  });

  test('resolved URLs are the largest variants on the photo CDN', () => {
    const urls = Array.from(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`), (el) => el.getAttribute(PHOTO_ATTRIBUTE) ?? '');
    for (const url of urls) {
      expect(url).toMatch(cdn);
      const largest = LARGEST[page.site];
      if (largest) expect(url).toMatch(largest);
      // Resolving the resolved URL again changes nothing: it is already the largest variant.
      expect(resolvePhotoUrl(adapter, url, page.url)).toBe(url);
    }
    // The background may fetch them: each is on a photo host the site declares (host permissions).
    const hosts = builtinSiteFor(page.url)?.photoHosts ?? [];
    expect(urls.filter((url) => !hosts.some((pattern) => matchesPattern(pattern, url)))).toEqual([]);
  });

  test('a right-click on any image a photo shows picks the URL its button sends', () => {
    for (const el of Array.from(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`))) {
      const button = el.getAttribute(PHOTO_ATTRIBUTE);
      // Whichever source the browser chose (src, srcset, <picture> sources) is the menu's srcUrl.
      for (const { url } of photoCandidates(el, page.url, adapter)) expect(resolvePickedImage(page.url, url), url).toEqual({ url: button, site: page.site });
    }
  });

  test('a click builds the listing context (title, price, all photos incl. JSON-only ones)', () => {
    const photo = doc.querySelector(page.truth);
    expect(photo).not.toBeNull();
    const url = watch.urlOf(photo as Element) ?? '';
    const context = buildListingContext(adapter, photo as Element, url, watch.urlOf);
    expect(context.site).toBe(page.site);
    expect(context.photoUrls.length).toBeGreaterThan(0);
    expect(context.photoUrls).toContain(url);
    expect(new Set(context.photoUrls).size).toBe(context.photoUrls.length);
    for (const photoUrl of context.photoUrls) expect(photoUrl).toMatch(cdn);
    expect(context.title ?? context.address).toBeTruthy();
    expect(() => new URL(context.listingUrl)).not.toThrow();

    const known = CONTEXT[page.file];
    if (known?.price) expect(context.price).toBe(known.price);
    if (known?.title) expect(context.title).toMatch(known.title);
    if (known?.minPhotos) expect(context.photoUrls.length).toBeGreaterThanOrEqual(known.minPhotos);
    // A photo in a search-result card belongs to that card's listing, not to the search page.
    if (known?.card) expect(context.listingUrl).not.toBe(page.url);
    if (known && !known.card) expect(context.listingUrl).toBe(page.url);
  });

  test('stopping removes every mark', () => {
    stop.abort();
    expect(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`).length).toBe(0);
  });
});
