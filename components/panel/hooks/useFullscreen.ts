import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for an element: the Fullscreen API where the page may use it, else a fallback that
 * covers the viewport with CSS (side panels and sidebars may refuse real full screen).
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (fallback) {
      setFallback(false);
      return;
    }
    const element = ref.current;
    if (element && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setFallback(true));
    } else {
      setFallback(true);
    }
  }, [fallback, ref]);

  const exitFallback = useCallback(() => setFallback(false), []);

  return { active: native || fallback, fallback, toggle, exitFallback };
}
