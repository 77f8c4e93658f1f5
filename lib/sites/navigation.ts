import { listen } from './listen';

/**
 * Notices single-page navigations (history.pushState/replaceState, back/forward, hash changes).
 * A content script lives in an isolated world, so patching the page's `history` would not see
 * the page's own calls; instead: the Navigation API where the browser has it (Chrome), popstate
 * and hashchange, and elsewhere (Firefox before the Navigation API) a cheap once-a-second
 * comparison of `location.href`. The returned `check` lets other observers (a DOM batch) report
 * a change sooner.
 */

interface NavigationLike extends EventTarget {
  readonly currentEntry?: unknown;
}

/** Calls `onChange(href)` whenever the page's URL changes, until `signal` aborts. */
export function watchLocation(win: Window, onChange: (href: string) => void, signal: AbortSignal, pollMs = 1000): { check: () => void } {
  let last = win.location.href;
  const check = () => {
    if (signal.aborted) return;
    const href = win.location.href;
    if (href === last) return;
    last = href;
    onChange(href);
  };
  // navigatesuccess fires after the URL is committed (a plain `navigate` fires before).
  const navigation = (win as unknown as { navigation?: NavigationLike }).navigation;
  if (navigation && typeof navigation.addEventListener === 'function') {
    listen(navigation, 'navigatesuccess', check, signal);
  } else {
    const timer = win.setInterval(check, pollMs);
    signal.addEventListener('abort', () => win.clearInterval(timer), { once: true });
  }
  listen(win, 'popstate', check, signal);
  listen(win, 'hashchange', check, signal);
  return { check };
}
