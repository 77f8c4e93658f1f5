import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setButtonMode } from '../../../entrypoints/listing.content/button-mode';
import { createOverlay } from '../../../entrypoints/listing.content/overlay';
import { setPhotoState } from '../../../entrypoints/listing.content/photo-state';
import { keepShadowRoots } from './shadow-roots';
import { stubUiLanguage } from './ui-language';

// The buttons speak the browser's UI language; English unless a test says otherwise.
beforeEach(() => stubUiLanguage());

/**
 * The badge on each photo in jsdom, with a fake layout: the rectangles of the photo and of the
 * site's controls laid over it are stubbed (`probes` counts the controls' reads). "Always visible" shows the
 * compact badge in the first corner free of the site's controls; "On hover only" (or no free
 * corner) shows nothing until hover or focus; the badge is the photo's one button, so it is one
 * tab stop with the accessible name "Reimagine photo".
 */

const PHOTO_URL = 'https://lid.zoocdn.com/u/1024/768/356a192b7913b04c54574d18c28d46e6395428ab.jpg';
const PHOTO_BOX = { left: 100, top: 50, right: 500, bottom: 350 };

type Corner = 'bl' | 'tl' | 'br' | 'tr';

/** An IntersectionObserver the test drives: `report` says the photo came near (true) or moved away (false). */
class FakeIntersectionObserver {
  static report: (near: boolean) => void = () => undefined;
  constructor(callback: (records: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.report = (near) => callback([{ target: FakeIntersectionObserver.target as Element, isIntersecting: near }]);
  }
  static target: Element | undefined;
  observe(target: Element) {
    FakeIntersectionObserver.target = target;
  }
  unobserve() {}
  disconnect() {}
}

function setup(taken: Corner[] = ['tr'], options: { box?: { left: number; top: number; right: number; bottom: number }; intersection?: boolean } = {}) {
  const controls = taken.map((corner) => `<button class="site-control" data-corner="${corner}" aria-label="Save"></button>`).join('');
  const dom = new JSDOM(`<!doctype html><body><div id="card"><a href="/listing/1"><img id="photo" alt="Living room"></a>${controls}</div></body>`, {
    url: 'https://www.zoopla.co.uk/for-sale/property/bristol/',
  });
  const doc = dom.window.document;
  const photo = doc.getElementById('photo') as HTMLElement;
  const photoRect = vi.fn(() => rect(options.box ?? PHOTO_BOX));
  photo.getBoundingClientRect = photoRect;
  if (options.intersection) (dom.window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  // Each control is a 32 px square 8 px inside its corner of the photo.
  const probes = vi.fn((corner: Corner) => {
    const left = corner[1] === 'l' ? PHOTO_BOX.left + 8 : PHOTO_BOX.right - 40;
    const top = corner[0] === 't' ? PHOTO_BOX.top + 8 : PHOTO_BOX.bottom - 40;
    return rect({ left, top, right: left + 32, bottom: top + 32 });
  });
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>('.site-control'))) el.getBoundingClientRect = () => probes(el.dataset.corner as Corner);
  const stop = new AbortController();
  const rootOf = keepShadowRoots(dom.window);
  const overlay = createOverlay({ doc, signal: stop.signal, onActivate: vi.fn() });
  overlay.add(photo, PHOTO_URL);
  const host = overlay.hostOf(photo) as HTMLElement;
  // An off-screen photo has no button yet.
  const button = (host ? rootOf(host).querySelector('button') : undefined) as HTMLButtonElement;
  return { dom, doc, photo, host, button, rootOf, probes, photoRect, stop, win: dom.window };
}

function rect(box: { left: number; top: number; right: number; bottom: number }): DOMRect {
  return { ...box, x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, toJSON: () => box };
}

/** Lets the placement batch (a microtask) run. */
const placed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  setPhotoState(PHOTO_URL, { state: 'idle' });
  setButtonMode('always');
});

describe('"Always visible"', () => {
  test('shows the compact badge without hover, in bottom-left when the site\'s heart is top-right', async () => {
    setButtonMode('always');
    const { host } = setup(['tr']);
    await placed();
    expect(host.hasAttribute('data-badge')).toBe(true);
    expect(host.hasAttribute('data-shown')).toBe(false);
    expect(host.getAttribute('data-corner')).toBe('bl');
    // The host is shifted to the photo's bottom-left corner (a transform: no layout of the page).
    expect(host.style.translate).toBe('100px 350px');
  });

  test('moves to the first free corner, anchored there', async () => {
    setButtonMode('always');
    const { host } = setup(['bl', 'tl']);
    await placed();
    expect(host.getAttribute('data-corner')).toBe('br');
    expect(host.style.translate).toBe('500px 350px');
  });

  test('no free corner: no badge until hover, then the full button where it always was', async () => {
    setButtonMode('always');
    const { host, photo, win } = setup(['bl', 'tl', 'br', 'tr']);
    await placed();
    expect(host.hasAttribute('data-badge')).toBe(false);
    photo.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
    await placed();
    expect(host.hasAttribute('data-shown')).toBe(true);
    expect(host.getAttribute('data-corner')).toBe('bl');
  });

  test('the corner is chosen once: hovering again reads the photo\'s box but probes nothing', async () => {
    setButtonMode('always');
    const { photo, probes, win, doc } = setup(['tr']);
    await placed();
    const count = probes.mock.calls.length;
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      photo.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
      doc.body.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
      await placed();
    }
    expect(probes.mock.calls.length).toBe(count);
  });
});

describe('a photo off screen', () => {
  test('waits for its corner until scrolling rests with it in view; one that moved away is not measured (scrolling, a setting change)', async () => {
    setButtonMode('always');
    const box = { left: 100, top: 900, right: 500, bottom: 1200 };
    const { doc, host, photoRect, win } = setup(['bl'], { box, intersection: true });
    const rest = async () => {
      doc.dispatchEvent(new win.Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    expect(host).toBeUndefined();
    FakeIntersectionObserver.report(true);
    await placed();
    const built = doc.querySelector('reimagine-photo-button') as HTMLElement;
    // Within 300 px of the viewport (768 px high) but below it: nothing can be probed yet.
    expect(built.hasAttribute('data-badge')).toBe(false);
    // It moves away before coming into view: scrolling measures nothing for it (its idle button
    // goes with the next one built, nearness.test.ts).
    FakeIntersectionObserver.report(false);
    const reads = photoRect.mock.calls.length;
    await rest();
    // Nor does a change of the setting while it is away.
    setButtonMode('hover');
    setButtonMode('always');
    await placed();
    expect(photoRect.mock.calls.length).toBe(reads);
    // Near again, then scrolled into view: placed in the first free corner once scrolling rests.
    FakeIntersectionObserver.report(true);
    await placed();
    const again = doc.querySelector('reimagine-photo-button') as HTMLElement;
    expect(again).toBe(built);
    expect(again.hasAttribute('data-badge')).toBe(false);
    Object.assign(box, PHOTO_BOX);
    await rest();
    expect(again.hasAttribute('data-badge')).toBe(true);
    expect(again.getAttribute('data-corner')).toBe('tl');
  });
});

describe('"On hover only"', () => {
  test('no badge, no probing; the full button on hover and on focus, as before', async () => {
    setButtonMode('hover');
    const { host, photo, probes, win, doc } = setup([]);
    await placed();
    expect(host.hasAttribute('data-badge')).toBe(false);
    expect(probes).not.toHaveBeenCalled();
    photo.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(true);
    doc.body.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(false);
    host.dispatchEvent(new win.FocusEvent('focusin', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(true);
  });

  test('a photo\'s state still shows without hover (a render the user started)', async () => {
    setButtonMode('hover');
    const { host } = setup([]);
    setPhotoState(PHOTO_URL, { state: 'running', startedAt: Date.now() });
    await placed();
    expect(host.getAttribute('data-state')).toBe('running');
    expect(host.hasAttribute('data-badge')).toBe(false);
  });

  test('the setting changes live, both ways', async () => {
    setButtonMode('hover');
    const { host } = setup(['bl']);
    await placed();
    expect(host.hasAttribute('data-badge')).toBe(false);
    setButtonMode('always');
    await placed();
    expect(host.hasAttribute('data-badge')).toBe(true);
    expect(host.getAttribute('data-corner')).toBe('tl');
    setButtonMode('hover');
    await placed();
    expect(host.hasAttribute('data-badge')).toBe(false);
  });
});

describe('the badge for keyboards and screen readers', () => {
  test('is the photo\'s one button: a single tab stop, named "Reimagine photo", its state described', async () => {
    setButtonMode('always');
    const { host, button, rootOf } = setup(['tr']);
    await placed();
    const focusable = rootOf(host).querySelectorAll('button, a[href], input, [tabindex]');
    expect(Array.from(focusable)).toEqual([button]);
    expect(host.hasAttribute('tabindex')).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Reimagine photo');
    // Icons are decoration; the state is read from the description.
    for (const svg of Array.from(button.querySelectorAll('svg'))) expect(svg.getAttribute('aria-hidden')).toBe('true');
    setPhotoState(PHOTO_URL, { state: 'done' });
    const status = rootOf(host).getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(status?.textContent).toBe('Result ready: open it in the Reimagine panel');
  });
});
