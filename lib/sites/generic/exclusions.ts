import { bestSize, namesAround, type DetectorRule } from './facts';
import {
  AD_LABEL,
  AD_NAMES,
  AD_URL,
  AVATAR_LABEL,
  AVATAR_NAMES,
  AVATAR_URL,
  DIAGRAM_WORDS,
  ICON_LABEL,
  ICON_NAMES,
  ICON_URL,
  LOGO_LABEL,
  LOGO_NAMES,
  LOGO_URL,
  MAP_LABEL,
  MAP_NAMES,
  MAP_URL,
  MAP_WORD,
} from './words';

/**
 * Rules that rule an image out, whatever else speaks for it: a logo, an avatar, a map, an icon or
 * an ad shown in a card or a gallery is still not a listing photo. Each reads the URL, the alt
 * text and the names of the element and its nearest ancestors only: a wrapper further up (a
 * results list inside a "map" layout, a listing "ad" card) says nothing about one image.
 */

/** How many ancestors' names an exclusion looks at (an image sits in a picture, a link, a wrapper). */
export const NEAR_DEPTH = 3;

/** The URL's path and query (the host names the site, not the image). */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/** Known to be smaller than a button fits on: declared, asked of the CDN, or a utility class (`w-12 h-12`). */
export const tooSmall: DetectorRule = {
  name: 'tooSmall',
  test: (f) => {
    const { minSize } = f;
    const sizes = [f.declared, f.inUrl.explicit ? f.inUrl : undefined, classSize(f.element)];
    return sizes.some((s) => s !== undefined && ((s.width !== undefined && s.width < minSize.width) || (s.height !== undefined && s.height < minSize.height)));
  },
};

/** Utility-class sizes on the element itself: Tailwind's `w-12` (4 px a step) and `h-[70px]`. */
function classSize(el: Element): { width: number | undefined; height: number | undefined } | undefined {
  const classes = el.getAttribute('class');
  if (!classes) return undefined;
  const px = (axis: 'w' | 'h'): number | undefined => {
    const m = new RegExp(`(?:^|\\s)(?:max-)?(?:${axis}|size)-(?:(\\d+(?:\\.5)?)|\\[(\\d+)px\\])(?=\\s|$)`).exec(classes);
    if (!m) return undefined;
    return m[1] ? Number(m[1]) * 4 : Number(m[2]);
  };
  const width = px('w');
  const height = px('h');
  return width === undefined && height === undefined ? undefined : { width, height };
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
export const logoLike: DetectorRule = {
  name: 'logoLike',
  test: (f) => LOGO_URL.test(pathOf(f.url)) || LOGO_LABEL.test(f.label) || LOGO_NAMES.test(namesAround(f.element, NEAR_DEPTH, f.memo)),
};

/** An icon, pictogram, flag, rating or energy label. */
export const iconLike: DetectorRule = {
  name: 'iconLike',
  test: (f) => ICON_URL.test(pathOf(f.url)) || ICON_LABEL.test(f.label) || ICON_NAMES.test(namesAround(f.element, 1, f.memo)),
};

/** A floor plan, an energy label or a chart (alt text, URL or the image's own names). */
export const diagramLike: DetectorRule = {
  name: 'diagramLike',
  test: (f) => DIAGRAM_WORDS.test(f.label) || DIAGRAM_WORDS.test(pathOf(f.url).toLowerCase()) || DIAGRAM_WORDS.test(namesAround(f.element, 1, f.memo)),
};

/** A person: an agent's headshot, an agency's picture, a profile, a round crop. */
export const avatarLike: DetectorRule = {
  name: 'avatarLike',
  test: (f) => AVATAR_URL.test(pathOf(f.url)) || AVATAR_LABEL.test(f.label) || AVATAR_NAMES.test(namesAround(f.element, NEAR_DEPTH, f.memo)),
};

/** A map: static map images, map tiles, a map card. */
export const mapLike: DetectorRule = {
  name: 'mapLike',
  test: (f) =>
    MAP_URL.test(f.url) || MAP_LABEL.test(f.label) || MAP_NAMES.test(namesAround(f.element, NEAR_DEPTH, f.memo)) || MAP_WORD.test(namesAround(f.element, 1, f.memo)),
};

/** An ad, a sponsored slot, a promotion banner or a tracking pixel. */
export const adLike: DetectorRule = {
  name: 'adLike',
  test: (f) => AD_URL.test(f.url) || AD_LABEL.test(f.label) || AD_NAMES.test(namesAround(f.element, NEAR_DEPTH, f.memo)),
};

/** Every exclusion, cheapest first. */
export const EXCLUSIONS: readonly DetectorRule[] = [tooSmall, oddAspect, logoLike, iconLike, diagramLike, avatarLike, mapLike, adLike, siteChrome];
