import type { CompiledAdapter } from './compile';
import { declaredSize, LAZY_SRC_ATTRIBUTES, LAZY_SRCSET_ATTRIBUTES, OTHER_SRC_ATTRIBUTES, PENDING_SRC_ATTRIBUTES, type KnownSize } from './element-size';
import type { DetectorMemo } from './generic/facts';
import { chooseLargest, normalizeUrl, parseSrcset, type UrlCandidate } from './urls';

export { declaredSize, LAZY_SRC_ATTRIBUTES, LAZY_SRCSET_ATTRIBUTES } from './element-size';

/**
 * Pure functions over the DOM: which elements show a listing photo, and which URL is its largest
 * variant. No layout is read here (sizes come from attributes or an image's natural size), so the
 * same code runs in jsdom/linkedom tests and in the page.
 */

/** The attribute carrying a marked photo's resolved URL: the contract tests and tools count by. */
export const PHOTO_ATTRIBUTE = 'data-reimagine';

/** Tag name of the element hosting a photo's button (skipped by the finder and the watcher). */
export const BUTTON_HOST_TAG = 'reimagine-photo-button';

/** Attribute changes that can change which photo an element shows: the watcher's filter. */
export const PHOTO_ATTRIBUTES: readonly string[] = ['src', 'srcset', 'style', 'media', ...LAZY_SRC_ATTRIBUTES, ...LAZY_SRCSET_ATTRIBUTES];

/**
 * Elements that may show a photo: images, and elements with an inline or lazy background image.
 * (`[style*="url"]`, not `url(`: jsdom's selector engine mis-parses a parenthesis in the value.)
 */
export const CANDIDATE_SELECTOR = 'img, [style*="url"], [data-bg], [data-background], [data-background-image], [data-bgset]';

/** The candidate selector plus the adapter's stylesheet-background elements. */
export function candidateSelector(adapter: CompiledAdapter): string {
  return adapter.backgroundSelector ? `${CANDIDATE_SELECTOR}, ${adapter.backgroundSelector}` : CANDIDATE_SELECTOR;
}

/**
 * Every URL an element could be showing, with srcset widths: <picture> sources, srcset and lazy
 * srcsets, lazy-loading attributes, the browser's currentSrc, src, a <noscript> fallback next to
 * it, and CSS background images (inline style, lazy attributes; computed style only for the
 * adapter's background elements). Order breaks ties between equal widths: a lazy loader's
 * pending URL comes before `src`, which is its placeholder until the swap.
 */
export function photoCandidates(el: Element, base: string, adapter?: CompiledAdapter): UrlCandidate[] {
  const out: UrlCandidate[] = [];
  const add = (raw: string | null | undefined) => {
    const url = normalizeUrl(raw, base);
    if (url) out.push({ url, width: 0 });
  };
  const addAll = (attrs: readonly string[]) => {
    for (const attr of attrs) add(el.getAttribute(attr));
  };
  const addSrcsets = () => {
    for (const attr of LAZY_SRCSET_ATTRIBUTES) out.push(...parseSrcset(el.getAttribute(attr), base));
  };
  if (el.localName === 'img') {
    const picture = el.parentElement?.localName === 'picture' ? el.parentElement : undefined;
    if (picture) {
      // Walked by siblings: `.children` would leave a cached collection on every <picture>.
      for (let source = picture.firstElementChild; source; source = source.nextElementSibling) {
        if (source.localName !== 'source') continue;
        out.push(...parseSrcset(source.getAttribute('srcset'), base));
        for (const attr of LAZY_SRCSET_ATTRIBUTES) out.push(...parseSrcset(source.getAttribute(attr), base));
      }
    }
    out.push(...parseSrcset(el.getAttribute('srcset'), base));
    addSrcsets();
    addAll(PENDING_SRC_ATTRIBUTES);
    // currentSrc is what the browser picked from all of the above (absent in jsdom/linkedom).
    const current = (el as { currentSrc?: unknown }).currentSrc;
    if (typeof current === 'string') add(current);
    add(el.getAttribute('src'));
    addAll(OTHER_SRC_ATTRIBUTES);
    out.push(...noscriptCandidates(picture ?? el, base));
  } else {
    addSrcsets();
    for (const url of cssUrls(el.getAttribute('style'))) add(url);
    // Background attributes hold a bare URL or a CSS `url(...)`.
    for (const attr of LAZY_SRC_ATTRIBUTES) {
      const value = el.getAttribute(attr);
      if (value && value.includes('url(')) for (const url of cssUrls(value)) add(url);
      else add(value);
    }
    if (adapter?.backgroundSelector && el.matches(adapter.backgroundSelector)) {
      const view = el.ownerDocument.defaultView;
      if (view) for (const url of cssUrls(view.getComputedStyle(el).backgroundImage)) add(url);
    }
  }
  return dedupe(out);
}

/** URLs inside `url(...)` in a CSS text. */
export function cssUrls(css: string | null | undefined): string[] {
  if (!css) return [];
  const out: string[] = [];
  for (const m of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)) if (m[2]) out.push(m[2]);
  return out;
}

/**
 * Image URLs in a <noscript> or <template> sibling (the fallback markup of lazy loaders: Pararius
 * keeps each card's real <picture> in a <template> next to a `data:` placeholder). Read as markup
 * text, never parsed into live elements: in a browser with scripts on, noscript content is raw
 * text, and template content is an inert fragment. `<img>` and `<source>` both count, so the
 * largest `w` of a source's srcset wins.
 */
function noscriptCandidates(anchor: Element, base: string): UrlCandidate[] {
  const parent = anchor.parentElement;
  if (!parent) return [];
  const out: UrlCandidate[] = [];
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName !== 'noscript' && child.localName !== 'template') continue;
    const markup = child.innerHTML;
    for (const tag of markup.match(/<(?:img|source)\b[^>]*>/gi) ?? []) {
      for (const m of tag.matchAll(/\s(src|srcset|data-src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
        const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
        if (m[1]?.toLowerCase() === 'srcset') out.push(...parseSrcset(value, base));
        else {
          const url = normalizeUrl(value, base);
          if (url) out.push({ url, width: 0 });
        }
      }
    }
  }
  return out;
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

function dedupe(candidates: readonly UrlCandidate[]): UrlCandidate[] {
  const best = new Map<string, UrlCandidate>();
  for (const c of candidates) {
    const prev = best.get(c.url);
    if (!prev || c.width > prev.width) best.set(c.url, prev ? { url: c.url, width: c.width } : c);
  }
  return [...best.values()];
}

/** True when the element's known size is below the adapter's minimum (or unknown, where required). */
export function isTooSmall(el: Element, adapter: CompiledAdapter): boolean {
  return tooSmallFor(declaredSize(el), adapter);
}

function tooSmallFor({ width, height }: KnownSize, adapter: CompiledAdapter): boolean {
  const min = adapter.data.minSize;
  if (width === undefined && height === undefined) return adapter.data.requireKnownSize === true;
  return (width !== undefined && width < min.width) || (height !== undefined && height < min.height);
}

/** True for elements that are never photos: inside <noscript>, our own buttons, or the adapter's ignore list. */
export function isExcluded(el: Element, adapter: CompiledAdapter): boolean {
  // One walk up the tree for all of them.
  return el.closest(adapter.ignoreSelector ? `noscript, ${BUTTON_HOST_TAG}, ${adapter.ignoreSelector}` : `noscript, ${BUTTON_HOST_TAG}`) !== null;
}

/**
 * The resolved (largest-variant) listing-photo URL an element shows, or undefined if it shows
 * none. An adapter with the generic detector also asks its rules; `memo` shares what they read
 * across one batch of elements.
 */
export function resolveElementPhoto(el: Element, adapter: CompiledAdapter, base: string, memo?: DetectorMemo): string | undefined {
  if (isExcluded(el, adapter)) return undefined;
  const declared = declaredSize(el);
  if (tooSmallFor(declared, adapter)) return undefined;
  const candidates = photoCandidates(el, base, adapter);
  const url = chooseLargest(adapter, candidates);
  // Asked only of an element whose URL made it a photo: the walks up the tree are not paid for every image.
  if (!url || adapter.data.exclude?.(el, candidates)) return undefined;
  const detector = adapter.data.detector;
  if (!detector) return url;
  return detector.isPhoto({ element: el, url, candidates, declared, minSize: adapter.data.minSize }, memo ?? detector.createMemo()) ? url : undefined;
}

/** Every photo element under `root` with its resolved URL, in document order. Marks nothing. */
export function findPhotos(root: ParentNode, adapter: CompiledAdapter, base: string): { element: Element; url: string }[] {
  const out: { element: Element; url: string }[] = [];
  const memo = adapter.data.detector?.createMemo();
  for (const element of Array.from(root.querySelectorAll(candidateSelector(adapter)))) {
    const url = resolveElementPhoto(element, adapter, base, memo);
    if (url) out.push({ element, url });
  }
  return out;
}
