import { describe, expect, test } from 'vitest';
import { compileAdapter } from '../../../lib/sites/compile';
import { buildListingContext } from '../../../lib/sites/context';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { PHOTO_ATTRIBUTE } from '../../../lib/sites/photo-finder';
import { adapterForUrl } from '../../../lib/sites/registry';
import { watchPhotos } from '../../../lib/sites/watch';
import { FIXTURE_URLS, loadFixture, type FixtureName } from './own-fixtures';

/** Marks a fixture's photos once and returns the document and the watcher. */
function scan(name: FixtureName) {
  const dom = loadFixture(name);
  const doc = dom.window.document;
  const adapter = compileAdapter(adapterForUrl(FIXTURE_URLS[name]));
  const watch = watchPhotos(doc, { adapter, baseUrl: () => doc.baseURI, onPhoto: () => {}, onLost: () => {}, signal: new AbortController().signal, schedule: () => {} });
  return { doc, adapter, watch };
}

function expectMarksMatchExpectations(doc: Document): void {
  const marked = Array.from(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`));
  const expected = Array.from(doc.querySelectorAll('[data-expect-photo]'));
  expect(marked.map((el) => el.outerHTML.slice(0, 120))).toEqual(expected.map((el) => el.outerHTML.slice(0, 120)));
  expect(doc.querySelectorAll(`[data-expect-none][${PHOTO_ATTRIBUTE}]`).length).toBe(0);
}

describe('photo-variants.html (Zoopla adapter)', () => {
  test('finds photos in <picture> sources, CSS backgrounds, <noscript> fallbacks, lazy attributes and density srcsets', () => {
    const { doc } = scan('photo-variants.html');
    expectMarksMatchExpectations(doc);
    const url = (selector: string) => doc.querySelector(selector)?.getAttribute(PHOTO_ATTRIBUTE);
    expect(url('#picture-only img')).toBe('https://lid.zoocdn.com/u/1024/768/356a192b7913b04c54574d18c28d46e6395428ab.jpg');
    expect(url('#background')).toBe('https://lid.zoocdn.com/u/1024/768/da4b9237bacccdf19c0760cab7aec4a8359010b0.jpg');
    expect(url('#noscript-placeholder')).toBe('https://lid.zoocdn.com/u/1024/768/77de68daecd823babbb58edb1c8e14d7106e83bb.jpg');
    expect(url('#lazyloadsrc')).toBe('https://lid.zoocdn.com/u/1024/768/1b6453892473a467d07372d45eb05abc2031647a.jpg');
    expect(url('#density')).toBe('https://lid.zoocdn.com/u/1024/768/ac3478d69a3c81fa62e60f5c3696165a4e5e6ac4.jpg');
  });

  test('the page context lists every photo, with title, address and price', () => {
    const { doc, adapter, watch } = scan('photo-variants.html');
    const photo = doc.querySelector('#density') as Element;
    const context = buildListingContext(adapter, photo, watch.urlOf(photo) ?? '', watch.urlOf);
    expect(context).toMatchObject({ site: 'zoopla', listingUrl: FIXTURE_URLS['photo-variants.html'], title: '3 bed house for sale', address: 'Fixture Road, London N1', price: '£650,000' });
    expect(context.photoUrls).toHaveLength(6);
  });

  test('a page-forged data-reimagine attribute is not trusted by the context', () => {
    const { doc, adapter, watch } = scan('photo-variants.html');
    const forged = doc.querySelector('[data-expect-none]') as Element;
    forged.setAttribute(PHOTO_ATTRIBUTE, 'https://evil.example/steal.jpg');
    const photo = doc.querySelector('#density') as Element;
    const context = buildListingContext(adapter, photo, watch.urlOf(photo) ?? '', watch.urlOf);
    expect(context.photoUrls).not.toContain('https://evil.example/steal.jpg');
  });
});

describe('generic-listing.html (a site never seen: generic adapter)', () => {
  test('the generic adapter is chosen outside the built-in sites', () => {
    expect(adapterForUrl(FIXTURE_URLS['generic-listing.html'])).toBe(GENERIC_ADAPTER);
  });

  test('listing photos are found; logos, icons, avatars, maps, ads, pixels and thumbnails are skipped', () => {
    const { doc } = scan('generic-listing.html');
    expectMarksMatchExpectations(doc);
    // The largest srcset candidate wins even without a site rule.
    expect(doc.querySelector('img[alt="Kitchen"]')?.getAttribute(PHOTO_ATTRIBUTE)).toBe('https://media.casalumen.example/listings/42/photo-2-1600.jpg');
  });

  test('its context is the page: title, price and all photos', () => {
    const { doc, adapter, watch } = scan('generic-listing.html');
    const photo = doc.querySelector('img[alt="Living room"]') as Element;
    const context = buildListingContext(adapter, photo, watch.urlOf(photo) ?? '', watch.urlOf);
    expect(context).toMatchObject({ site: 'generic', title: 'Sunny flat with terrace, Calle Mayor 12', price: '€ 425.000' });
    expect(context.photoUrls).toHaveLength(5);
  });

  test('an image of unknown size waits for its natural size', () => {
    const { doc, watch } = scan('generic-listing.html');
    const img = doc.createElement('img');
    img.src = 'https://media.casalumen.example/listings/42/photo-6.jpg';
    doc.querySelector('.gallery')?.append(img);
    watch.flush();
    expect(img.hasAttribute(PHOTO_ATTRIBUTE)).toBe(false);
    Object.defineProperty(img, 'naturalWidth', { value: 1600 });
    Object.defineProperty(img, 'naturalHeight', { value: 1067 });
    img.dispatchEvent(new (doc.defaultView as Window & typeof globalThis).Event('load'));
    watch.flush();
    expect(img.getAttribute(PHOTO_ATTRIBUTE)).toBe('https://media.casalumen.example/listings/42/photo-6.jpg');
  });
});

/**
 * European and UK layouts (issue #16). Each fixture states its truth in its own markup:
 * `data-expect-photo="<url>"` must be marked with exactly that URL, `data-expect-none` must not be
 * marked, and `data-expect-later="<url>"` is a lazy placeholder whose photo the engine cannot see
 * yet (Pararius keeps it in a <template>): unmarked, or marked with that URL once the engine reads
 * templates. The context row is what a click on the first photo must report.
 */
const EU_UK_FIXTURES: readonly { name: FixtureName; title: string | RegExp; price: string; minPhotos: number; card?: boolean }[] = [
  { name: 'immoscout24-expose.html', title: /3-Zimmer-Altbauwohnung/, price: '389.000 €', minPhotos: 5 },
  { name: 'pararius-detail.html', title: /Fixturestraat 12/, price: '€1,950 per month', minPhotos: 2 },
  { name: 'pararius-search.html', title: 'Appartement Fixturegracht 33', price: '€ 2.750', minPhotos: 1, card: true },
  { name: 'funda-search.html', title: /Fixturetuinen 38-C/, price: '€ 2.110', minPhotos: 1, card: true },
  { name: 'immobiliare-detail.html', title: /Trilocale via Fixture, 20/, price: '€ 200.000', minPhotos: 3 },
  { name: 'rightmove-detail.html', title: /Fixture Road, Headington/, price: '£695,000', minPhotos: 4 },
];

describe.each(EU_UK_FIXTURES.map((row) => [row.name, row] as const))('%s (European and UK layouts)', (name, row) => {
  test('every photo is marked with its largest variant; logos, agents, maps, ads and placeholders are not', () => {
    const { doc } = scan(name);
    const marked = Array.from(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`)).filter((el) => !el.hasAttribute('data-expect-later'));
    const expected = Array.from(doc.querySelectorAll('[data-expect-photo]'));
    expect(marked.map((el) => el.outerHTML.slice(0, 160))).toEqual(expected.map((el) => el.outerHTML.slice(0, 160)));
    for (const el of expected) expect(el.getAttribute(PHOTO_ATTRIBUTE), el.outerHTML.slice(0, 160)).toBe(el.getAttribute('data-expect-photo'));
    expect(doc.querySelectorAll(`[data-expect-none][${PHOTO_ATTRIBUTE}]`).length).toBe(0);
    for (const el of Array.from(doc.querySelectorAll(`[data-expect-later][${PHOTO_ATTRIBUTE}]`))) {
      expect(el.getAttribute(PHOTO_ATTRIBUTE)).toBe(el.getAttribute('data-expect-later'));
    }
  });

  test('a click on the first photo builds its listing context', () => {
    const { doc, adapter, watch } = scan(name);
    const photo = doc.querySelector('[data-expect-photo]') as Element;
    const context = buildListingContext(adapter, photo, watch.urlOf(photo) ?? '', watch.urlOf);
    expect(context.title).toMatch(row.title);
    expect(context.price).toBe(row.price);
    expect(context.photoUrls.length).toBeGreaterThanOrEqual(row.minPhotos);
    expect(new Set(context.photoUrls).size).toBe(context.photoUrls.length);
    if (row.card) expect(context.listingUrl).not.toBe(FIXTURE_URLS[name]);
    else expect(context.listingUrl).toBe(FIXTURE_URLS[name]);
  });
});

/**
 * US and Australian layouts (issue #16). Each fixture reproduces the photo markup of a real page
 * named in its header comment (lazy data-src slides, data-image viewers, <picture> sources, hidden
 * copies, ads, headshots, earlier listings' photos); `pick` is the photo clicked for the context.
 */
const US_AU: readonly {
  name: FixtureName;
  site: string;
  urls: Readonly<Record<string, string>>;
  pick: string;
  context: { listingUrl?: string; title?: string; price?: string; photos: number };
}[] = [
  {
    name: 'realtor-detail-2017.html',
    site: 'realtor',
    urls: {
      '#slide-0': 'https://ap.rdcpix.com/1000000001/0a1b2c3d4e5f60718293a4b5c6d7e8f9l-m0xd-w1020_h770_q80.jpg',
      '#slide-2': 'https://ap.rdcpix.com/1000000003/0a1b2c3d4e5f60718293a4b5c6d7e8f9l-m2xd-w1020_h770_q80.jpg',
    },
    pick: '#slide-2',
    context: { title: '12 Fixture Ln Bakersfield, CA 93313', price: '$144,950', photos: 4 },
  },
  {
    name: 'realtor-search-2020.html',
    site: 'realtor',
    urls: {
      '#eager': 'https://ap.rdcpix.com/11112222333344445555666677778888l-m2875773789s-w2048_h1536.jpg',
      '#lazy': 'https://ap.rdcpix.com/22223333444455556666777788889999l-m3257633309s-w2048_h1536.jpg',
      '#builder': 'https://ap.rdcpix.com/33334444555566667777888899990000l-b433569612s-w2048_h1536.jpg',
    },
    pick: '#lazy',
    context: { listingUrl: 'https://www.realtor.com/realestateandhomes-detail/2-Lazy-St_Fixture-City_CA_94108_M10000-00002', title: '2 Lazy St, Fixture City, CA 94108', price: '$549,000', photos: 1 },
  },
  {
    name: 'zillow-detail-2026.html',
    site: 'zillow',
    urls: { '#first': 'https://photos.zillowstatic.com/fp/0f0e0d0c0b0a09080706050403020100-uncropped_scaled_within_1536_1152.jpg' },
    pick: '#first',
    context: { title: '1 Fixture Dr, Lake Elsinore, CA 92530', price: '$685,900', photos: 2 },
  },
  {
    name: 'homes-detail-2026.html',
    site: 'homes',
    urls: {
      '#hero': 'https://images.homes.com/listings/111/1100000001-000000001/123-fixture-st-carmel-in-primaryphoto.jpg',
      '#modal-lazy': 'https://images.homes.com/listings/111/1100000003-000000001/123-fixture-st-carmel-in-3.jpg',
      '#modal-lazy-214': 'https://images.homes.com/listings/111/1100000004-000000001/123-fixture-st-carmel-in-4.jpg',
    },
    pick: '#modal-lazy',
    context: { title: '123 Fixture St, Carmel, IN 46032', price: '$489,000', photos: 7 },
  },
  {
    name: 'domain-detail-2026.html',
    site: 'domain',
    urls: { '#hero': 'https://bucket-api.domain.com.au/v1/bucket/image/2020000001_1_1_260218_045427-w1600-h1067' },
    pick: '#hero',
    // Three photos in the gallery, the fourth only in the page's `images` data.
    context: { title: '1 Fixture Road, Hoppers Crossing VIC 3029', price: '$470,000', photos: 4 },
  },
];

describe.each(US_AU.map((row) => [row.name, row] as const))('%s (issue #16)', (name, row) => {
  test('listing photos get a button at their largest variant, lazy ones included; no trap does', () => {
    const { doc, adapter } = scan(name);
    expect(adapter.data.id).toBe(row.site);
    expectMarksMatchExpectations(doc);
    for (const [selector, url] of Object.entries(row.urls)) expect(doc.querySelector(selector)?.getAttribute(PHOTO_ATTRIBUTE), selector).toBe(url);
  });

  test('a click builds the listing context', () => {
    const { doc, adapter, watch } = scan(name);
    const photo = doc.querySelector(row.pick) as Element;
    const context = buildListingContext(adapter, photo, watch.urlOf(photo) ?? '', watch.urlOf);
    const { photos, ...fields } = row.context;
    expect(context).toMatchObject({ site: row.site, listingUrl: FIXTURE_URLS[name], ...fields });
    expect(context.photoUrls).toHaveLength(photos);
  });
});
