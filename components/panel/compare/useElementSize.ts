import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from './image-box';

const NONE: Size = { width: 0, height: 0 };

/**
 * An element's content size in CSS pixels (layout size: transforms do not change it), kept up to
 * date as the element resizes (panel width, full screen, window). Zero until measured, and where
 * the browser has no ResizeObserver.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(NONE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (width: number, height: number) => setSize((current) => (current.width === width && current.height === height ? current : { width, height }));
    update(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries.at(-1)?.contentRect;
      if (rect) update(rect.width, rect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
