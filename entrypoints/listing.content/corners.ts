import { BUTTON_HOST_TAG } from '../../lib/sites/photo-finder';

/** A corner of a photo: bottom-left (where the button always was), top-left, bottom-right, top-right. */
export type Corner = 'bl' | 'tl' | 'br' | 'tr';

/** The corners in the order they are tried. */
export const CORNERS: readonly Corner[] = ['bl', 'tl', 'br', 'tr'];

/** The badge's size and its distance from the photo's edges, in CSS pixels (button-styles.ts). */
export const BADGE_SIZE = 28;
export const BADGE_INSET = 8;

/** A rectangle in viewport coordinates. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** What the page has at a point: a control of the site (true), nothing in the way (false), or unknown (off screen). */
export type Probe = (x: number, y: number) => boolean | undefined;

/**
 * The first corner of `box` where the badge covers none of the site's controls. Each corner's
 * badge square is probed at its four corners (1 px inside) and its centre. Answers null when every
 * corner is taken (the badge then shows only on hover), and undefined while the first corner not
 * known to be taken is off screen (decided once it is in view, so the choice never depends on
 * the scroll position).
 */
export function chooseCorner(box: Box, probe: Probe): Corner | null | undefined {
  for (const corner of CORNERS) {
    const taken = probeCorner(badgeBox(box, corner), probe);
    if (taken === false) return corner;
    if (taken === undefined) return undefined;
  }
  return null;
}

/** The badge's square in a corner of the photo's box. */
export function badgeBox(box: Box, corner: Corner): Box {
  const left = corner[1] === 'l' ? box.left + BADGE_INSET : box.right - BADGE_INSET - BADGE_SIZE;
  const top = corner[0] === 't' ? box.top + BADGE_INSET : box.bottom - BADGE_INSET - BADGE_SIZE;
  return { left, top, right: left + BADGE_SIZE, bottom: top + BADGE_SIZE };
}

function probeCorner(square: Box, probe: Probe): boolean | undefined {
  const points = [
    [square.left + 1, square.top + 1],
    [square.right - 1, square.top + 1],
    [square.left + 1, square.bottom - 1],
    [square.right - 1, square.bottom - 1],
    [(square.left + square.right) / 2, (square.top + square.bottom) / 2],
  ] as const;
  let result: boolean | undefined = false;
  for (const [x, y] of points) {
    const taken = probe(x, y);
    if (taken) return true;
    if (taken === undefined) result = undefined;
  }
  return result;
}

/** What counts as one of the site's controls. */
const CONTROL =
  'a[href],button,input,select,textarea,summary,label,[role=button],[role=link],[role=checkbox],[role=switch],[role=menuitem],[role=tab],[tabindex]:not([tabindex="-1"])';

/**
 * Probes the page with `elementsFromPoint`: the topmost element at the point (our own buttons
 * skipped) is, or is inside, a control of the site. The photo's own link or button does not
 * count: one that contains the photo, or the one a click on the photo's centre reaches (a card's
 * link stretched over it with a pseudo-element, a lightbox opener laid over it). Points outside
 * the viewport cannot be probed (undefined); without `elementsFromPoint` nothing is in the way.
 */
export function pageProbe(doc: Document, photo: Element, photoBox: Box): Probe {
  const view = doc.defaultView;
  const controlAt = (x: number, y: number): Element | null | undefined => {
    if (!view || x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return undefined;
    const top = doc.elementsFromPoint(x, y).find((el) => el.localName !== BUTTON_HOST_TAG);
    return top?.closest(CONTROL) ?? null;
  };
  let own: Element | null | undefined;
  return (x, y) => {
    if (typeof doc.elementsFromPoint !== 'function') return false;
    const control = controlAt(x, y);
    if (control === undefined) return undefined;
    if (!control || control.contains(photo)) return false;
    // Once per photo, and only when a control was met: what a click on the photo's centre reaches.
    if (own === undefined) own = controlAt((photoBox.left + photoBox.right) / 2, (photoBox.top + photoBox.bottom) / 2) ?? null;
    return control !== own;
  };
}
