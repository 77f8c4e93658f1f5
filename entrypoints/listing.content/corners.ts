/** A corner of a photo: bottom-left (where the button always was), top-left, bottom-right, top-right. */
export type Corner = 'bl' | 'tl' | 'br' | 'tr';

/** The corners in the order they are tried. */
export const CORNERS: readonly Corner[] = ['bl', 'tl', 'br', 'tr'];

/**
 * The badge's size (the sparkle and "Reimagine": a first-time user reads a labelled badge as a
 * button, where a bare icon passed for decoration) and its distance from the photo's edges, in CSS
 * pixels (button-styles.ts): it draws about 106 px wide in Chromium on Linux, and a few pixels
 * more leave room for a wider system font.
 */
export const BADGE_WIDTH = 112;
export const BADGE_HEIGHT = 24;
export const BADGE_INSET = 8;

/** Probes along the badge's long edges at most this far apart: a site's icon (24 px and up) cannot hide between two. */
const PROBE_STEP = 20;

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

/** The badge's box in a corner of the photo's box. */
export function badgeBox(box: Box, corner: Corner): Box {
  const left = corner[1] === 'l' ? box.left + BADGE_INSET : box.right - BADGE_INSET - BADGE_WIDTH;
  const top = corner[0] === 't' ? box.top + BADGE_INSET : box.bottom - BADGE_INSET - BADGE_HEIGHT;
  return { left, top, right: left + BADGE_WIDTH, bottom: top + BADGE_HEIGHT };
}

/**
 * Whether the badge's box covers a control: probed 1 px inside its corners, along its top and
 * bottom edges every PROBE_STEP px (a wide badge), and at its centre. Arithmetic on the boxes the
 * probe read once per photo: no more reads of the page than a square badge needed.
 */
function probeCorner(square: Box, probe: Probe): boolean | undefined {
  const top = square.top + 1;
  const bottom = square.bottom - 1;
  const columns = Math.max(1, Math.ceil((square.right - square.left - 2) / PROBE_STEP));
  let result: boolean | undefined = false;
  const at = (x: number, y: number): boolean => {
    const taken = probe(x, y);
    if (taken === undefined) result = undefined;
    return taken === true;
  };
  for (let i = 0; i <= columns; i++) {
    const x = square.left + 1 + ((square.right - square.left - 2) * i) / columns;
    if (at(x, top) || at(x, bottom)) return true;
  }
  return at((square.left + square.right) / 2, (square.top + square.bottom) / 2) ? true : result;
}

/** What counts as one of the site's controls. */
const CONTROL =
  'a[href],button,input,select,textarea,summary,label,[role=button],[role=link],[role=checkbox],[role=switch],[role=menuitem],[role=tab],[tabindex]:not([tabindex="-1"])';

/** How many ancestors of the photo may hold the controls laid over it (picture, link, slide, media box, card). */
export const NEAR_DEPTH = 5;

/** An ancestor larger than this many times the photo is a list or a page, not the photo's card: the search stops below it. */
const CARD_AREA = 4;

/** Controls looked at per photo at most (a cost guard: a card has a handful). */
const MAX_CONTROLS = 64;

/**
 * Probes the page around a photo by geometry: a point is taken when one of the site's controls
 * near the photo (in its card: the subtree of its nearest ancestors no larger than a card) covers
 * it, visibly and taking pointer events, as a click there would reach it. The photo's own link or
 * button does not count: one that contains the photo, or one that covers the photo's centre (a
 * card's link laid over it, a lightbox opener). Points outside the viewport cannot be probed
 * (undefined): the corner is chosen once the photo is on screen, never from the scroll position.
 * No hit testing: `elementsFromPoint` walks every positioned box of the page, milliseconds a call
 * on a page of thousands of cards, and a badge needs five points a corner. The controls are read
 * once per photo, at its first probe.
 */
export function pageProbe(doc: Document, photo: Element, photoBox: Box): Probe {
  const view = doc.defaultView;
  let controls: Box[] | undefined;
  return (x, y) => {
    if (!view || x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return undefined;
    controls ??= controlsOver(photo, photoBox);
    return controls.some((box) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom);
  };
}

/** The boxes of the site's controls laid over the photo, its own link or button left out. */
function controlsOver(photo: Element, photoBox: Box): Box[] {
  const view = photo.ownerDocument.defaultView;
  const centre = { x: (photoBox.left + photoBox.right) / 2, y: (photoBox.top + photoBox.bottom) / 2 };
  const out: Box[] = [];
  const found = cardOf(photo, photoBox).querySelectorAll(CONTROL);
  for (let i = 0; i < found.length && i < MAX_CONTROLS; i++) {
    const control = found[i] as Element;
    if (control.contains(photo)) continue;
    const box = control.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0 || !overlaps(box, photoBox)) continue;
    if (box.left <= centre.x && centre.x <= box.right && box.top <= centre.y && centre.y <= box.bottom) continue;
    // What a click cannot reach is not in the way (hit testing skips these too).
    const style = view?.getComputedStyle(control);
    if (style && (style.visibility === 'hidden' || style.pointerEvents === 'none')) continue;
    out.push(box);
  }
  return out;
}

/** The photo's card: its largest ancestor (up to NEAR_DEPTH) no larger than CARD_AREA times the photo. */
function cardOf(photo: Element, photoBox: Box): Element {
  const area = Math.max(1, (photoBox.right - photoBox.left) * (photoBox.bottom - photoBox.top));
  let card: Element = photo.parentElement ?? photo;
  let node = card.parentElement;
  for (let depth = 1; node && depth < NEAR_DEPTH && node.localName !== 'body'; depth++, node = node.parentElement) {
    const box = node.getBoundingClientRect();
    if (box.width * box.height > CARD_AREA * area) break;
    card = node;
  }
  return card;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
