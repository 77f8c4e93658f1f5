import { listen } from '../../lib/sites/listen';
import { apply, measure, type PhotoEntry } from './placement';

/** How long scrolling must rest before badges waiting to come on screen are placed. */
const SCROLL_REST_MS = 150;

/** Places button hosts over their photos. */
export interface Placer {
  /** Places the entry's host, together with every other request of this task. */
  request(entry: PhotoEntry): void;
  /** The entry went away. */
  forget(entry: PhotoEntry): void;
}

/**
 * Batches placements: the requests of one task (an IntersectionObserver or ResizeObserver
 * callback, a hover) are measured together in a microtask, then written together, so the page
 * lays out once per batch however many photos it holds. A badge whose corner could not be
 * probed (off screen) waits; once scrolling rests, the waiting ones are placed again. Only photos
 * near the viewport wait (the overlay forgets those that move away), so that is a handful; nothing
 * runs per frame, and nothing for photos without a built host.
 */
export function createPlacer(doc: Document, signal: AbortSignal, mode: () => { badges: boolean; measureSmall: boolean }): Placer {
  const queue = new Set<PhotoEntry>();
  const waiting = new Set<PhotoEntry>();
  const flush = () => {
    const { badges, measureSmall } = mode();
    const batch = [...queue].filter((entry) => entry.button && !signal.aborted);
    queue.clear();
    const placements = batch.map((entry) => measure(entry, badges, measureSmall));
    batch.forEach((entry, i) => {
      const placement = placements[i];
      if (placement) apply(entry, placement, badges);
      if (badges && entry.corner === undefined && !entry.small && !entry.far) waiting.add(entry);
      else waiting.delete(entry);
    });
  };
  const request = (entry: PhotoEntry) => {
    if (queue.size === 0) queueMicrotask(flush);
    queue.add(entry);
  };
  const retry = () => {
    for (const entry of waiting) request(entry);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    if (waiting.size === 0) return;
    clearTimeout(timer);
    timer = setTimeout(retry, SCROLL_REST_MS);
  };
  // Capture: scrolling inside a carousel or a results pane does not bubble to the document.
  listen(doc, 'scroll', onScroll, signal, { capture: true, passive: true });
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return {
    request,
    forget: (entry) => {
      queue.delete(entry);
      waiting.delete(entry);
    },
  };
}
