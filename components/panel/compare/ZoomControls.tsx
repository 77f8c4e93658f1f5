import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from '../hooks/useZoomPan';

/** Props of {@link ZoomControls}. */
export interface ZoomControlsProps {
  readonly scale: number;
  readonly zoomBy: (factor: number) => void;
  readonly reset: () => void;
}

/** Zoom out, the zoom level (which resets it) and zoom in. */
export function ZoomControls({ scale, zoomBy, reset }: ZoomControlsProps) {
  const percent = Math.round(scale * 100);
  return (
    <div className="compare__zoom" role="group" aria-label="Zoom">
      <button type="button" className="icon-button" aria-label="Zoom out" disabled={scale <= MIN_ZOOM} onClick={() => zoomBy(1 / ZOOM_STEP)}>
        <span aria-hidden="true">−</span>
      </button>
      <button type="button" className="compare__zoom-level" aria-label={`Reset zoom (now ${percent}%)`} disabled={scale <= 1} onClick={reset}>
        {percent}%
      </button>
      <button type="button" className="icon-button" aria-label="Zoom in" disabled={scale >= MAX_ZOOM} onClick={() => zoomBy(ZOOM_STEP)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
