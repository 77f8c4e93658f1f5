import { listen } from '../../lib/sites/listen';
import { apply, isSmall, measure, type PhotoEntry } from './placement';

/** How long scrolling must rest before badges waiting to come on screen are placed. */
const SCROLL_REST_MS = 150;

/** Places button hosts over their photos. */
export interface Placer {
  /** The photo's host exists: its rendered size is followed (ResizeObserver) and it is placed after the next layout. */
  track(entry: PhotoEntry): void;
  /** Its size is no longer followed (it moved away from the viewport, or went). */
  untrack(entry: PhotoEntry): void;
  /** Places the entry's host, together with every other request of the same frame. */
  request(entry: PhotoEntry): void;
  /** The entry went away. */
  forget(entry: PhotoEntry): void;
  /** True when a ResizeObserver reports rendered sizes (else each placement measures the photo). */
  readonly tracksSize: boolean;
  disconnect(): void;
}

/**
 * Batches placements so that they read the page's layout when it is already up to date: where
 * the browser has a ResizeObserver, a request (re)observes the photo, whose size is then reported
 * right after the browser's next layout, and every request of that frame is measured there, then
 * written. Reading rectangles at any other moment (after inserting hosts, say) would make the
 * browser lay the page out again just for us: on a page of thousands of cards that is
 * milliseconds each time. Without a ResizeObserver (tests) a batch runs in a microtask. A badge
 * whose corner could not be probed (off screen) waits; once scrolling rests, the waiting ones are
 * placed again. Only photos near the viewport wait or are observed (the overlay untracks those
 * that move away); nothing runs per frame, and nothing for photos without a built host.
 */
export function createPlacer(
  doc: Document,
  signal: AbortSignal,
  mode: () => { badges: boolean },
  entryOf: (photo: Element) => PhotoEntry | undefined,
): Placer {
  const queue = new Set<PhotoEntry>();
  const waiting = new Set<PhotoEntry>();
  const view = doc.defaultView;
  const sizes =
    view && typeof view.ResizeObserver === 'function'
      ? new view.ResizeObserver((records) => {
          for (const record of records) {
            const entry = entryOf(record.target);
            if (entry?.button) sized(entry, record.contentRect, queue);
          }
          flush();
        })
      : undefined;
  const flush = () => {
    const { badges } = mode();
    const batch = [...queue].filter((entry) => entry.button && !signal.aborted);
    queue.clear();
    const placements = batch.map((entry) => measure(entry, badges, !sizes));
    batch.forEach((entry, i) => {
      const placement = placements[i];
      if (placement) apply(entry, placement, badges);
      if (badges && entry.corner === undefined && !entry.small && !entry.far) waiting.add(entry);
      else waiting.delete(entry);
    });
  };
  const request = (entry: PhotoEntry) => {
    if (sizes) {
      queue.add(entry);
      // Observed anew, the photo's size is reported again after the next layout: the batch runs then.
      sizes.unobserve(entry.photo);
      sizes.observe(entry.photo);
      return;
    }
    if (queue.size === 0) queueMicrotask(flush);
    queue.add(entry);
  };
  retryWhenScrollRests(doc, signal, () => waiting.size > 0, () => {
    for (const entry of waiting) request(entry);
  });
  return {
    // Without a ResizeObserver there is no size to follow: placing waits for a request.
    track: (entry) => {
      if (sizes) request(entry);
    },
    untrack: (entry) => sizes?.unobserve(entry.photo),
    request,
    forget: (entry) => {
      queue.delete(entry);
      waiting.delete(entry);
      sizes?.unobserve(entry.photo);
    },
    tracksSize: sizes !== undefined,
    disconnect: () => sizes?.disconnect(),
  };
}

/** A reported size: a new one (not a request's re-observation) asks for a new corner. */
function sized(entry: PhotoEntry, size: DOMRectReadOnly, queue: Set<PhotoEntry>): void {
  queue.add(entry);
  if (entry.size && entry.size.width === size.width && entry.size.height === size.height) return;
  entry.size = { width: size.width, height: size.height };
  entry.small = isSmall(size);
  entry.corner = undefined;
}

/** Calls `retry` once scrolling rests, when something waits. */
function retryWhenScrollRests(doc: Document, signal: AbortSignal, waits: () => boolean, retry: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    if (!waits()) return;
    clearTimeout(timer);
    timer = setTimeout(retry, SCROLL_REST_MS);
  };
  // Capture: scrolling inside a carousel or a results pane does not bubble to the document.
  listen(doc, 'scroll', onScroll, signal, { capture: true, passive: true });
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
