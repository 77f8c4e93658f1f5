import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { JSDOM } from 'jsdom';
import { runListingScript } from '../../../entrypoints/listing.content/controller';
import { builtinSiteRulesFor } from '../../../lib/sites/rules';
import { BUTTON_HOST_TAG, PHOTO_ATTRIBUTE } from '../../../lib/sites/photo-finder';
import { loadFixture } from '../sites/own-fixtures';
import { keepShadowRoots } from './shadow-roots';
import { stubUiLanguage } from './ui-language';

// The buttons speak the browser's UI language; English unless a test says otherwise.
beforeEach(() => stubUiLanguage());

/**
 * The listing content script's logic on our dynamic fixture (its inline script runs in jsdom):
 * photos appearing later (carousel slides, lazy loading, infinite scroll), single-page
 * navigations to a detail page and away from listings, and pages that are not listing pages.
 */

interface FixtureApi {
  fillCarousel(): void;
  loadLazy(): void;
  appendCards(count: number): void;
  openDetail(): void;
  leaveListings(): void;
}

const open: { dom: JSDOM; stop: AbortController }[] = [];
afterEach(() => {
  // The script stops before its window closes, as in a browser: no batch is left to run in a closed window.
  for (const { dom, stop } of open.splice(0)) {
    stop.abort();
    dom.window.close();
  }
});

function start(url?: string) {
  const dom = loadFixture('dynamic-listing.html', true);
  const stop = new AbortController();
  open.push({ dom, stop });
  if (url) dom.reconfigure({ url });
  // What the page cannot do (reach into the buttons' closed roots), a test does to try the button itself.
  const rootOf = keepShadowRoots(dom.window);
  const openPhoto = vi.fn();
  const onPhoto = vi.fn();
  const script = runListingScript(dom.window as unknown as Window, stop.signal, { adapterFor: (href) => builtinSiteRulesFor(href), openPhoto, onPhoto, schedule: (run) => setTimeout(run, 0) });
  const doc = dom.window.document;
  const fixture = (dom.window as unknown as { fixture: FixtureApi }).fixture;
  return { dom, doc, fixture, stop, openPhoto, onPhoto, script, rootOf };
}

/** Lets the mutation observer and the batch timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function expectMarked(doc: Document) {
  const marked = Array.from(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`));
  const expected = Array.from(doc.querySelectorAll('[data-expect-photo]'));
  expect(marked).toEqual(expected);
  // One button per photo, none left behind by removed photos.
  expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(expected.length);
  return marked.length;
}

describe('the listing content script', () => {
  test('marks the initial photos, then carousel slides, lazy images and appended cards as they appear', async () => {
    const { doc, fixture } = start();
    expect(expectMarked(doc)).toBe(1);
    fixture.fillCarousel();
    await settle();
    expect(expectMarked(doc)).toBe(3);
    fixture.loadLazy();
    await settle();
    expect(expectMarked(doc)).toBe(4);
    expect(doc.getElementById('lazy')?.getAttribute(PHOTO_ATTRIBUTE)).toBe('https://lid.zoocdn.com/u/1024/768/9e6a55b6b4563e652a23be9d623ca5055c356940.jpg');
    fixture.appendCards(3);
    await settle();
    expect(expectMarked(doc)).toBe(7);
  });

  test('follows a single-page navigation to a detail page, and cleans up when leaving listings', async () => {
    const { dom, doc, fixture, script } = start();
    fixture.fillCarousel();
    await settle();
    fixture.openDetail();
    await settle();
    expect(dom.window.location.pathname).toBe('/to-rent/details/3003/');
    expect(expectMarked(doc)).toBe(3);
    expect(script.session()).toBeDefined();
    fixture.leaveListings();
    await settle();
    expect(script.session()).toBeUndefined();
    expect(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`).length).toBe(0);
    expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(0);
  });

  test('does nothing on a page that is not a listing page', async () => {
    const { doc, fixture, script } = start('https://www.zoopla.co.uk/discover/');
    expect(script.session()).toBeUndefined();
    fixture.appendCards(2);
    await settle();
    expect(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`).length).toBe(0);
    expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(0);
  });

  test('a page script clicking the buttons sends nothing', async () => {
    const { doc, fixture, openPhoto, rootOf } = start();
    fixture.appendCards(1);
    await settle();
    const hosts = Array.from(doc.querySelectorAll<HTMLElement>(BUTTON_HOST_TAG));
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) {
      expect(host.shadowRoot).toBeNull();
      rootOf(host).querySelector('button')?.click();
      host.click();
    }
    expect(openPhoto).not.toHaveBeenCalled();
  });

  test('stopping (extension reloaded) removes marks and buttons', async () => {
    const { doc, stop } = start();
    expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(1);
    stop.abort();
    expect(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`).length).toBe(0);
    expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(0);
  });
});

test('the script reports each photo it finds (to ask the background for its state), also those found later', async () => {
  const { fixture, onPhoto } = start();
  await settle();
  expect(onPhoto).toHaveBeenCalledTimes(1);
  fixture.fillCarousel();
  await settle();
  const urls = onPhoto.mock.calls.map(([url]) => url as string);
  expect(new Set(urls).size).toBe(3);
  expect(urls.every((url) => url.startsWith('https://lid.zoocdn.com/u/1024/768/'))).toBe(true);
});
