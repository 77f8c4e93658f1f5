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
 * Places hosts without ever writing to the page from inside the browser's rendering step. A
 * ResizeObserver's report runs there, after layout: anything it writes makes the browser lay
 * out, pre-paint and check the page again before the frame goes on (on the bench's 2,000-card
 * page, 7 ms a pass). So a request is placed in a microtask of the task that made it (a frame's
 * callback, an observer's or an event's task): its hosts are measured together, forcing one
 * layout of what changed since the last (the hosts just built, mostly), and written together
 * before the frame's own rendering, which then lays out what they wrote. The ResizeObserver
 * follows the size of each photo with a button: its first report only records the size, a new
 * one asks for a new corner at the next frame. Without a ResizeObserver (tests) the size is
 * measured with the rest. A badge whose corner could not be probed (off screen) waits; once
 * scrolling rests, the waiting ones are placed again. Only photos near the viewport are
 * observed or wait.
 */
export function createPlacer(doc: Document, signal: AbortSignal, host: PlacerHost): Placer {
  const queue = new Set<PhotoEntry>();
  const waiting = new Set<PhotoEntry>();
  // Photos the ResizeObserver follows: unobserving one it does not is still a call into the
  // browser, and every photo of a long list moving away would make one.
  const observed = new WeakSet<Element>();
  const unobserve = (photo: Element) => {
    if (observed.delete(photo)) sizes?.unobserve(photo);
  };
  const view = doc.defaultView;
  const frame = nextFrame(doc);
  let flushing = false;
  const flush = () => {
    flushing = false;
    const { badges } = host.mode();
    const batch = [...queue].filter((entry) => entry.button && !signal.aborted);
    queue.clear();
    // A photo whose size no report gave yet is measured here: its first report comes after this.
    const placements = batch.map((entry) => measure(entry, badges, !sizes || !entry.size));
    batch.forEach((entry, i) => {
      const placement = placements[i];
      if (placement) apply(entry, placement, badges);
      if (badges && entry.corner === undefined && !entry.small && !entry.far) waiting.add(entry);
      else waiting.delete(entry);
    });
  };
  const request = (entry: PhotoEntry) => {
    queue.add(entry);
    if (flushing) return;
    flushing = true;
    queueMicrotask(flush);
  };
  const sizes =
    view && typeof view.ResizeObserver === 'function'
      ? new view.ResizeObserver(function sizes(records) {
          // Reads only (see above): a photo that changed size is placed at the next frame.
          const changed = readReport(records, host, unobserve);
          if (changed[0]) frame(() => changed.forEach(request));
        })
      : undefined;
  retryWhenScrollRests(doc, signal, () => waiting.size > 0, () => {
    for (const entry of waiting) request(entry);
  });
  return {
    track: (entry) => {
      // Never called from inside a report (nearness.ts tells a photo near from a microtask of the
      // task that found it): observing there would be answered with a "loop" error on the page.
      if (sizes && !observed.has(entry.photo)) {
        observed.add(entry.photo);
        sizes.observe(entry.photo);
      }
      request(entry);
    },
    request,
    forget: (entry) => {
      queue.delete(entry);
      waiting.delete(entry);
      unobserve(entry.photo);
      // Its size is reported anew (and recorded, not acted on) once it is followed again.
      entry.size = undefined;
    },
    disconnect: () => sizes?.disconnect(),
  };
}

/** Reads one ResizeObserver report: the photos with a button whose size changed; others are no longer followed. */
function readReport(records: readonly ResizeObserverEntry[], host: PlacerHost, unobserve: (photo: Element) => void): PhotoEntry[] {
  const changed: PhotoEntry[] = [];
  for (const record of records) {
    const entry = host.entryOf(record.target);
    if (!entry?.button) unobserve(record.target);
    else if (sized(entry, record.contentRect)) changed.push(entry);
  }
  return changed;
}

/**
 * Records a reported size. True when the host must be placed again: the size changed since the
 * last report (a new corner is chosen), or the first report finds the photo too small (or no
 * longer) where its placement measured otherwise.
 */
export function sized(entry: PhotoEntry, size: { readonly width: number; readonly height: number }): boolean {
  const known = entry.size;
  if (known && known.width === size.width && known.height === size.height) return false;
  // Kept as reported: a report's rectangle is its own object, not changed after.
  entry.size = size;
  const small = isSmall(size);
  if (!known && small === entry.small) return false;
  entry.small = small;
  if (known) entry.corner = undefined;
  return true;
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
