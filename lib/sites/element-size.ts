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
  const current = (img as { currentSrc?: unknown }).currentSrc;
  const shown = (typeof current === 'string' && current) || img.getAttribute('src') || '';
  for (const attr of PENDING_SRC_ATTRIBUTES) {
    const lazy = img.getAttribute(attr);
    if (lazy && !sameUrl(lazy, shown, img)) return true;
  }
  for (const attr of LAZY_SRCSET_ATTRIBUTES) {
    const lazy = img.getAttribute(attr);
    if (lazy && !lazy.includes(shown || '\u0000')) return true;
  }
  return false;
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

function stylePixels(style: string, property: 'width' | 'height'): number | undefined {
  const m = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*(\\d+(?:\\.\\d+)?)px`, 'i').exec(style);
  return m?.[1] ? Number(m[1]) : undefined;
}

function numericAttribute(el: Element, name: string): number | undefined {
  const value = el.getAttribute(name)?.trim();
  return value && /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : undefined;
}
