/**
 * `npm run bench`, the badges' share: the button layer on a page of 2,000 listing photos in jsdom.
 * The page's IntersectionObserver and ResizeObserver are stand-ins that report nothing on their
 * own, as in a browser where one screen of photos is near the viewport: adding every photo must
 * cost O(1) each (no host, no geometry); then the badges of the 24 photos reported near are
 * placed (rectangles read, corners probed with elementsFromPoint), as when "Always visible" is
 * chosen with the page open.
 */
import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';
import { setButtonMode } from '../entrypoints/listing.content/button-mode';
import { createOverlay } from '../entrypoints/listing.content/overlay';

const PHOTOS = 2000;
const NEAR = 24;

/** Milliseconds to add 2,000 photos, and to place the badges of the 24 near the viewport. */
export async function benchOverlay(): Promise<{ add: number; place: number }> {
  const cards = Array.from({ length: PHOTOS }, (_, i) => `<div class="card"><a href="/l/${i}"><img alt=""></a><button aria-label="Save"></button></div>`).join('');
  const dom = new JSDOM(`<!doctype html><body>${cards}</body>`, { url: 'https://www.zoopla.co.uk/for-sale/property/bristol/' });
  const win = dom.window as unknown as Window & typeof globalThis;
  let near: ((records: { target: Element; isIntersecting: boolean }[]) => void) | undefined;
  win.IntersectionObserver = class {
    constructor(callback: typeof near) {
      near = callback;
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  win.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // A tall viewport: the 24 photos reported near are all on screen (corners decided at once).
  Object.defineProperty(win, 'innerWidth', { value: 1280 });
  Object.defineProperty(win, 'innerHeight', { value: 3000 });
  const doc = win.document;
  const photos = Array.from(doc.querySelectorAll('img'));
  // A card grid 3 wide: each photo's box, and what a point hits (the heart top-right, else the photo).
  photos.forEach((img, i) => {
    const left = (i % 3) * 400;
    const top = Math.floor(i / 3) * 320;
    img.getBoundingClientRect = () => ({ left, top, right: left + 392, bottom: top + 262, x: left, y: top, width: 392, height: 262, toJSON: () => '' });
  });
  doc.elementsFromPoint = (x: number, y: number) => {
    const photo = photos[Math.floor(y / 320) * 3 + Math.floor(x / 400)];
    const heart = photo?.parentElement?.nextElementSibling;
    return (x % 400) > 340 && (y % 320) < 50 && heart ? [heart] : photo ? [photo] : [];
  };
  // Hover only while the hosts are built (jsdom parses each shadow root's CSS, which browsers
  // share): the second measure is the badges' own work.
  setButtonMode('hover');
  const stop = new AbortController();
  const overlay = createOverlay({ doc, signal: stop.signal, onActivate: () => undefined });

  let start = performance.now();
  photos.forEach((img, i) => overlay.add(img, `https://lid.zoocdn.com/u/1024/768/${String(i).padStart(40, '0')}.jpg`));
  const add = performance.now() - start;

  near?.(photos.slice(0, NEAR).map((target) => ({ target, isIntersecting: true })));
  await Promise.resolve();
  start = performance.now();
  setButtonMode('always');
  await Promise.resolve();
  const place = performance.now() - start;
  if (doc.querySelectorAll('reimagine-photo-button[data-badge]').length !== NEAR) throw new Error('bench: the near photos got no badge');
  stop.abort();
  dom.window.close();
  return { add, place };
}
