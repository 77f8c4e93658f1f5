import { useCallback, useEffect, useState, type RefObject } from 'react';

/** A zoom level and pan offset (in CSS pixels) shared by the before and after images. */
export interface ZoomPan {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 6;
/** Each zoom button press or wheel notch multiplies the scale by this. */
export const ZOOM_STEP = 1.25;

const IDENTITY: ZoomPan = { scale: 1, x: 0, y: 0 };

/** Keeps the zoomed image covering the stage: it may not be panned past its own edges. */
export function clampView(view: ZoomPan, size: { width: number; height: number }): ZoomPan {
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.scale));
  const maxX = ((scale - 1) * size.width) / 2;
  const maxY = ((scale - 1) * size.height) / 2;
  return { scale, x: Math.min(maxX, Math.max(-maxX, view.x)), y: Math.min(maxY, Math.max(-maxY, view.y)) };
}

/**
 * Zoom and pan for the comparison stage: buttons call `zoomBy`, drags call `panTo`, and the wheel
 * zooms when Ctrl/⌘ is held (trackpad pinch sends that too) or once zoomed in, so the narrow
 * panel still scrolls normally over an unzoomed image. `stageKey` changes whenever another
 * element becomes the stage.
 */
export function useZoomPan(stageRef: RefObject<HTMLElement | null>, wheelAlways: boolean, stageKey: string) {
  const [view, setView] = useState<ZoomPan>(IDENTITY);

  const sizeOf = useCallback(() => {
    // Side by side: each pane is one image's frame, so bounds come from the first pane.
    const stage = stageRef.current;
    const frame = stage?.dataset.sizeFrom === 'child' ? stage.firstElementChild : stage;
    const rect = frame?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }, [stageRef]);

  const zoomBy = useCallback(
    (factor: number) =>
      setView((current) => {
        const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current.scale * factor));
        const ratio = scale / current.scale;
        // Zoom around the centre of the view: the offset scales with the image.
        return clampView({ scale, x: current.x * ratio, y: current.y * ratio }, sizeOf());
      }),
    [sizeOf],
  );

  const panTo = useCallback((x: number, y: number) => setView((current) => clampView({ ...current, x, y }, sizeOf())), [sizeOf]);
  const reset = useCallback(() => setView(IDENTITY), []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      const zoomed = stage.dataset.zoomed === 'true';
      if (!wheelAlways && !zoomed && !event.ctrlKey && !event.metaKey) return;
      // Not passive: the page must not scroll while the wheel zooms the image.
      event.preventDefault();
      zoomBy(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
    // stageKey: the stage element changes with the comparison mode; listen on the new one.
  }, [stageRef, zoomBy, wheelAlways, stageKey]);

  return { view, zoomBy, panTo, reset };
}
