import { useEffect, useState, type RefObject } from 'react';

/** How far outside the view an element counts as near: its image is read before it scrolls in. */
export const NEAR_MARGIN_PX = 300;

/**
 * One IntersectionObserver for every element that waits to come near (a History of 300
 * thumbnails is one observer, not 300), each element with the callback that wants to know.
 */
let shared: { observer: IntersectionObserver; waiting: Map<Element, () => void> } | undefined;

function watchNear(element: Element, near: () => void): () => void {
  if (!shared) {
    const waiting = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue;
          waiting.get(record.target)?.();
          waiting.delete(record.target);
          observer.unobserve(record.target);
        }
      },
      { rootMargin: `${NEAR_MARGIN_PX}px` },
    );
    shared = { observer, waiting };
  }
  const { observer, waiting } = shared;
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer.unobserve(element);
  };
}

/**
 * True once the element has come within NEAR_MARGIN_PX of its scrolling view (and from then on).
 * Where the browser has no IntersectionObserver (tests without one), everything is near at once.
 */
export function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return watchNear(element, () => setNear(true));
  }, [near, ref]);
  return near;
}
