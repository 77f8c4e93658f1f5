import type { KnownSize } from '../element-size';
import type { UrlCandidate } from '../urls';
import { urlSize, type UrlSize } from './url-shape';

/**
 * What the generic detector knows about one image, read once from attributes and the markup
 * around it (never from layout), plus a memo shared by every image of one batch so that what
 * neighbours have in common (ancestors' names, a list's repeated cards) is read once.
 */

/** Per-batch memo: many photos share ancestors and card lists. */
export interface DetectorMemo {
  /** An element's lower-cased names (class, id, test id, label, role description). */
  readonly names: WeakMap<Element, string>;
  /** A parent's children: how many of each structure signature carry an image. */
  readonly cards: WeakMap<Element, ReadonlyMap<string, number>>;
  /** A container's images by folder of their URL (generic/folder.ts). */
  readonly folders: WeakMap<Element, Map<string, Set<string>>>;
}

/** A fresh memo: one per batch (the page may change between batches). */
export function createMemo(): DetectorMemo {
  return { names: new WeakMap(), cards: new WeakMap(), folders: new WeakMap() };
}

/** One image as the rules see it. */
export interface PhotoFacts {
  readonly element: Element;
  /** The resolved (largest) URL the element would get a button for. */
  readonly url: string;
  /** Width/height attributes, inline style pixels or the loaded photo's natural size. */
  readonly declared: KnownSize;
  /** The size the URL itself names (`w1280_h960`, `476x317`, `?w=525&h=394`). */
  readonly inUrl: UrlSize;
  /** The largest `w` descriptor of its srcsets (0: none). */
  readonly srcsetWidth: number;
  /** Its alt, title or aria-label, lower-cased, `_` read as a space (`living_room`). */
  readonly label: string;
  /** The same text in its own case (postcodes are upper-case). */
  readonly rawLabel: string;
  /** Smallest size a photo's button fits on. */
  readonly minSize: { readonly width: number; readonly height: number };
  readonly memo: DetectorMemo;
}

/** A named rule over one image's facts (tests and reports name the rules that fired). */
export interface DetectorRule {
  readonly name: string;
  /** Evidence only: whether it reads the image itself (URL, alt, size) or the place it sits in. */
  readonly about?: 'image' | 'place';
  readonly test: (f: PhotoFacts) => boolean;
}

/** What the engine already knows of an image when it asks the detector. */
export interface DetectorInput {
  readonly element: Element;
  /** The resolved (largest) URL. */
  readonly url: string;
  /** Every URL the element could show, with srcset widths. */
  readonly candidates: readonly UrlCandidate[];
  /** Its declared size (the engine's `declaredSize`). */
  readonly declared: KnownSize;
  readonly minSize: PhotoFacts['minSize'];
}

/** Gathers the facts about one image (cheap: attribute reads and one URL parse). */
export function photoFacts(input: DetectorInput, memo: DetectorMemo): PhotoFacts {
  const rawLabel = labelOf(input.element);
  return {
    element: input.element,
    url: input.url,
    declared: input.declared,
    inUrl: urlSize(input.url),
    srcsetWidth: input.candidates.reduce((max, c) => Math.max(max, c.width >= 50 ? c.width : 0), 0),
    label: rawLabel.toLowerCase().replace(/[_\s]+/g, ' '),
    rawLabel,
    minSize: input.minSize,
    memo,
  };
}

function labelOf(el: Element): string {
  return [el.getAttribute('alt'), el.getAttribute('title'), el.getAttribute('aria-label')].filter(Boolean).join(' ').trim();
}

/**
 * The best size known for the image: declared (what the page shows), else the URL's, else the
 * srcset's largest width. Either side may stay unknown.
 */
export function bestSize(f: PhotoFacts): KnownSize {
  if (f.declared.width !== undefined || f.declared.height !== undefined) return f.declared;
  if (f.inUrl.width !== undefined || f.inUrl.height !== undefined) return f.inUrl;
  return { width: f.srcsetWidth > 0 ? f.srcsetWidth : undefined, height: undefined };
}

/**
 * An element's names, lower-cased, camelCase split into words (`PromotionBanner` → `promotion
 * banner`) so rules can look for whole words; memoised per batch.
 */
export function namesOf(el: Element, memo: DetectorMemo): string {
  const cached = memo.names.get(el);
  if (cached !== undefined) return cached;
  const raw = [el.getAttribute('class'), el.id, el.getAttribute('data-testid'), el.getAttribute('aria-label'), el.getAttribute('aria-roledescription')]
    .filter(Boolean)
    .join(' ');
  const names = raw.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  memo.names.set(el, names);
  return names;
}

/** The names of the element and its `depth` nearest ancestors (below <body>), one string. */
export function namesAround(el: Element, depth: number, memo: DetectorMemo): string {
  let out = namesOf(el, memo);
  let node = el.parentElement;
  for (let i = 0; i < depth && node && node.localName !== 'body'; i++, node = node.parentElement) out += ` | ${namesOf(node, memo)}`;
  return out;
}
