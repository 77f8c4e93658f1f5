import type { DetectorMemo } from './facts';

/**
 * Repeated structure: a listing photo sits in one of several look-alike siblings (result cards,
 * carousel slides, gallery tiles), each with an image of its own. Read from the markup only, and
 * once per parent per batch (every photo of a results list shares the same parents).
 */

/** How far up from the image a card may start (picture, link, wrapper, card...). */
export const CARD_DEPTH = 6;

/** Siblings alike: how many make a list of cards rather than a pair. */
export const MIN_CARDS = 3;

/** Lists longer than this are not looked through (cost guard; a real list is seen in its first part). */
const MAX_CHILDREN = 400;

const IMAGE = 'img, picture, [style*="url"], [data-src], [data-bg]';

/** What makes siblings look alike: the tag and the first class (`li.tile`, `div.css-hc6pk4`). */
function signature(el: Element): string {
  const cls = el.getAttribute('class')?.trim().split(/\s+/, 1)[0] ?? '';
  return `${el.localName}.${cls}`;
}

/** For each signature among a parent's children: how many carry an image (only signatures seen MIN_CARDS times). */
function cardsOf(parent: Element, memo: DetectorMemo): ReadonlyMap<string, number> {
  const cached = memo.cards.get(parent);
  if (cached) return cached;
  const children = Array.from(parent.children).slice(0, MAX_CHILDREN);
  const counts = new Map<string, number>();
  for (const child of children) counts.set(signature(child), (counts.get(signature(child)) ?? 0) + 1);
  const withImage = new Map<string, number>();
  for (const child of children) {
    const sig = signature(child);
    if ((counts.get(sig) ?? 0) < MIN_CARDS) continue;
    // Only signatures repeated often enough cost a look inside.
    const has = child.matches(IMAGE) || child.querySelector(IMAGE) !== null;
    if (has) withImage.set(sig, (withImage.get(sig) ?? 0) + 1);
  }
  memo.cards.set(parent, withImage);
  return withImage;
}

/** True when the element, or one of its CARD_DEPTH nearest ancestors, is one of MIN_CARDS or more look-alike siblings with images. */
export function inRepeatedCards(el: Element, memo: DetectorMemo): boolean {
  let node: Element | null = el;
  for (let depth = 0; node && depth <= CARD_DEPTH; depth++) {
    const parent: Element | null = node.parentElement;
    if (!parent || parent.localName === 'body' || parent.localName === 'html') return false;
    if (parent.children.length >= MIN_CARDS && (cardsOf(parent, memo).get(signature(node)) ?? 0) >= MIN_CARDS) return true;
    node = parent;
  }
  return false;
}
