import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { badgeBox, BADGE_INSET, BADGE_SIZE, chooseCorner, pageProbe, type Box, type Probe } from '../../../entrypoints/listing.content/corners';
import { BUTTON_HOST_TAG } from '../../../lib/sites/photo-finder';

/**
 * The badge's corner: the first of bottom-left, top-left, bottom-right, top-right whose badge
 * square covers none of the site's controls, probed through a fake `elementsFromPoint`.
 */

const PHOTO: Box = { left: 100, top: 50, right: 500, bottom: 350 };

/** A probe that says "taken" inside any of `rects`, and "unknown" outside `view`. */
function probeOf(rects: Box[], view: Box = { left: 0, top: 0, right: 1280, bottom: 800 }): Probe {
  return (x, y) => {
    if (x < view.left || y < view.top || x >= view.right || y >= view.bottom) return undefined;
    return rects.some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
  };
}

/** A 32 px control in a corner of the photo, `inset` px from its edges. */
function control(corner: 'bl' | 'tl' | 'br' | 'tr', inset = 8, size = 32): Box {
  const left = corner[1] === 'l' ? PHOTO.left + inset : PHOTO.right - inset - size;
  const top = corner[0] === 't' ? PHOTO.top + inset : PHOTO.bottom - inset - size;
  return { left, top, right: left + size, bottom: top + size };
}

describe('chooseCorner', () => {
  test('bottom-left when nothing is in the way (where the button always was)', () => {
    expect(chooseCorner(PHOTO, probeOf([]))).toBe('bl');
    expect(badgeBox(PHOTO, 'bl')).toEqual({ left: 100 + BADGE_INSET, top: 350 - BADGE_INSET - BADGE_SIZE, right: 100 + BADGE_INSET + BADGE_SIZE, bottom: 350 - BADGE_INSET });
    expect(badgeBox(PHOTO, 'tr')).toEqual({ left: 500 - BADGE_INSET - BADGE_SIZE, top: 50 + BADGE_INSET, right: 500 - BADGE_INSET, bottom: 50 + BADGE_INSET + BADGE_SIZE });
  });

  test('a heart in the top-right corner leaves bottom-left; controls in the way move the badge to the next free corner', () => {
    expect(chooseCorner(PHOTO, probeOf([control('tr')]))).toBe('bl');
    expect(chooseCorner(PHOTO, probeOf([control('bl')]))).toBe('tl');
    expect(chooseCorner(PHOTO, probeOf([control('bl'), control('tl')]))).toBe('br');
    expect(chooseCorner(PHOTO, probeOf([control('bl'), control('tl'), control('br')]))).toBe('tr');
  });

  test('a control overlapping only an edge of the badge square still counts; one beside it does not', () => {
    // A 20 px icon whose corner pokes 3 px into the badge square.
    const square = badgeBox(PHOTO, 'bl');
    const poking = { left: square.right - 3, top: square.top - 17, right: square.right + 17, bottom: square.top + 3 };
    expect(chooseCorner(PHOTO, probeOf([poking]))).toBe('tl');
    const beside = { left: square.right + 2, top: square.top, right: square.right + 30, bottom: square.bottom };
    expect(chooseCorner(PHOTO, probeOf([beside]))).toBe('bl');
  });

  test('every corner taken: null (the badge shows only on hover)', () => {
    expect(chooseCorner(PHOTO, probeOf([control('bl'), control('tl'), control('br'), control('tr')]))).toBeNull();
    // A full-height arrow strip on each side takes all four corners.
    const strips = [
      { left: PHOTO.left, top: PHOTO.top, right: PHOTO.left + 48, bottom: PHOTO.bottom },
      { left: PHOTO.right - 48, top: PHOTO.top, right: PHOTO.right, bottom: PHOTO.bottom },
    ];
    expect(chooseCorner(PHOTO, probeOf(strips))).toBeNull();
  });

  test('off screen: undecided until the first corner not known to be taken can be probed', () => {
    // The whole photo below the viewport.
    expect(chooseCorner(PHOTO, probeOf([], { left: 0, top: 0, right: 1280, bottom: 40 }))).toBeUndefined();
    // Its bottom below the viewport: bottom-left is unknown, so nothing is decided yet (top-left would be free).
    expect(chooseCorner(PHOTO, probeOf([], { left: 0, top: 0, right: 1280, bottom: 200 }))).toBeUndefined();
    // Its top above the viewport: bottom-left is seen free, which settles it.
    expect(chooseCorner(PHOTO, probeOf([], { left: 0, top: 200, right: 1280, bottom: 800 }))).toBe('bl');
    // Bottom-left seen taken, top-left off screen: wait.
    expect(chooseCorner(PHOTO, probeOf([control('bl')], { left: 0, top: 200, right: 1280, bottom: 800 }))).toBeUndefined();
  });
});

describe('pageProbe (elementsFromPoint)', () => {
  function page() {
    const dom = new JSDOM(
      `<!doctype html><body><div class="card"><a id="own" href="/listing/1"><img id="photo" alt=""></a>
       <button id="heart" aria-label="Save"><svg><path id="heart-path"/></svg></button>
       <a id="stretched" href="/listing/1"></a><span id="label">New</span><div id="pill" role="button"></div></div>
       <${BUTTON_HOST_TAG} id="ours"></${BUTTON_HOST_TAG}></body>`,
      { url: 'https://www.zoopla.co.uk/for-sale/property/bristol/' },
    );
    const doc = dom.window.document;
    const byId = (id: string) => doc.getElementById(id) as Element;
    // What is at the photo's centre, and at any other point.
    let centre: Element[] = [byId('photo'), byId('own')];
    let stack: Element[] = [];
    const isCentre = (x: number, y: number) => x === (PHOTO.left + PHOTO.right) / 2 && y === (PHOTO.top + PHOTO.bottom) / 2;
    doc.elementsFromPoint = (x, y) => (isCentre(x, y) ? centre : stack);
    const probe = () => pageProbe(doc, byId('photo'), PHOTO);
    return {
      doc,
      byId,
      probe,
      at: (...els: string[]) => (stack = els.map(byId)),
      atCentre: (...els: string[]) => (centre = els.map(byId)),
    };
  }

  test('a site control (or an icon inside one) at the point is in the way; the photo, its own link and plain text are not', () => {
    const { probe, at } = page();
    at('heart-path', 'heart', 'photo');
    expect(probe()(110, 60)).toBe(true);
    at('pill', 'photo');
    expect(probe()(110, 60)).toBe(true);
    at('photo', 'own');
    expect(probe()(110, 60)).toBe(false);
    at('label', 'photo');
    expect(probe()(110, 60)).toBe(false);
    at();
    expect(probe()(110, 60)).toBe(false);
  });

  test('a link stretched over the card (what a click on the photo\'s centre reaches) is the photo\'s own; our own buttons are looked through', () => {
    const { probe, at, atCentre } = page();
    atCentre('stretched', 'photo');
    at('stretched', 'photo');
    expect(probe()(110, 60)).toBe(false);
    at('ours', 'heart', 'photo');
    expect(probe()(110, 60)).toBe(true);
    // The same link, when the photo's centre reaches something else, is a control in the way.
    atCentre('photo', 'own');
    at('stretched', 'photo');
    expect(probe()(110, 60)).toBe(true);
  });

  test('points outside the viewport are unknown; without elementsFromPoint nothing is in the way', () => {
    const { doc, probe, byId } = page();
    expect(probe()(-1, 10)).toBeUndefined();
    expect(probe()(10, (doc.defaultView?.innerHeight ?? 0) + 5)).toBeUndefined();
    (doc as { elementsFromPoint?: unknown }).elementsFromPoint = undefined;
    expect(pageProbe(doc, byId('photo'), PHOTO)(10, 10)).toBe(false);
  });
});
