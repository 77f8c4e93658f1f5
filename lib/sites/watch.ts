import type { CompiledAdapter } from './compile';
import type { DetectorMemo } from './generic/facts';
import { BUTTON_HOST_TAG, PHOTO_ATTRIBUTE, PHOTO_ATTRIBUTES, candidateSelector, isTooSmall, resolveElementPhoto } from './photo-finder';
import { nextFrame, sliceClock, type SliceClock } from './slices';
import { FOUND_WHOLE, dropHeld, holds, type CandidateGate, type HeldCandidates } from './watch-gate';
import { whenLoaded } from './watch-load';
import { storeRecords, type StoredChanges } from './watch-records';

/** What the watcher reports, and how it is stopped. */
export interface PhotoWatchOptions {
  readonly adapter: CompiledAdapter;
  /** Base for relative URLs; read on every batch because single-page apps change it. */
  readonly baseUrl: () => string;
  /**
   * An element now shows a listing photo (first time, or a different one than before); `near`
   * when a gate released it because it is near the viewport now.
   */
  readonly onPhoto: (element: Element, url: string, near?: boolean) => void;
  /** An element no longer shows a photo (removed from the page, or its image changed to a non-photo). */
  readonly onLost: (element: Element) => void;
  /** Called after every batch (e.g. to notice a single-page navigation). */
  readonly onBatch?: () => void;
  /** Stops everything and unmarks every element. */
  readonly signal: AbortSignal;
  /** How a batch is scheduled; defaults to the next frame, before its layout (`slices.ts`). */
  readonly schedule?: (run: () => void) => void;
  /**
   * How long one batch may run (ms) before the rest waits for the next one: the page's main
   * thread is never held longer. Unset: a batch does everything queued (tests, tools).
   */
  readonly sliceMs?: number;
  /** Holds far candidates past FOUND_WHOLE until they come near; unset, all are evaluated. */
  readonly gate?: CandidateGate;
}

/** A running watcher. */
export interface PhotoWatch {
  /** Runs everything pending now, whatever the slice budget (tests). */
  flush(): void;
  /** Re-evaluates every candidate element of the page (after a single-page navigation). */
  rescan(): void;
  /** The resolved URL of a marked element, from our own records (never from the page's attributes). */
  urlOf(element: Element): string | undefined;
  /** Every marked element, in no particular order. */
  marked(): Element[];
  /** Held candidates came near: evaluated now, their photos reported as near (`onPhoto`'s third argument). */
  release(elements: readonly Element[]): void;
}

/**
 * A watcher's records and settings, shared by the steps below. What the page changed since the
 * last batch (`StoredChanges`) is not read yet: the observer's callback only stores it (it runs
 * inside the page's task); batches read it a node at a time, so a list of hundreds of cards added
 * at once is read over several batches if need be.
 */
interface Watcher extends StoredChanges {
  readonly doc: Document;
  readonly options: PhotoWatchOptions;
  /** Elements that may show a photo (the adapter's candidate selector). */
  readonly selector: string;
  readonly schedule: (run: () => void) => void;
  /** Marked elements and their resolved URLs: our own record, never the page-writable attribute. */
  readonly marked: Map<Element, string>;
  /**
   * Elements evaluated since their last relevant change: added again (moved, re-rendered), they
   * are not evaluated twice. Forgotten on every attribute change or load.
   */
  readonly evaluated: WeakSet<Element>;
  /** Elements waiting to be evaluated. */
  readonly pending: Set<Element>;
  /** Images evaluated before they loaded, each waiting for its `load` (watch-load.ts). */
  readonly loads: WeakSet<Element>;
  /** Candidates the gate holds until they come near: not evaluated, their changes no news. */
  readonly held: HeldCandidates;
  scheduled: boolean;
}

/**
 * Watches a document for listing photos as they appear: the initial markup, nodes added later
 * (carousels filling slides, infinite scroll, single-page navigation) and attribute changes
 * (lazy loaders swapping data-src into src, srcset, inline background styles), plus image `load`
 * events (a <picture> choosing its source). Each element is evaluated at most once per change.
 * The page's mutations are only stored where they are reported (inside the page's own task);
 * reading them and evaluating elements happens in batches at the next frame, each at most
 * `sliceMs` long. Every marked element carries `data-reimagine` = its resolved URL. Aborting the signal
 * disconnects everything and removes the marks.
 */
export function watchPhotos(doc: Document, options: PhotoWatchOptions): PhotoWatch {
  const w: Watcher = {
    doc,
    options,
    selector: candidateSelector(options.adapter),
    schedule: options.schedule ?? nextFrame(doc),
    marked: new Map(),
    evaluated: new WeakSet(),
    added: [],
    touched: [],
    pending: new Set(),
    loads: new WeakSet(),
    held: { elements: new Set(), wholeLeft: FOUND_WHOLE },
    sawRemoval: false,
    scheduled: false,
  };
  const observer = observe(w);
  rescan(w);
  return {
    flush: () => {
      // Mutation records are delivered in a microtask; take any still queued first.
      storeRecords(w, observer.takeRecords());
      runBatch(w, Infinity);
    },
    rescan: () => rescan(w),
    // A held candidate is read on demand (a click's listing context asks for every photo).
    urlOf: (element) => w.marked.get(element) ?? (w.held.elements.has(element) ? resolveElementPhoto(element, options.adapter, options.baseUrl()) : undefined),
    marked: () => [...w.marked.keys()],
    release: (elements) => {
      const base = options.baseUrl();
      for (const el of elements) if (w.held.elements.delete(el) && el.isConnected && !options.signal.aborted) evaluate(w, el, base, undefined, true);
    },
  };
}

/** Starts the MutationObserver; it stops, and the marks go, on abort. */
function observe(w: Watcher): MutationObserver {
  const { doc, options } = w;
  const observer = new (doc.defaultView?.MutationObserver ?? MutationObserver)(function onMutations(records) {
    if (storeRecords(w, records)) scheduleBatch(w);
  });
  observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: [...PHOTO_ATTRIBUTES] });

  options.signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      w.added.length = 0;
      w.touched.length = 0;
      w.pending.clear();
      dropHeld(w.held, options.gate, true);
      for (const el of w.marked.keys()) el.removeAttribute(PHOTO_ATTRIBUTE);
      w.marked.clear();
    },
    { once: true },
  );
  return observer;
}

/** Schedules a batch, unless one is already coming. */
function scheduleBatch(w: Watcher): void {
  if (w.scheduled) return;
  w.scheduled = true;
  w.schedule(() => {
    w.scheduled = false;
    if (!w.options.signal.aborted) runBatch(w, w.options.sliceMs ?? Infinity);
  });
}

/**
 * An image evaluated before it loaded has loaded (watch-load.ts). A marked photo still shows one
 * of the URLs it was marked for (a change of its sources is a mutation of its own): only its size
 * is news, and only if it makes it too small. The generic detector also weighs the natural size:
 * its photos are evaluated again. A held one is evaluated as it comes near, with whatever it shows then.
 */
function onLoaded(w: Watcher, img: Element): void {
  if (w.held.elements.has(img) || (w.marked.has(img) && !w.options.adapter.data.detector && !isTooSmall(img, w.options.adapter))) return;
  requeue(w, img);
  scheduleBatch(w);
}

/** Adds an element to the pending ones (the batch that queues it schedules the next one if it must). */
function queue(w: Watcher, el: Element): void {
  w.pending.add(el);
}

/** Queues an element that changed: evaluated again even if it was before. */
function requeue(w: Watcher, el: Element): void {
  w.evaluated.delete(el);
  queue(w, el);
}

/** Queues an element whose watched attributes changed. */
function queueTouched(w: Watcher, target: Element): void {
  if (target.localName === 'source') {
    const img = target.parentElement?.querySelector('img');
    if (img) requeue(w, img);
  } else if (target.localName !== BUTTON_HOST_TAG && (w.marked.has(target) || target.matches(w.selector))) {
    // Style changes are frequent (carousel transforms): only elements that are or could be
    // photos are looked at again.
    requeue(w, target);
  }
}

/** Queues the candidates of an added subtree (not our own button hosts) not yet evaluated. */
function queueAdded(w: Watcher, node: Node): void {
  if (node.nodeType !== 1) return;
  const el = node as Element;
  if (el.localName === BUTTON_HOST_TAG) return;
  if (el.localName === 'source' || el.localName === 'picture') {
    // A <source> appearing in a <picture> changes what its <img> shows.
    const img = el.localName === 'picture' ? el.querySelector('img') : el.parentElement?.querySelector('img');
    if (img) requeue(w, img);
  }
  if (el.matches(w.selector) && !w.evaluated.has(el)) queue(w, el);
  // Read in place: a copy of the list for every card of a results page adds up.
  const found = el.querySelectorAll(w.selector);
  for (let i = 0; i < found.length; i++) {
    const child = found[i] as Element;
    if (!w.evaluated.has(child)) queue(w, child);
  }
}

/** Re-evaluates every candidate element of the page: the first batch now, the rest scheduled. */
function rescan(w: Watcher): void {
  for (const el of Array.from(w.doc.querySelectorAll(w.selector))) {
    w.evaluated.delete(el);
    w.pending.add(el);
  }
  w.sawRemoval = true;
  // A new page (single-page navigation): what is still held is queued above like the rest, and the
  // page's first photos are found whole again.
  dropHeld(w.held, w.options.gate, true);
  w.held.wholeLeft = FOUND_WHOLE;
  runBatch(w, w.options.sliceMs ?? Infinity);
}

/**
 * Runs a batch of at most `budgetMs`: reads what the page changed, drops marked elements that
 * left the page, then evaluates pending elements; whatever is left waits for the next batch.
 */
function runBatch(w: Watcher, budgetMs: number): void {
  const clock = sliceClock(budgetMs);
  const base = w.options.baseUrl();
  let read = 0;
  while (read < w.added.length && !clock.spent()) queueAdded(w, w.added[read++] as Node);
  w.added.splice(0, read);
  read = 0;
  while (w.added.length === 0 && read < w.touched.length && !clock.spent()) queueTouched(w, w.touched[read++] as Element);
  w.touched.splice(0, read);
  const allRead = w.added.length === 0 && w.touched.length === 0;
  if (allRead && w.sawRemoval) {
    w.sawRemoval = false;
    dropRemoved(w);
  }
  // One memo a batch: photos of one list share ancestors and cards, read once (the page may
  // change before the next batch, so nothing is kept longer).
  if (allRead) evaluatePending(w, base, clock, w.options.adapter.data.detector?.createMemo());
  if (!allRead || w.pending.size > 0) scheduleBatch(w);
  w.options.onBatch?.();
}

/** Marked elements no longer in the page are unmarked and reported lost; held ones are let go. */
function dropRemoved(w: Watcher): void {
  dropHeld(w.held, w.options.gate, false);
  for (const el of [...w.marked.keys()]) {
    if (!el.isConnected) {
      w.marked.delete(el);
      w.evaluated.delete(el);
      w.options.onLost(el);
    }
  }
}

/** Evaluates pending elements until the slice is spent. */
function evaluatePending(w: Watcher, base: string, clock: SliceClock, memo: DetectorMemo | undefined): void {
  for (const el of w.pending) {
    w.pending.delete(el);
    if (el.isConnected && !w.held.elements.has(el) && !holds(w.held, w.options.gate, el, w.marked)) evaluate(w, el, base, memo);
    if (clock.spent()) return;
  }
}

/** Marks, re-marks or unmarks one element after resolving the photo it shows. */
function evaluate(w: Watcher, el: Element, base: string, memo: DetectorMemo | undefined, near?: boolean): void {
  w.evaluated.add(el);
  whenLoaded(el, w.loads, w.options.signal, (img) => onLoaded(w, img));
  const url = resolveElementPhoto(el, w.options.adapter, base, memo);
  if (url === w.marked.get(el)) return;
  if (url) {
    if (!w.marked.has(el)) w.held.wholeLeft -= 1;
    w.marked.set(el, url);
    el.setAttribute(PHOTO_ATTRIBUTE, url);
    w.options.onPhoto(el, url, near);
  } else {
    w.marked.delete(el);
    el.removeAttribute(PHOTO_ATTRIBUTE);
    w.options.onLost(el);
  }
}
