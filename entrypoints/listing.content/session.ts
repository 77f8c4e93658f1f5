import type { PickedPhoto } from '../../lib/listing';
import type { CompiledAdapter } from '../../lib/sites/compile';
import { keepClickedPhoto } from '../../lib/sites/clicked-photo';
import { watchPhotos, type PhotoWatch } from '../../lib/sites/watch';
import { createOverlay, type PhotoOverlay } from './overlay';

/**
 * How long one batch of photo finding may hold the page's main thread (ms): half a frame, so a
 * page adding hundreds of cards at once keeps scrolling smoothly, far from a 50 ms long task.
 */
export const SLICE_MS = 8;

/** One listing page's worth of work: the photo watcher, the buttons, and what a click sends. */
export interface ListingSession {
  readonly watch: PhotoWatch;
  readonly overlay: PhotoOverlay;
  /** Re-evaluates the page after a single-page navigation. */
  rescan(): void;
  /** Removes every button and mark. */
  stop(): void;
}

/**
 * Starts watching a listing page. A trusted click on a photo's button keeps the click for the
 * background's listing reader and calls `openPhoto` with the photo's resolved URL and its page;
 * the background then reads the listing's context from the page as it is at that moment
 * (including photos only present in embedded JSON).
 */
export function startSession(options: {
  doc: Document;
  adapter: CompiledAdapter;
  openPhoto: (photo: PickedPhoto) => void;
  onPhoto?: (url: string) => void;
  signal: AbortSignal;
  onBatch?: () => void;
  schedule?: (run: () => void) => void;
}): ListingSession {
  const { doc, adapter } = options;
  const controller = new AbortController();
  const stop = () => controller.abort();
  if (options.signal.aborted) stop();
  else options.signal.addEventListener('abort', stop, { once: true });
  const signal = controller.signal;

  // The overlay and the watcher refer to each other: the watcher reports photos to the overlay,
  // a click on the overlay asks the watcher which photo it is.
  const ref: { watch?: PhotoWatch } = {};
  const overlay = createOverlay({
    doc,
    signal,
    // The overlay's nearness observers also follow the candidates the watcher holds unevaluated
    // on a long page: one coming near is found (released), then gets its button.
    onNear: (element, near) => {
      if (near) ref.watch?.release([element]);
    },
    onActivate: (photo, url) => {
      const watch = ref.watch;
      if (!watch) return;
      // The watcher's record, not the page-writable attribute, says which photo this is.
      const current = watch.urlOf(photo) ?? url;
      // The message carries the photo and its page; the background reads the rest of the listing
      // (title, address, price, every photo) from the click kept here (lib/sites/clicked-photo.ts).
      keepClickedPhoto({ adapter, photo, url: current, urlOf: watch.urlOf });
      options.openPhoto({ url: current, listing: { listingUrl: doc.URL, site: adapter.data.id, photoUrls: [current] } });
    },
  });
  const watch = watchPhotos(doc, {
    adapter,
    baseUrl: () => doc.baseURI,
    onPhoto: (el, url, near) => {
      overlay.add(el, url, near);
      options.onPhoto?.(url);
    },
    onLost: (el) => overlay.remove(el),
    onBatch: options.onBatch,
    schedule: options.schedule,
    sliceMs: SLICE_MS,
    gate: overlay.nearness.tracksViewport ? { hold: overlay.nearness.watchFirst, drop: overlay.nearness.unobserve } : undefined,
    signal,
  });
  ref.watch = watch;

  return { watch, overlay, rescan: () => watch.rescan(), stop };
}
