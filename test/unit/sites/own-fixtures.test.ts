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
  test('the generic adapter is chosen outside the catalog', () => {
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
