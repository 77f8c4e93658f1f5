import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable (on the root) holding the sticky header's height, which panel.css scrolls under. */
export const STICKY_HEIGHT_VAR = '--panel-header-height';

/**
 * Keeps `--panel-header-height` on the document's root equal to the sticky header's height (it
 * changes with the title's lines, the language and the view), so whatever the panel scrolls to (a
 * focused control, the large photo, an opened menu) is placed below the header, not under it
 * (the `scroll-margin-top` of what scrolls, in panel.css). One observer, for the one header.
 */
export function useStickyHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = element?.ownerDocument.documentElement;
    if (!element || !root) return;
    const write = () => root.style.setProperty(STICKY_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    write();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEIGHT_VAR);
    };
  }, [ref]);
}
