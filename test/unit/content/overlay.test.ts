import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createOverlay } from '../../../entrypoints/listing.content/overlay';
import { applyPhotoStates, setPhotoState } from '../../../entrypoints/listing.content/photo-state';
import { BUTTON_HOST_TAG } from '../../../lib/sites/photo-finder';
import { keepShadowRoots } from './shadow-roots';
import { stubUiLanguage } from './ui-language';

// The buttons speak the browser's UI language; English unless a test says otherwise.
beforeEach(() => stubUiLanguage());

/**
 * The button layer in jsdom (no layout, no IntersectionObserver: hosts are built at once). jsdom
 * cannot produce trusted events, so here every event is synthetic and must do nothing but stay
 * away from the page; the trusted path is covered in Chromium (test/e2e/chromium/sites-content.spec.ts).
 */

const PHOTO_URL = 'https://lid.zoocdn.com/u/1024/768/356a192b7913b04c54574d18c28d46e6395428ab.jpg';

function setup() {
  const dom = new JSDOM(
    `<!doctype html><body><a id="link" href="/to-rent/details/1/"><div id="slide"><picture><source srcset="${PHOTO_URL} 1024w"><img id="photo" alt="Photo"></picture><span id="caption">1/9</span></div></a></body>`,
    { url: 'https://www.zoopla.co.uk/to-rent/property/london/' },
  );
  const doc = dom.window.document;
  const photo = doc.getElementById('photo') as Element;
  const onActivate = vi.fn();
  const stop = new AbortController();
  const rootOf = keepShadowRoots(dom.window);
  const overlay = createOverlay({ doc, signal: stop.signal, onActivate });
  overlay.add(photo, PHOTO_URL);
  const host = overlay.hostOf(photo) as HTMLElement;
  const button = rootOf(host).querySelector('button') as HTMLButtonElement;
  return { dom, doc, photo, host, button, rootOf, onActivate, stop, overlay, win: dom.window };
}

afterEach(() => setPhotoState(PHOTO_URL, { state: 'idle' }));

describe('the photo button', () => {
  test('is a real <button> named "Reimagine photo" in a closed shadow root next to the photo, without restructuring the page', () => {
    const { doc, host, button, rootOf } = setup();
    // Closed: a page's script cannot reach the button (to restyle, measure or focus it).
    expect(host.shadowRoot).toBeNull();
    expect(host.localName).toBe(BUTTON_HOST_TAG);
    expect(button.getAttribute('aria-label')).toBe('Reimagine photo');
    expect(button.type).toBe('button');
    // Inserted after the <picture>, inside the same slide: it moves with the photo.
    expect(host.previousElementSibling?.localName).toBe('picture');
    expect(host.parentElement?.id).toBe('slide');
    expect(doc.querySelector('picture')?.children.length).toBe(2);
    expect(rootOf(host).querySelector('style')?.textContent).toContain(':host');
  });

  test('synthetic clicks from page scripts do nothing and never reach the site', () => {
    const { doc, host, button, onActivate, win } = setup();
    const siteClick = vi.fn();
    doc.getElementById('link')?.addEventListener('click', siteClick);
    doc.addEventListener('click', siteClick);
    button.click();
    host.click();
    const click = new win.MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    host.dispatchEvent(click);
    host.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    host.dispatchEvent(new win.MouseEvent('pointerup', { bubbles: true }));
    expect(onActivate).not.toHaveBeenCalled();
    expect(siteClick).not.toHaveBeenCalled();
    // The link around the photo does not navigate either.
    expect(click.defaultPrevented).toBe(true);
  });

  test('pointer, mouse, touch and key events stop at the host (no lightbox, no swipe)', () => {
    const { doc, host, win } = setup();
    const site = vi.fn();
    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown']) doc.body.addEventListener(type, site);
    host.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true, cancelable: true }));
    host.dispatchEvent(new win.MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    host.dispatchEvent(new win.Event('touchstart', { bubbles: true, cancelable: true }));
    const arrow = new win.KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    host.dispatchEvent(arrow);
    expect(site).not.toHaveBeenCalled();
    // Keys other than Enter/Space keep their default (Tab must still move focus).
    expect(arrow.defaultPrevented).toBe(false);
  });

  test('shows on hover of the photo and on keyboard focus, hides when the pointer leaves', () => {
    const { doc, photo, host, win } = setup();
    expect(host.hasAttribute('data-shown')).toBe(false);
    photo.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(true);
    // An element laid over the photo inside its container counts as the photo.
    doc.getElementById('caption')?.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(true);
    doc.body.dispatchEvent(new win.MouseEvent('mouseover', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(false);
    host.dispatchEvent(new win.FocusEvent('focusin', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(true);
    host.dispatchEvent(new win.FocusEvent('focusout', { bubbles: true }));
    expect(host.hasAttribute('data-shown')).toBe(false);
  });

  test('setPhotoState shows idle, queued, running with elapsed time, done and failed badges', () => {
    const { host, button } = setup();
    const label = () => button.querySelector('.label')?.textContent;
    expect(host.getAttribute('data-state')).toBe('idle');
    expect(label()).toBe('Reimagine');
    setPhotoState(PHOTO_URL, { state: 'queued' });
    expect(host.getAttribute('data-state')).toBe('queued');
    expect(label()).toBe('Queued');
    setPhotoState(PHOTO_URL, { state: 'running', startedAt: Date.now() - 65_000 });
    expect(host.getAttribute('data-state')).toBe('running');
    // A state shows without hover as the compact badge (spinner and time); hover expands it.
    expect(host.hasAttribute('data-shown')).toBe(false);
    expect(label()).toBe('1:05');
    // The protocol's batch shape (getPhotoStates replies, photoStates events) works the same.
    applyPhotoStates([{ url: PHOTO_URL, state: 'done', jobId: 'job-1' }]);
    expect(host.getAttribute('data-state')).toBe('done');
    expect(label()).toBe('Result ready');
    expect(button.getAttribute('aria-label')).toBe('Reimagine photo');
    setPhotoState(PHOTO_URL, { state: 'failed' });
    expect(label()).toBe('Failed');
    setPhotoState(PHOTO_URL, { state: 'idle' });
    expect(host.getAttribute('data-state')).toBe('idle');
    expect(host.hasAttribute('data-shown')).toBe(false);
  });

  test('a button created later starts in the photo\'s current state', () => {
    const { doc, overlay } = setup();
    setPhotoState(PHOTO_URL, { state: 'done' });
    const second = doc.createElement('img');
    doc.body.append(second);
    overlay.add(second, PHOTO_URL);
    expect(overlay.hostOf(second)?.getAttribute('data-state')).toBe('done');
  });

  test('removing the photo or stopping removes the buttons', () => {
    const { doc, photo, overlay, stop } = setup();
    overlay.remove(photo);
    expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(0);
    overlay.add(photo, PHOTO_URL);
    expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(1);
    stop.abort();
    expect(doc.querySelectorAll(BUTTON_HOST_TAG).length).toBe(0);
  });
});
