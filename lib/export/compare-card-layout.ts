/**
 * The compare card's and the pair image's layouts (pure: no DOM): before and after side by side
 * at the same height on white; on the card, under them a QR code for the original photo with a
 * short caption.
 */
import type { Rect } from './label-geometry';

/** An image's size in pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Where everything goes on the card. */
export interface CompareCardLayout {
  readonly width: number;
  readonly height: number;
  readonly before: Rect;
  readonly after: Rect;
  /** The QR code's square (including its white quiet zone); null when there is no link to encode. */
  readonly qr: Rect | null;
  /** The caption's lines: centred on `centreX`, the first line's top at `top`. */
  readonly caption: { readonly centreX: number; readonly top: number; readonly fontSize: number; readonly lineHeight: number; readonly maxWidth: number };
}

/** Image height on the card: the smaller photo's, kept between these bounds. */
export const CARD_MIN_IMAGE_HEIGHT = 480;
export const CARD_MAX_IMAGE_HEIGHT = 1080;
/** The card is never wider than this (both images shrink together). */
export const CARD_MAX_WIDTH = 2800;
/** Lines of caption text the card leaves room for. */
export const CARD_CAPTION_LINES = 2;

/** Two images side by side at one height, with a white margin of {@link gapFor} around and between them. */
export interface SideBySide {
  readonly width: number;
  readonly gap: number;
  readonly imageHeight: number;
  readonly before: Rect;
  readonly after: Rect;
}

/** The margin around and between the images: 4% of their height. */
function gapFor(imageHeight: number): number {
  return Math.round(imageHeight * 0.04);
}

/**
 * `before` and `after` at the same height: the smaller photo's, kept between `minHeight` and
 * `maxHeight`, then lowered (both images shrink together) until the whole row is at most
 * `maxWidth` wide.
 */
export function sideBySide(before: Size, after: Size, bounds: { minHeight: number; maxHeight: number; maxWidth: number }): SideBySide {
  let imageHeight = Math.min(bounds.maxHeight, Math.max(bounds.minHeight, Math.min(before.height, after.height)));
  const widthAt = (h: number, size: Size) => Math.round((size.width * h) / size.height);
  const total = (h: number) => widthAt(h, before) + widthAt(h, after) + gapFor(h) * 3;
  if (total(imageHeight) > bounds.maxWidth) imageHeight = Math.floor((imageHeight * bounds.maxWidth) / total(imageHeight));
  const gap = gapFor(imageHeight);
  const beforeWidth = widthAt(imageHeight, before);
  const afterWidth = widthAt(imageHeight, after);
  return {
    width: beforeWidth + afterWidth + gap * 3,
    gap,
    imageHeight,
    before: { x: gap, y: gap, width: beforeWidth, height: imageHeight },
    after: { x: gap * 2 + beforeWidth, y: gap, width: afterWidth, height: imageHeight },
  };
}

/** The card's layout for those two images; `withQr` false leaves out the code (the caption stays). */
export function compareCardLayout(before: Size, after: Size, withQr: boolean): CompareCardLayout {
  const row = sideBySide(before, after, { minHeight: CARD_MIN_IMAGE_HEIGHT, maxHeight: CARD_MAX_IMAGE_HEIGHT, maxWidth: CARD_MAX_WIDTH });
  const { width, gap, imageHeight } = row;
  const qrSize = withQr ? Math.round(Math.max(200, imageHeight * 0.28)) : 0;
  const fontSize = Math.round(Math.max(18, imageHeight * 0.028));
  const lineHeight = Math.round(fontSize * 1.35);
  const qrTop = gap * 2 + imageHeight;
  const captionTop = qrTop + (withQr ? qrSize + Math.round(gap / 2) : 0);
  return {
    width,
    height: captionTop + lineHeight * CARD_CAPTION_LINES + gap,
    before: row.before,
    after: row.after,
    qr: withQr ? { x: Math.round((width - qrSize) / 2), y: qrTop, width: qrSize, height: qrSize } : null,
    caption: { centreX: width / 2, top: captionTop, fontSize, lineHeight, maxWidth: width - gap * 2 },
  };
}

/** The widest a pair image gets at *Original size* (the other sizes cap it at their edge). */
export const PAIR_MAX_WIDTH = 3200;

/**
 * The export's before/after pair image: both photos side by side on white, no wider than
 * `maxWidth` (the export size's edge, so the pair fits the same portal limits), never enlarged.
 */
export function pairLayout(before: Size, after: Size, maxWidth: number | null): SideBySide & { readonly height: number } {
  const row = sideBySide(before, after, { minHeight: 1, maxHeight: Number.POSITIVE_INFINITY, maxWidth: maxWidth ?? PAIR_MAX_WIDTH });
  return { ...row, height: row.imageHeight + row.gap * 2 };
}
