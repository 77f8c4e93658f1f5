import { useEffect, useState, type RefObject } from 'react';

/** How far outside the view an element counts as near: its image is read before it scrolls in. */
export const NEAR_MARGIN_PX = 300;

/**
 * True once the element has come within NEAR_MARGIN_PX of its scrolling view (and from then on).
 * Where the browser has no IntersectionObserver (tests without one), everything is near at once.
 */
export function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${NEAR_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
