import type { ZoomPan } from '../hooks/useZoomPan';

/** A rectangle in CSS pixels, from its frame's top-left corner. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A frame's size in CSS pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The part of an image its frame shows: the image is drawn with `object-fit: contain` (centred,
 * as large as fits) and then `translate(x, y) scale(s)` around its centre (the comparison's zoom
 * and pan), and the frame cuts off what falls outside. Null when the frame or the image has no
 * size yet, or nothing of the image is in view.
 */
export function visibleImageBox(frame: Size, aspect: number, view: ZoomPan): Box | null {
  if (!(frame.width > 0 && frame.height > 0 && aspect > 0 && Number.isFinite(aspect))) return null;
  const widthBound = frame.width / frame.height <= aspect;
  const width = (widthBound ? frame.width : frame.height * aspect) * view.scale;
  const height = (widthBound ? frame.width / aspect : frame.height) * view.scale;
  const centreX = frame.width / 2 + view.x;
  const centreY = frame.height / 2 + view.y;
  const left = Math.max(0, centreX - width / 2);
  const top = Math.max(0, centreY - height / 2);
  const right = Math.min(frame.width, centreX + width / 2);
  const bottom = Math.min(frame.height, centreY + height / 2);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}
