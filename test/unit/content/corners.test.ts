import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { badgeBox, BADGE_HEIGHT, BADGE_INSET, BADGE_WIDTH, chooseCorner, pageProbe, type Box, type Probe } from '../../../entrypoints/listing.content/corners';
import { BUTTON_HOST_TAG } from '../../../lib/sites/photo-finder';

/**
 * The badge's corner: the first of bottom-left, top-left, bottom-right, top-right whose badge
 * square covers none of the site's controls, probed through a fake; then the page's probe itself,
 * on jsdom with the boxes given.
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
    expect(badgeBox(PHOTO, 'bl')).toEqual({ left: 100 + BADGE_INSET, top: 350 - BADGE_INSET - BADGE_HEIGHT, right: 100 + BADGE_INSET + BADGE_WIDTH, bottom: 350 - BADGE_INSET });
    expect(badgeBox(PHOTO, 'tr')).toEqual({ left: 500 - BADGE_INSET - BADGE_WIDTH, top: 50 + BADGE_INSET, right: 500 - BADGE_INSET, bottom: 50 + BADGE_INSET + BADGE_HEIGHT });
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

  test('the labelled badge is wide: a small icon under its middle, between its ends, is in the way', () => {
    const badge = badgeBox(PHOTO, 'bl');
    const middle = (badge.left + badge.right) / 2;
    const icon = { left: middle + 10, top: badge.top - 4, right: middle + 30, bottom: badge.top + 6 };
    expect(chooseCorner(PHOTO, probeOf([icon]))).toBe('tl');
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

describe('pageProbe (the controls laid over the photo, by geometry)', () => {
  /**
   * A card whose photo is at PHOTO, a heart button over its top-left corner, a link stretched
   * over the whole card, plain text and a pill; jsdom has no layout, so each element's box is
   * given here (zero size for anything not given, as for an element not rendered).
   */
  function page(boxes: Record<string, Box>, css = '') {
    const dom = new JSDOM(
      `<!doctype html><style>${css}</style><body><ul id="list"><li id="card"><div id="media"><a id="own" href="/listing/1"><img id="photo" alt=""></a>
       <button id="heart" aria-label="Save"><svg><path id="heart-path"/></svg></button>
       <a id="stretched" href="/listing/1"></a><span id="label">New</span><div id="pill" role="button"></div></div></li>
       <li id="other"><button id="far" aria-label="Save"></button></li></ul>
       <${BUTTON_HOST_TAG} id="ours"></${BUTTON_HOST_TAG}></body>`,
      { url: 'https://www.zoopla.co.uk/for-sale/property/bristol/' },
    );
    const doc = dom.window.document;
    const byId = (id: string) => doc.getElementById(id) as Element;
    const all = { photo: PHOTO, own: PHOTO, media: PHOTO, card: { ...PHOTO, bottom: PHOTO.bottom + 100 }, list: { left: 0, top: 0, right: 1000, bottom: 5000 }, ...boxes };
    for (const el of Array.from(doc.querySelectorAll('[id]'))) {
      const box = all[el.id as keyof typeof all] ?? { left: 0, top: 0, right: 0, bottom: 0 };
      el.getBoundingClientRect = () => ({ ...box, x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top, toJSON: () => box }) as DOMRect;
    }
    return { doc, probe: () => pageProbe(doc, byId('photo'), PHOTO) };
  }

  /** A 32 px box at the photo's top-left corner, and the point inside it the badge probes. */
  const TOP_LEFT: Box = { left: PHOTO.left + 4, top: PHOTO.top + 4, right: PHOTO.left + 36, bottom: PHOTO.top + 36 };
  const AT = [PHOTO.left + 10, PHOTO.top + 10] as const;

  test('a site control over the point is in the way (a click there reaches it); the photo, its own link and plain text are not', () => {
    expect(page({ heart: TOP_LEFT }).probe()(...AT)).toBe(true);
    expect(page({ pill: TOP_LEFT }).probe()(...AT)).toBe(true);
    // The photo's own link contains it; the label is not a control.
    expect(page({ label: TOP_LEFT }).probe()(...AT)).toBe(false);
    expect(page({}).probe()(...AT)).toBe(false);
    // Beside the point, or not rendered (no box): not in the way.
    expect(page({ heart: { left: PHOTO.left + 40, top: PHOTO.top + 4, right: PHOTO.left + 72, bottom: PHOTO.top + 36 } }).probe()(...AT)).toBe(false);
  });

  test('a link laid over the whole photo (what a click on its centre reaches) is the photo\'s own', () => {
    expect(page({ stretched: { ...PHOTO } }).probe()(...AT)).toBe(false);
    expect(page({ stretched: { ...PHOTO }, heart: TOP_LEFT }).probe()(...AT)).toBe(true);
  });

  test('a control a click cannot reach (hidden, or letting clicks through) is not in the way', () => {
    expect(page({ heart: TOP_LEFT }, '#heart { visibility: hidden }').probe()(...AT)).toBe(false);
    expect(page({ pill: TOP_LEFT }, '#pill { pointer-events: none }').probe()(...AT)).toBe(false);
  });

  test('controls of other cards are not looked at: the search stays in the photo\'s card', () => {
    // The list is far larger than the photo: it is not the photo's card, and its other card's
    // button (given a box over the point, which no real layout would) is never read.
    expect(page({ far: TOP_LEFT }).probe()(...AT)).toBe(false);
  });

  test('points outside the viewport are unknown; without layout nothing is in the way', () => {
    const { doc, probe } = page({ heart: TOP_LEFT });
    expect(probe()(-1, 10)).toBeUndefined();
    expect(probe()(10, (doc.defaultView?.innerHeight ?? 0) + 5)).toBeUndefined();
    const bare = new JSDOM(`<a href="/x"><img id="p"></a><button>Save</button>`).window.document;
    expect(pageProbe(bare, bare.getElementById('p') as Element, PHOTO)(110, 60)).toBe(false);
  });
});
