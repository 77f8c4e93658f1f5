import { listen } from '../../lib/sites/listen';
import { nextFrame } from '../../lib/sites/slices';
import { apply, isSmall, measure, type PhotoEntry } from './placement';

/** How long scrolling must rest before badges waiting to come on screen are placed. */
const SCROLL_REST_MS = 150;

/** Places button hosts over their photos. */
export interface Placer {
  /** The photo's host exists: its rendered size is followed and it is placed after the next layout. */
  track(entry: PhotoEntry): void;
  /** Places the entry's host, together with every other request of the same frame. */
  request(entry: PhotoEntry): void;
  /** The entry went away, or away from the viewport: not followed, not waiting. */
  forget(entry: PhotoEntry): void;
  disconnect(): void;
}

/** What the placer asks of the overlay. */
export interface PlacerHost {
  entryOf(photo: Element): PhotoEntry | undefined;
  mode(): { badges: boolean };
}

/**
 * Reads the page's layout only when it is already up to date: right after the browser's layout,
 * in a ResizeObserver's report (fresh photos are found near the viewport the same way, in
 * nearness.ts). There hosts are measured, then written, all requests of a frame together.
 * Reading rectangles at any other moment (after inserting hosts, say) would make the browser lay
 * the page out again just for us: on a page of thousands of cards, milliseconds each time.
 * (Measuring the hosts built in a report right there, forcing the layout their insertion costs
 * the frame anyway, saved nothing measurable on the bench's page and counted that layout as the
 * extension's scripting.) A request (re)observes its photo at the start of the next frame (never
 * from inside a report, which the browser would answer with a "loop" error on the page), so its
 * size is reported again after that frame's layout. Without a ResizeObserver (tests) a batch runs
 * in a microtask. A badge whose corner could not be probed (off screen) waits; once scrolling
 * rests, the waiting ones are placed again. Only photos near the viewport are observed or wait.
 */
export function createPlacer(doc: Document, signal: AbortSignal, host: PlacerHost): Placer {
  const queue = new Set<PhotoEntry>();
  const waiting = new Set<PhotoEntry>();
  const toObserve = new Set<PhotoEntry>();
  // Photos the ResizeObserver follows: unobserving one it does not is still a call into the
  // browser, and every photo of a long list moving away would make one.
  const observed = new WeakSet<Element>();
  const observe = (photo: Element) => {
    observed.add(photo);
    sizes?.observe(photo);
  };
  const unobserve = (photo: Element) => {
    if (observed.delete(photo)) sizes?.unobserve(photo);
  };
  const view = doc.defaultView;
  const frame = nextFrame(doc);
  const flush = () => {
    const { badges } = host.mode();
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
  const sizes =
    view && typeof view.ResizeObserver === 'function'
      ? new view.ResizeObserver(function sizes(records) {
          readReport(records, host, queue, unobserve);
          flush();
        })
      : undefined;
  const observeAtNextFrame = (entry: PhotoEntry) => {
    if (toObserve.size === 0) {
      frame(() => {
        // Observed anew, a photo's size is reported again after this frame's layout.
        for (const next of toObserve) {
          unobserve(next.photo);
          if (!signal.aborted) observe(next.photo);
        }
        toObserve.clear();
      });
    }
    toObserve.add(entry);
  };
  const request = (entry: PhotoEntry) => {
    if (!sizes) {
      if (queue.size === 0) queueMicrotask(flush);
      queue.add(entry);
      return;
    }
    queue.add(entry);
    observeAtNextFrame(entry);
  };
  retryWhenScrollRests(doc, signal, () => waiting.size > 0, () => {
    for (const entry of waiting) request(entry);
  });
  return {
    // Without a ResizeObserver there is no size to follow: placing waits for a request.
    track: (entry) => {
      if (sizes) request(entry);
    },
    request,
    forget: (entry) => {
      queue.delete(entry);
      waiting.delete(entry);
      toObserve.delete(entry);
      unobserve(entry.photo);
    },
    disconnect: () => sizes?.disconnect(),
  };
}

/** Reads one ResizeObserver report: photos with a button are queued for placing, others no longer followed. */
function readReport(records: readonly ResizeObserverEntry[], host: PlacerHost, queue: Set<PhotoEntry>, unobserve: (photo: Element) => void): void {
  for (const record of records) {
    const entry = host.entryOf(record.target);
    if (entry?.button) sized(entry, record.contentRect, queue);
    else unobserve(record.target);
  }
}

/** A reported size: a new one (not a request's re-observation) asks for a new corner. */
function sized(entry: PhotoEntry, size: DOMRectReadOnly, queue: Set<PhotoEntry>): PhotoEntry {
  queue.add(entry);
  if (entry.size && entry.size.width === size.width && entry.size.height === size.height) return entry;
  entry.size = { width: size.width, height: size.height };
  entry.small = isSmall(size);
  entry.corner = undefined;
  return entry;
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
