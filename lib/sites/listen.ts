/**
 * Adds an event listener removed when `signal` aborts. Not the `signal` option of
 * addEventListener: the signal may come from another realm than the target (a content script's
 * AbortController and the page's window; node's and jsdom's in tests), which some DOM
 * implementations reject.
 */
export function listen<E extends Event>(
  target: EventTarget,
  type: string,
  handler: (event: E) => void,
  signal: AbortSignal,
  options?: AddEventListenerOptions,
): void {
  const listener = handler as EventListener;
  target.addEventListener(type, listener, options);
  signal.addEventListener('abort', () => target.removeEventListener(type, listener, options), { once: true });
}
