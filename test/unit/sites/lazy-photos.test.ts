import { JSDOM, VirtualConsole } from 'jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileAdapter, type CompiledAdapter } from '../../../lib/sites/compile';
import { declaredSize, showsPlaceholder } from '../../../lib/sites/element-size';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { PHOTO_ATTRIBUTE, photoCandidates, resolveElementPhoto } from '../../../lib/sites/photo-finder';
import type { SiteAdapter } from '../../../lib/sites/types';
import { chooseLargest } from '../../../lib/sites/urls';
import { watchPhotos } from '../../../lib/sites/watch';

/**
 * Photos in the markup but not loaded (issue #16 item 3), on our own fixture
 * test/fixtures/sites/generic-lazy.html: lazy attributes (data-src, data-lazy, data-lazy-src,
 * data-original, data-srcset, data-bg, data-bgset), srcset-only <picture> sources and slides off
 * screen get their button from the attribute, with the largest variant (largest `w` descriptor),
 * never the placeholder in `src`; a placeholder's natural size does not make a photo "too small".
 * The engine does this for every adapter: checked with the generic adapter and with a plain
 * site-style adapter.
 */

const PAGE = 'https://www.lazyhomes.example/listing/9';
const html = readFileSync(path.resolve('test/fixtures/sites/generic-lazy.html'), 'utf8');

/** A site adapter as the built-in sites' are: data only, no generic detector. */
const PLAIN: SiteAdapter = {
  id: 'lazyhomes',
  listingPages: ['^/listing/'],
  photoUrl: '^https://cdn\\.lazyhomes\\.example/p/',
  rewrites: [],
  ignore: [],
  minSize: { width: 100, height: 100 },
};

function load(): Document {
  return new JSDOM(html, { url: PAGE, virtualConsole: new VirtualConsole() }).window.document;
}

function watch(doc: Document, adapter: CompiledAdapter, onPhoto: (el: Element, url: string) => void = () => {}) {
  return watchPhotos(doc, { adapter, baseUrl: () => doc.baseURI, onPhoto, onLost: () => {}, signal: new AbortController().signal, schedule: () => {} });
}

describe.each([
  ['generic adapter', compileAdapter(GENERIC_ADAPTER)],
  ['a site adapter', compileAdapter(PLAIN)],
] as const)('%s', (_name, adapter) => {
  test('every lazy photo gets its button with the largest variant from the attribute', () => {
    const doc = load();
    watch(doc, adapter);
    const expected = Array.from(doc.querySelectorAll('[data-expect-url]'));
    expect(expected.length).toBe(11);
    for (const el of expected) expect(el.getAttribute(PHOTO_ATTRIBUTE), el.outerHTML.slice(0, 120)).toBe(el.getAttribute('data-expect-url'));
  });
});

test('lazy images that are not photos get no button (generic adapter)', () => {
  const doc = load();
  watch(doc, compileAdapter(GENERIC_ADAPTER));
  expect(doc.querySelectorAll(`[data-expect-none][${PHOTO_ATTRIBUTE}]`).length).toBe(0);
});

test('a background attribute in CSS syntax is read as its URL, not as a relative path', () => {
  const doc = load();
  const slide = doc.querySelector('[data-bg]') as Element;
  expect(photoCandidates(slide, PAGE).map((c) => c.url)).toEqual(['https://cdn.lazyhomes.example/p/9/10a2b3c4d5e6f70819203a4b5c6d7e8f.jpg']);
});

test('the pending lazy URL outranks the placeholder or preview in src', () => {
  const doc = load();
  const img = doc.querySelector('img[data-original]') as Element;
  const urls = photoCandidates(img, PAGE).map((c) => c.url);
  expect(urls.indexOf('https://cdn.lazyhomes.example/p/9/4a2b3c4d5e6f70819203a4b5c6d7e8f0.jpg')).toBeLessThan(urls.indexOf('https://cdn.lazyhomes.example/p/9/4a2b3c4d5e6f70819203a4b5c6d7e8f0-lqip.jpg'));
  expect(chooseLargest(compileAdapter(PLAIN), photoCandidates(img, PAGE))).toBe('https://cdn.lazyhomes.example/p/9/4a2b3c4d5e6f70819203a4b5c6d7e8f0.jpg');
});

test("a loaded placeholder's natural size is not the photo's: the photo is not too small", () => {
  const doc = load();
  const img = doc.querySelector('img.lazyload[data-src]') as HTMLImageElement;
  Object.defineProperty(img, 'naturalWidth', { value: 1, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: 1, configurable: true });
  expect(showsPlaceholder(img)).toBe(true);
  expect(declaredSize(img)).toEqual({ width: undefined, height: undefined });
  expect(resolveElementPhoto(img, compileAdapter(PLAIN), PAGE)).toBe('https://cdn.lazyhomes.example/p/9/1a2b3c4d5e6f70819203a4b5c6d7e8f0.jpg');
  // Once the loader swapped the photo in, its natural size is the photo's.
  img.setAttribute('src', img.getAttribute('data-src') ?? '');
  Object.defineProperty(img, 'naturalWidth', { value: 1600 });
  Object.defineProperty(img, 'naturalHeight', { value: 1067 });
  expect(showsPlaceholder(img)).toBe(false);
  expect(declaredSize(img)).toEqual({ width: 1600, height: 1067 });
});

test('the loader swapping the photo into src keeps the button and its URL (no second report)', () => {
  const doc = load();
  const reports: string[] = [];
  const w = watch(doc, compileAdapter(GENERIC_ADAPTER), (_el, url) => reports.push(url));
  const img = doc.querySelector('img[data-lazy]') as Element;
  const before = reports.length;
  img.setAttribute('src', img.getAttribute('data-lazy') ?? '');
  img.removeAttribute('data-lazy');
  w.flush();
  expect(img.getAttribute(PHOTO_ATTRIBUTE)).toBe('https://cdn.lazyhomes.example/p/9/2a2b3c4d5e6f70819203a4b5c6d7e8f0.jpg');
  expect(reports.length).toBe(before);
});
