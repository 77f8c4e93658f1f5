/**
 * Colour arithmetic shared by the image operations: RGB triples, hex parsing, luma, HSL to RGB
 * and sRGB <-> CIE Lab (D65). Pure functions on plain numbers.
 */

/** An sRGB colour, each channel 0..255. */
export type Rgb = readonly [number, number, number];

/** A CIE L*a*b* colour. */
export type Lab = readonly [number, number, number];

/** Parses `#rrggbb`. Style colours are written as hex because that is how designers read them. */
export function hex(value: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) throw new TypeError(`not a #rrggbb colour: ${value}`);
  return [parseInt(match[1] ?? '0', 16), parseInt(match[2] ?? '0', 16), parseInt(match[3] ?? '0', 16)];
}

/** `#rrggbb` for SVG. */
export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(clamp255(c)).toString(16).padStart(2, '0')).join('')}`;
}

/** Clamps to the 0..255 channel range. */
export function clamp255(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

/** Rec. 601 luma, 0..255: the brightness measure every heuristic here uses. */
export function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Linear interpolation between two colours. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** HSL (hue in degrees, saturation and lightness 0..1) to RGB. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(h);
  const [r, g, b] =
    sector === 0 ? [chroma, x, 0] : sector === 1 ? [x, chroma, 0] : sector === 2 ? [0, chroma, x] : sector === 3 ? [0, x, chroma] : sector === 4 ? [x, 0, chroma] : [chroma, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** HSL saturation (0..1) of an RGB colour; cheap enough for per-pixel statistics. */
export function saturation(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  if (max === min) return 0;
  return (max - min) / (1 - Math.abs(2 * lightness - 1));
}

// sRGB decoding is a pow per channel; a 256-entry table makes per-pixel Lab conversion affordable.
const SRGB_TO_LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function linearToSrgb(c: number): number {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return clamp255(v * 255);
}

// D65 reference white.
const XN = 0.95047;
const YN = 1;
const ZN = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

function labFInverse(t: number): number {
  const cube = t * t * t;
  return cube > EPSILON ? cube : (116 * t - 16) / KAPPA;
}

/** sRGB (0..255 integers) to CIE Lab. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = SRGB_TO_LINEAR[Math.round(clamp255(r))] ?? 0;
  const lg = SRGB_TO_LINEAR[Math.round(clamp255(g))] ?? 0;
  const lb = SRGB_TO_LINEAR[Math.round(clamp255(b))] ?? 0;
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN;
  const y = (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / YN;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIE Lab to sRGB (0..255, clamped; out-of-gamut colours are clipped). */
export function labToRgb(l: number, a: number, bStar: number): Rgb {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - bStar / 200;
  const x = labFInverse(fx) * XN;
  const y = labFInverse(fy) * YN;
  const z = labFInverse(fz) * ZN;
  const lr = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const lg = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const lb = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  return [linearToSrgb(lr), linearToSrgb(lg), linearToSrgb(lb)];
}
