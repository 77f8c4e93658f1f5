/**
 * Canvas helpers for result images (DOM APIs, no React): the disclosure label stamped on
 * downloads and exports, resizing and JPEG encoding for exports (quality: lib/export/encoding.ts),
 * and PNG conversion for the clipboard (the only image type every browser copies). The label text
 * comes in already chosen, in the listing's language (`disclosureWords`); failures are
 * {@link Problem}s, which the panel words in the interface language.
 */

import { encodeWithinCap, fittedSize, JPEG_QUALITY } from '../../lib/export/encoding';
import { labelLayout } from '../../lib/export/label-geometry';
import { exceedsPixelCap } from '../../lib/images/pixel-cap';
import { headerImageSize } from '../../lib/images/resize';
import { Problem } from './problem';

/** A decoded image: something a canvas draws, with its size. */
export interface Picture {
  readonly source: CanvasImageSource;
  readonly width: number;
  readonly height: number;
}

/** A decoded image blob; close it when done. */
export interface Decoded extends Picture {
  readonly close: () => void;
}

/**
 * Decodes an image blob (close it when done). The size its header declares is checked first,
 * as the background checks photos (`lib/images`): decoding allocates about 4 bytes a pixel, so a
 * 30000 × 30000 header of a few hundred bytes would ask the panel for 3.6 GB. Over the pixel cap
 * it is refused as `too-many-pixels`; a header whose size can't be read, as `not-an-image`.
 */
export async function decode(blob: Blob): Promise<Decoded> {
  const size = await headerImageSize(blob);
  if (!size) throw new Problem('not-an-image');
  if (exceedsPixelCap(size)) throw new Problem('too-many-pixels', undefined, { size });
  const bitmap = await createImageBitmap(blob);
  return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

/** A canvas of that size and its 2D context. */
export function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Problem('no-canvas');
  return { canvas, context };
}

/** The canvas encoded as `type`. */
export function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Problem('encode'))), type, quality));
}

const LABEL_FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';

/**
 * Draws a disclosure label on the `width`×`height` image drawn at (`left`, `top`) of `context`:
 * sized to the image and placed bottom-left inside the part every portal crop keeps
 * (lib/export/label-geometry.ts).
 */
export function drawLabel(context: CanvasRenderingContext2D, label: string, image: { left: number; top: number; width: number; height: number }): void {
  context.save();
  const measure = (size: number) => {
    context.font = `600 ${size}px ${LABEL_FONT}`;
    return context.measureText(label).width;
  };
  const layout = labelLayout(image.width, image.height, measure);
  context.font = `600 ${layout.fontSize}px ${LABEL_FONT}`;
  context.fillStyle = 'rgba(0, 0, 0, 0.68)';
  context.fillRect(image.left + layout.box.x, image.top + layout.box.y, layout.box.width, layout.box.height);
  context.fillStyle = '#fff';
  context.textBaseline = 'middle';
  context.fillText(label, image.left + layout.textX, image.top + layout.textMiddleY);
  context.restore();
}

/**
 * The picture on a white canvas (transparent parts of a PNG would turn black in a JPEG), its
 * longest edge at most `edge` (null: its own size; never enlarged), with `label` drawn on it when
 * given.
 */
export function drawFitted(image: Picture, edge: number | null, label: string | null): HTMLCanvasElement {
  const size = fittedSize(image.width, image.height, edge);
  const { canvas, context } = canvasOf(size.width, size.height);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, size.width, size.height);
  if (label) drawLabel(context, label, { left: 0, top: 0, width: size.width, height: size.height });
  return canvas;
}

/** The canvas as a JPEG within the portals' byte cap, its quality chosen by `encodeWithinCap`. */
export async function toPortalJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return (await encodeWithinCap((quality) => toBlob(canvas, 'image/jpeg', quality))).encoded;
}

/**
 * The image with a disclosure label ("Virtually staged") drawn bottom-left inside its crop-safe
 * part, at full resolution, in the same format when that is JPEG, PNG or WebP.
 */
export async function stampDisclosure(blob: Blob, label: string): Promise<Blob> {
  const image = await decode(blob);
  try {
    const type = ['image/jpeg', 'image/png', 'image/webp'].includes(blob.type) ? blob.type : 'image/jpeg';
    return await toBlob(drawFitted(image, null, label), type, JPEG_QUALITY);
  } finally {
    image.close();
  }
}

/** The image as PNG (for `ClipboardItem`, which only accepts PNG images everywhere). */
export async function toPng(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/png') return blob;
  const image = await decode(blob);
  try {
    const { canvas, context } = canvasOf(image.width, image.height);
    context.drawImage(image.source, 0, 0);
    return await toBlob(canvas, 'image/png');
  } finally {
    image.close();
  }
}

/**
 * Starts downloading and decoding an image the page is about to show: called when its address
 * becomes known, the `<img>` rendered a moment later finds it in the memory cache, decoded, instead
 * of starting only once the page has rendered. Best effort: a failure is the `<img>`'s to report.
 */
export function warmImage(url: string): void {
  if (typeof Image !== 'function') return;
  const image = new Image();
  image.src = url;
  if (typeof image.decode === 'function') void image.decode().catch(() => undefined);
}
