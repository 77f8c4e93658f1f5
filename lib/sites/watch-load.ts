/**
 * An <img> evaluated before it loaded may show something else once it has: a natural size (the
 * generic detector weighs it; a site's minimum may rule a thumbnail out), a `currentSrc` picked
 * from <picture> sources. Such an image gets a one-time `load` listener of its own when it is
 * evaluated. A listener on the document (`load` does not bubble but can be captured) heard every
 * image's load instead: on the bench's 2,000-card page, 2,000 calls into the content script,
 * most for candidates it holds unread (32 ms of the page's main thread). An image evaluated
 * after it loaded needs none: a new source is a mutation of its own, evaluated again.
 */
export function whenLoaded(el: Element, waiting: WeakSet<Element>, signal: AbortSignal, loaded: (img: Element) => void): void {
  if (el.localName !== 'img' || waiting.has(el)) return;
  // Complete: loaded, or broken (no load comes; a new source is a mutation of its own).
  if ((el as HTMLImageElement).complete) return;
  waiting.add(el);
  // No `signal` option: a stopped watcher's listener goes with the image's next load, doing nothing.
  el.addEventListener(
    'load',
    () => {
      waiting.delete(el);
      if (!signal.aborted) loaded(el);
    },
    { once: true },
  );
}
