/**
 * Where a disclosure label goes on an image so it survives the portals' crops (pure: no DOM).
 *
 * Listing portals show photos cropped to 4:3, 3:2, 16:9 or a square, centred. A label near an
 * edge can be cut off, so the label is placed inside the "crop-safe" rectangle: the part of the
 * image every one of those centred crops keeps.
 */

/** An axis-aligned rectangle in image pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The aspect ratios (width / height) listing portals crop photos to. */
export const PORTAL_ASPECTS: readonly number[] = [4 / 3, 3 / 2, 16 / 9, 1];

/** Text height as a fraction of the image's shorter side, and its floor in pixels. */
export const LABEL_TEXT_FRACTION = 0.04;
export const LABEL_MIN_TEXT = 14;

/** The centred crop of a `width`×`height` image to `aspect` (width / height). */
export function centredCrop(width: number, height: number, aspect: number): Rect {
  if (width / height > aspect) {
    const w = height * aspect;
    return { x: (width - w) / 2, y: 0, width: w, height };
  }
  const h = width / aspect;
  return { x: 0, y: (height - h) / 2, width, height: h };
}

/** The intersection of the centred 4:3, 3:2, 16:9 and 1:1 crops of the image. */
export function cropSafeRect(width: number, height: number): Rect {
  const crops = PORTAL_ASPECTS.map((aspect) => centredCrop(width, height, aspect));
  const safeWidth = Math.min(...crops.map((c) => c.width));
  const safeHeight = Math.min(...crops.map((c) => c.height));
  return { x: (width - safeWidth) / 2, y: (height - safeHeight) / 2, width: safeWidth, height: safeHeight };
}

/** Where and how big to draw a label. */
export interface LabelLayout {
  /** The crop-safe rectangle the label lies in. */
  readonly safe: Rect;
  /** The label's box (dark background), inside `safe`, at its bottom-left corner with a margin. */
  readonly box: Rect;
  /** Font size in pixels (the text's height). */
  readonly fontSize: number;
  /** Where the text starts (left) and its vertical middle. */
  readonly textX: number;
  readonly textMiddleY: number;
}

/**
 * The label's layout on a `width`×`height` image. `measure(fontSize)` answers the text's width at
 * that size (a canvas's `measureText`; an estimate in tests). The text is a fixed fraction of the
 * shorter side (at least {@link LABEL_MIN_TEXT} px), made smaller only when it would not fit the
 * safe rectangle's width.
 */
export function labelLayout(width: number, height: number, measure: (fontSize: number) => number): LabelLayout {
  const safe = cropSafeRect(width, height);
  let fontSize = Math.max(LABEL_MIN_TEXT, Math.round(Math.min(width, height) * LABEL_TEXT_FRACTION));
  const fits = (size: number) => measure(size) + size * 2 <= safe.width;
  while (fontSize > 6 && !fits(fontSize)) fontSize -= 1;
  const padding = Math.round(fontSize * 0.5);
  const margin = Math.max(padding, Math.round(Math.min(safe.width, safe.height) * 0.03));
  const boxWidth = Math.ceil(measure(fontSize)) + padding * 2;
  const boxHeight = fontSize + padding * 2;
  const x = Math.ceil(safe.x + Math.min(margin, Math.max(0, safe.width - boxWidth) / 2));
  const bottom = Math.floor(safe.y + safe.height - Math.min(margin, Math.max(0, safe.height - boxHeight) / 2));
  const box = { x, y: bottom - boxHeight, width: boxWidth, height: boxHeight };
  return { safe, box, fontSize, textX: x + padding, textMiddleY: bottom - boxHeight / 2 };
}
