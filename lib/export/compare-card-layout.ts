/**
 * The compare card's layout (pure: no DOM): before and after side by side at the same height on a
 * white card, and under them a QR code for the original photo with a short caption.
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

/** The card's layout for those two images; `withQr` false leaves out the code (the caption stays). */
export function compareCardLayout(before: Size, after: Size, withQr: boolean): CompareCardLayout {
  let imageHeight = Math.min(CARD_MAX_IMAGE_HEIGHT, Math.max(CARD_MIN_IMAGE_HEIGHT, Math.min(before.height, after.height)));
  const widthAt = (h: number, size: Size) => Math.round((size.width * h) / size.height);
  const pad = (h: number) => Math.round(h * 0.04);
  const total = (h: number) => widthAt(h, before) + widthAt(h, after) + pad(h) * 3;
  if (total(imageHeight) > CARD_MAX_WIDTH) imageHeight = Math.floor((imageHeight * CARD_MAX_WIDTH) / total(imageHeight));
  const gap = pad(imageHeight);
  const beforeWidth = widthAt(imageHeight, before);
  const afterWidth = widthAt(imageHeight, after);
  const width = beforeWidth + afterWidth + gap * 3;
  const qrSize = withQr ? Math.round(Math.max(200, imageHeight * 0.28)) : 0;
  const fontSize = Math.round(Math.max(18, imageHeight * 0.028));
  const lineHeight = Math.round(fontSize * 1.35);
  const qrTop = gap * 2 + imageHeight;
  const captionTop = qrTop + (withQr ? qrSize + Math.round(gap / 2) : 0);
  return {
    width,
    height: captionTop + lineHeight * CARD_CAPTION_LINES + gap,
    before: { x: gap, y: gap, width: beforeWidth, height: imageHeight },
    after: { x: gap * 2 + beforeWidth, y: gap, width: afterWidth, height: imageHeight },
    qr: withQr ? { x: Math.round((width - qrSize) / 2), y: qrTop, width: qrSize, height: qrSize } : null,
    caption: { centreX: width / 2, top: captionTop, fontSize, lineHeight, maxWidth: width - gap * 2 },
  };
}
