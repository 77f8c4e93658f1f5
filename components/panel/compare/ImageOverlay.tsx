import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { ZoomPan } from '../hooks/useZoomPan';
import { visibleImageBox } from './image-box';
import { useElementSize } from './useElementSize';

/** Props of {@link ImageOverlay}. */
export interface ImageOverlayProps {
  /** The image's natural width / height. */
  readonly aspect: number;
  /** The zoom and pan applied to the image. */
  readonly view: ZoomPan;
  /** What sits on the image: its tag, the disclosure badge. */
  readonly children: ReactNode;
}

/**
 * A layer over an image's frame (the slider's stage, a side-by-side pane) holding a box that
 * matches the part of the image in view, so labels placed in it stay on the image whatever the
 * frame's shape, the zoom or the pan. Until the frame is measured the box is the whole frame.
 */
export function ImageOverlay({ aspect, view, children }: ImageOverlayProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const box = visibleImageBox(useElementSize(frameRef), aspect, view);
  const style: CSSProperties | undefined = box ? { left: box.left, top: box.top, width: box.width, height: box.height, right: 'auto', bottom: 'auto' } : undefined;
  return (
    <div ref={frameRef} className="compare__overlay">
      <div className="compare__image-box" style={style} data-measured={box !== null}>
        {children}
      </div>
    </div>
  );
}
