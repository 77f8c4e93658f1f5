/**
 * Style transfer as Reinhard et al. colour transfer (2001): convert both images to CIE Lab,
 * then shift and scale each channel of the content image so its mean and standard deviation
 * match the style image's. The content keeps its structure and takes on the style's colours.
 *
 * The mapping depends only on a pixel's colour, so statistics and conversion work on the
 * image's distinct colours (a photo has far fewer than it has pixels) rather than per pixel.
 */
import { labToRgb, rgbToLab } from '../../demo-scenes/color';
import { blankLike, type RgbImage } from './raw';

/** Mean and standard deviation of L, a and b. */
export interface LabStats {
  readonly mean: readonly [number, number, number];
  readonly std: readonly [number, number, number];
}

// A flat content channel has no spread to scale; limiting the ratio keeps it from exploding noise.
const MIN_RATIO = 0.2;
const MAX_RATIO = 5;

const packed = (data: Uint8Array, i: number): number => ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);

/** How many pixels have each colour, keyed by 0xRRGGBB. */
function colourCounts(image: RgbImage): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = 0; i < image.data.length; i += 3) {
    const key = packed(image.data, i);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Per-channel Lab mean and standard deviation over every pixel of `image`. */
export function labStatsOf(image: RgbImage): LabStats {
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  let n = 0;
  for (const [key, count] of colourCounts(image)) {
    const lab = rgbToLab(key >> 16, (key >> 8) & 255, key & 255);
    for (let c = 0; c < 3; c++) {
      const v = lab[c] ?? 0;
      sum[c] = (sum[c] ?? 0) + v * count;
      squares[c] = (squares[c] ?? 0) + v * v * count;
    }
    n += count;
  }
  const mean = sum.map((s) => s / Math.max(1, n)) as [number, number, number];
  const std = squares.map((s, c) => Math.sqrt(Math.max(0, s / Math.max(1, n) - (mean[c] ?? 0) ** 2))) as [number, number, number];
  return { mean, std };
}

/** Returns `content` recoloured so its Lab statistics match `style`'s. Output has the content's size. */
export function reinhardTransfer(content: RgbImage, style: RgbImage): RgbImage {
  const source = labStatsOf(content);
  const target = labStatsOf(style);
  const ratio = (c: 0 | 1 | 2): number => {
    const spread = source.std[c];
    return spread < 1e-6 ? 1 : Math.min(MAX_RATIO, Math.max(MIN_RATIO, target.std[c] / spread));
  };
  const [rl, ra, rb] = [ratio(0), ratio(1), ratio(2)];
  const [sl, sa, sb] = source.mean;
  const [tl, ta, tb] = target.mean;
  const mapped = new Map<number, number>();
  const out = blankLike(content);
  for (let i = 0; i < content.data.length; i += 3) {
    const key = packed(content.data, i);
    let value = mapped.get(key);
    if (value === undefined) {
      const [l, a, b] = rgbToLab(key >> 16, (key >> 8) & 255, key & 255);
      const [r, g, bl] = labToRgb((l - sl) * rl + tl, (a - sa) * ra + ta, (b - sb) * rb + tb);
      value = (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(bl);
      mapped.set(key, value);
    }
    out.data[i] = value >> 16;
    out.data[i + 1] = (value >> 8) & 255;
    out.data[i + 2] = value & 255;
  }
  return out;
}
