import { bestSize, namesAround, type DetectorRule, type PhotoFacts } from './facts';
import { AD, AVATAR, DIAGRAM, ICON, LOGO, MAP, MAP_WORD } from './words';

/**
 * Rules that rule an image out, whatever else speaks for it: a logo, an avatar, a map, an icon or
 * an ad shown in a card or a gallery is still not a listing photo. The word rules read the URL,
 * the alt text and the names of the element and its nearest ancestors only: a wrapper further up
 * (a results list inside a "map" layout, a listing "ad" card) says nothing about one image.
 */

/** How many ancestors' names an exclusion looks at (an image sits in a picture, a link, a wrapper). */
export const NEAR_DEPTH = 3;

/** Subjects already built, per image and depth (several rules read the same one). */
const subjects = new WeakMap<PhotoFacts, Map<number, string>>();

/** What the word rules read: URL, alt text and names up to `depth` ancestors, lower-cased. */
function subject(f: PhotoFacts, depth: number): string {
  let byDepth = subjects.get(f);
  if (!byDepth) subjects.set(f, (byDepth = new Map()));
  let text = byDepth.get(depth);
  if (text === undefined) byDepth.set(depth, (text = `${f.url.toLowerCase()}\n${f.label}\n${namesAround(f.element, depth, f.memo)}`));
  return text;
}

/** A rule that fires when `pattern` is in the image's subject. */
function wordRule(name: string, pattern: RegExp, depth = NEAR_DEPTH): DetectorRule {
  return { name, test: (f) => pattern.test(subject(f, depth)) };
}

/** Known to be smaller than a button fits on: declared, asked of the CDN, or a utility class (`w-12 h-12`). */
export const tooSmall: DetectorRule = {
  name: 'tooSmall',
  test: (f) => {
    const { minSize } = f;
    const sizes = [f.declared, f.inUrl.explicit ? f.inUrl : {}, classSize(f.element)];
    return sizes.some((s) => (s.width ?? Infinity) < minSize.width || (s.height ?? Infinity) < minSize.height);
  },
};

/** Utility-class sizes on the element itself: Tailwind's `w-12` (4 px a step), `h-[70px]`, `size-10`. */
function classSize(el: Element): { width?: number; height?: number } {
  const out: { width?: number; height?: number } = {};
  for (const m of (el.getAttribute('class') ?? '').matchAll(/(?:^|\s)(?:max-)?([wh]|size)-(?:(\d+)|\[(\d+)px\])(?=\s|$)/g)) {
    const px = m[2] ? Number(m[2]) * 4 : Number(m[3]);
    if (m[1] !== 'h') out.width = px;
    if (m[1] !== 'w') out.height = px;
  }
  return out;
}

/** Banner- or strip-shaped (wider than 3.2:1 or taller than 1:3.2): site art and ad slots, not a room. */
export const oddAspect: DetectorRule = {
  name: 'oddAspect',
  test: (f) => {
    const { width, height } = bestSize(f);
    if (!width || !height) return false;
    const ratio = width / height;
    return ratio > 3.2 || ratio < 1 / 3.2;
  },
};

/** In the site's own header, footer or navigation. */
export const siteChrome: DetectorRule = {
  name: 'siteChrome',
  test: (f) => f.element.closest('header, footer, nav, [role="banner"], [role="navigation"], [role="contentinfo"]') !== null,
};

/** A logo, badge or app-store button. */
export const logoLike = wordRule('logoLike', LOGO);

/** An icon, pictogram, flag or arrow (its own names and its parent's: icons sit in lists of features). */
export const iconLike = wordRule('iconLike', ICON, 1);

/** A floor plan, an energy label or a chart. */
export const diagramLike = wordRule('diagramLike', DIAGRAM, 1);

/** A person: an agent's headshot, an agency's picture, a profile, a round crop. */
export const avatarLike = wordRule('avatarLike', AVATAR);

/** A map: static map images, map tiles, a map card; the bare word `map` only in alt text or close by. */
export const mapLike: DetectorRule = {
  name: 'mapLike',
  test: (f) => MAP.test(subject(f, NEAR_DEPTH)) || MAP_WORD.test(`${f.label}\n${namesAround(f.element, 1, f.memo)}`),
};

/** An ad, a sponsored slot, a promotion banner or a tracking pixel. */
export const adLike = wordRule('adLike', AD);

/** Every exclusion, cheapest first. */
export const EXCLUSIONS: readonly DetectorRule[] = [tooSmall, oddAspect, logoLike, iconLike, diagramLike, avatarLike, mapLike, adLike, siteChrome];
