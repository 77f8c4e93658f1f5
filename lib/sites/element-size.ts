/**
 * What size an element says its photo is, without reading layout: width/height attributes, pixel
 * sizes in its inline style, or an image's natural size once the real photo (not a lazy loader's
 * placeholder) has loaded. A module of its own so the engine and the generic detector share it.
 */

/** A width and height, either of which may be unknown. */
export interface KnownSize {
  readonly width: number | undefined;
  readonly height: number | undefined;
}

/**
 * Attributes lazy loaders keep the real URL in until they swap it into `src`: while they differ
 * from `src`, `src` is a placeholder, so they outrank it (lower-case, as HTML stores them).
 */
export const PENDING_SRC_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-lazyloadsrc', 'data-lazy', 'data-original', 'data-original-src'] as const;

/**
 * Other attributes that may name the photo (a larger variant, a lazy background). Ranked after
 * `src`: some sites put a page's address in `data-url` or `data-image`.
 */
export const OTHER_SRC_ATTRIBUTES = ['data-url', 'data-full', 'data-large', 'data-zoom-image', 'data-image', 'data-bg', 'data-background', 'data-background-image'] as const;

/** Every single-URL attribute a photo may be named in. */
export const LAZY_SRC_ATTRIBUTES = [...PENDING_SRC_ATTRIBUTES, ...OTHER_SRC_ATTRIBUTES] as const;

/** Attributes lazy loaders keep a real srcset in (`data-bgset`: lazysizes' srcset for backgrounds). */
export const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset', 'data-bgset'] as const;

/**
 * The element's declared size: width/height attributes (plain numbers only; "100%" says nothing
 * about the photo), else pixel sizes in its inline style, else an image's natural size once
 * loaded. Never reads layout.
 */
export function declaredSize(el: Element): KnownSize {
  const style = el.getAttribute('style') ?? '';
  let width = numericAttribute(el, 'width') ?? stylePixels(style, 'width');
  let height = numericAttribute(el, 'height') ?? stylePixels(style, 'height');
  if (width === undefined && height === undefined && el.localName === 'img' && !showsPlaceholder(el)) {
    const img = el as HTMLImageElement;
    if (img.naturalWidth > 0 && img.naturalHeight > 0) {
      width = img.naturalWidth;
      height = img.naturalHeight;
    }
  }
  return { width, height };
}

/**
 * True when an image still shows what a lazy loader put there (a 1x1 GIF, a blurred preview)
 * while a lazy attribute names the real photo: its natural size is the placeholder's, so it must
 * not make the photo "too small" before the swap.
 */
export function showsPlaceholder(img: Element): boolean {
  // What it shows is read only once a lazy attribute is found: most images have none.
  let shown: string | undefined;
  const showing = () => (shown ??= currentOrSrc(img));
  for (const attr of PENDING_SRC_ATTRIBUTES) {
    const lazy = img.getAttribute(attr);
    if (lazy && !sameUrl(lazy, showing(), img)) return true;
  }
  for (const attr of LAZY_SRCSET_ATTRIBUTES) {
    const lazy = img.getAttribute(attr);
    if (lazy && !lazy.includes(showing() || '\u0000')) return true;
  }
  return false;
}

function currentOrSrc(img: Element): string {
  const current = (img as { currentSrc?: unknown }).currentSrc;
  return (typeof current === 'string' && current) || img.getAttribute('src') || '';
}

function sameUrl(a: string, b: string, el: Element): boolean {
  if (!b) return false;
  try {
    const base = el.ownerDocument.baseURI;
    return new URL(a, base).href === new URL(b, base).href;
  } catch {
    return a === b;
  }
}

/** Pixel widths and heights in an inline style, compiled once (they are read for every candidate element). */
const STYLE_PIXELS = {
  width: /(?:^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)px/i,
  height: /(?:^|;)\s*height\s*:\s*(\d+(?:\.\d+)?)px/i,
} as const;

function stylePixels(style: string, property: 'width' | 'height'): number | undefined {
  if (!style) return undefined;
  const m = STYLE_PIXELS[property].exec(style);
  return m?.[1] ? Number(m[1]) : undefined;
}

function numericAttribute(el: Element, name: string): number | undefined {
  const value = el.getAttribute(name)?.trim();
  return value && /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : undefined;
}
