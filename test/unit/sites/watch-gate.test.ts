import { JSDOM, VirtualConsole } from 'jsdom';
import { expect, test, vi } from 'vitest';
import { compileAdapter } from '../../../lib/sites/compile';
import { PHOTO_ATTRIBUTE } from '../../../lib/sites/photo-finder';
import type { SiteAdapter } from '../../../lib/sites/types';
import { watchPhotos } from '../../../lib/sites/watch';
import { FOUND_WHOLE, type CandidateGate } from '../../../lib/sites/watch-gate';

/**
 * A long results page (issue #28): the watcher evaluates a page's first FOUND_WHOLE candidates
 * wherever they are, then lets its gate hold the rest, unevaluated, until the gate releases them
 * as they come near. The gate here is a fake that records what it holds and drops.
 */

const ADAPTER = compileAdapter({
  id: 'longlist',
  listingPages: ['^/search/'],
  photoUrl: '^https://cdn\\.longlist\\.example/p/',
  rewrites: [],
  ignore: [],
  minSize: { width: 100, height: 100 },
} satisfies SiteAdapter);

const EXTRA = 30;

function page(cards = FOUND_WHOLE + EXTRA) {
  const html = Array.from({ length: cards }, (_, i) => `<div class="card"><img id="p${i}" src="https://cdn.longlist.example/p/${i}.jpg"></div>`).join('');
  const dom = new JSDOM(`<!doctype html><body><main>${html}</main></body>`, { url: 'https://www.longlist.example/search/all', virtualConsole: new VirtualConsole() });
  const doc = dom.window.document;
  return { dom, doc, photo: (i: number) => doc.getElementById(`p${i}`) as HTMLImageElement };
}

function fakeGate() {
  const held = new Set<Element>();
  const holds = vi.fn((element: Element) => held.add(element));
  const drops = vi.fn((element: Element) => held.delete(element));
  const gate: CandidateGate = { hold: holds, drop: drops };
  return Object.assign(gate, { held, holds, drops });
}

function start(doc: Document, gate: CandidateGate | undefined) {
  const onPhoto = vi.fn();
  const onLost = vi.fn();
  const controller = new AbortController();
  const watch = watchPhotos(doc, { adapter: ADAPTER, baseUrl: () => doc.baseURI, onPhoto, onLost, signal: controller.signal, schedule: () => {}, gate });
  return { watch, onPhoto, onLost, controller };
}

test('the first FOUND_WHOLE candidates are found wherever they are; the gate holds the rest unevaluated', () => {
  const { doc, photo } = page();
  const gate = fakeGate();
  const { watch, onPhoto } = start(doc, gate);
  expect(watch.marked()).toHaveLength(FOUND_WHOLE);
  expect(onPhoto).toHaveBeenCalledTimes(FOUND_WHOLE);
  expect(gate.held.size).toBe(EXTRA);
  expect(photo(FOUND_WHOLE - 1).hasAttribute(PHOTO_ATTRIBUTE)).toBe(true);
  expect(photo(FOUND_WHOLE).hasAttribute(PHOTO_ATTRIBUTE)).toBe(false);
  expect(gate.held.has(photo(FOUND_WHOLE + EXTRA - 1))).toBe(true);
});

test('without a gate every candidate is found at once, however long the page', () => {
  const { doc } = page();
  expect(start(doc, undefined).watch.marked()).toHaveLength(FOUND_WHOLE + EXTRA);
});

test('a released candidate is found and reported near; releasing it again changes nothing', () => {
  const { doc, photo } = page();
  const { watch, onPhoto } = start(doc, fakeGate());
  onPhoto.mockClear();
  const near = photo(FOUND_WHOLE + 3);
  watch.release([near]);
  expect(near.getAttribute(PHOTO_ATTRIBUTE)).toBe(`https://cdn.longlist.example/p/${FOUND_WHOLE + 3}.jpg`);
  expect(onPhoto).toHaveBeenCalledWith(near, `https://cdn.longlist.example/p/${FOUND_WHOLE + 3}.jpg`, true);
  watch.release([near]);
  expect(onPhoto).toHaveBeenCalledTimes(1);
});

test('a held candidate waits for no load of its own (a page holding thousands hears none of their loads)', () => {
  const { doc, photo } = page();
  const held = photo(FOUND_WHOLE + 1);
  const found = photo(0);
  const listens = [vi.spyOn(held, 'addEventListener'), vi.spyOn(found, 'addEventListener')];
  start(doc, fakeGate());
  expect(listens[0]).not.toHaveBeenCalled();
  // A photo found before it loaded waits for its load (its size may rule it out).
  expect(listens[1]).toHaveBeenCalledWith('load', expect.any(Function), expect.objectContaining({ once: true }));
});

test('a held candidate that changes or loads is not evaluated nor held again: it is read when released', () => {
  const { doc, dom, photo } = page();
  const gate = fakeGate();
  const { watch } = start(doc, gate);
  const held = photo(FOUND_WHOLE + 1);
  held.setAttribute('src', 'https://cdn.longlist.example/p/swapped.jpg');
  held.dispatchEvent(new dom.window.Event('load'));
  watch.flush();
  expect(held.hasAttribute(PHOTO_ATTRIBUTE)).toBe(false);
  expect(gate.holds.mock.calls.filter(([el]) => el === held)).toHaveLength(1);
  watch.release([held]);
  expect(held.getAttribute(PHOTO_ATTRIBUTE)).toBe('https://cdn.longlist.example/p/swapped.jpg');
});

test("a held candidate's URL is read on demand (a click's listing context), without marking it", () => {
  const { doc, photo } = page();
  const { watch } = start(doc, fakeGate());
  const held = photo(FOUND_WHOLE + 2);
  expect(watch.urlOf(held)).toBe(`https://cdn.longlist.example/p/${FOUND_WHOLE + 2}.jpg`);
  expect(held.hasAttribute(PHOTO_ATTRIBUTE)).toBe(false);
  expect(watch.urlOf(doc.body)).toBeUndefined();
});

test('a held candidate removed from the page is dropped by the gate, and released later it is not found', () => {
  const { doc, photo } = page();
  const gate = fakeGate();
  const { watch, onPhoto } = start(doc, gate);
  const gone = photo(FOUND_WHOLE + 4);
  gone.parentElement?.remove();
  watch.flush();
  expect(gate.drops).toHaveBeenCalledWith(gone);
  expect(gate.held.has(gone)).toBe(false);
  onPhoto.mockClear();
  watch.release([gone]);
  expect(onPhoto).not.toHaveBeenCalled();
});

test('cards added later are held once the first ones were found; a single-page navigation finds the next page whole again', () => {
  const { doc } = page(FOUND_WHOLE);
  const gate = fakeGate();
  const { watch } = start(doc, gate);
  expect(gate.held.size).toBe(0);
  const more = doc.createElement('div');
  more.innerHTML = '<img src="https://cdn.longlist.example/p/more-1.jpg"><img src="https://cdn.longlist.example/p/more-2.jpg">';
  doc.querySelector('main')?.append(more);
  watch.flush();
  expect(gate.held.size).toBe(2);
  // The next page replaces the list: its candidates are evaluated wherever they are.
  const main = doc.querySelector('main') as Element;
  main.innerHTML = '<img id="n1" src="https://cdn.longlist.example/p/next-1.jpg">';
  watch.rescan();
  watch.flush();
  expect(doc.getElementById('n1')?.hasAttribute(PHOTO_ATTRIBUTE)).toBe(true);
  expect(gate.held.size).toBe(0);
});

test('stopping the watcher lets the gate drop everything it holds', () => {
  const { doc } = page();
  const gate = fakeGate();
  const { controller } = start(doc, gate);
  controller.abort();
  expect(gate.drops).toHaveBeenCalledTimes(EXTRA);
  expect(gate.held.size).toBe(0);
});

test('images that are not photos (logos, icons) do not count: the first FOUND_WHOLE photos are found', () => {
  const logos = Array.from({ length: FOUND_WHOLE + 50 }, (_, i) => `<img src="https://www.longlist.example/static/logo-${i}.png">`).join('');
  const photos = Array.from({ length: FOUND_WHOLE + 5 }, (_, i) => `<img src="https://cdn.longlist.example/p/${i}.jpg">`).join('');
  const doc = new JSDOM(`<!doctype html><body>${logos}${photos}</body>`, { url: 'https://www.longlist.example/search/all', virtualConsole: new VirtualConsole() }).window.document;
  const gate = fakeGate();
  const { watch } = start(doc, gate);
  expect(watch.marked()).toHaveLength(FOUND_WHOLE);
  expect(gate.held.size).toBe(5);
});

test('after a single-page navigation, a candidate still held on the page is found with the new page whole', () => {
  const { doc, photo } = page();
  const gate = fakeGate();
  const { watch } = start(doc, gate);
  const stillHeld = photo(FOUND_WHOLE + 1);
  expect(gate.held.has(stillHeld)).toBe(true);
  // The app keeps the list's tail and drops its head.
  for (let i = 0; i < FOUND_WHOLE; i++) photo(i).parentElement?.remove();
  watch.rescan();
  watch.flush();
  expect(gate.drops).toHaveBeenCalledWith(stillHeld);
  expect(stillHeld.hasAttribute(PHOTO_ATTRIBUTE)).toBe(true);
  expect(gate.held.size).toBe(0);
});
