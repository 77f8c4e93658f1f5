import type { CompiledAdapter } from './compile';
import { listen } from './listen';
import { BUTTON_HOST_TAG, PHOTO_ATTRIBUTE, PHOTO_ATTRIBUTES, candidateSelector, resolveElementPhoto } from './photo-finder';

/** What the watcher reports, and how it is stopped. */
export interface PhotoWatchOptions {
  readonly adapter: CompiledAdapter;
  /** Base for relative URLs; read on every batch because single-page apps change it. */
  readonly baseUrl: () => string;
  /** An element now shows a listing photo (first time, or a different one than before). */
  readonly onPhoto: (element: Element, url: string) => void;
  /** An element no longer shows a photo (removed from the page, or its image changed to a non-photo). */
  readonly onLost: (element: Element) => void;
  /** Called after every batch (e.g. to notice a single-page navigation). */
  readonly onBatch?: () => void;
  /** Stops everything and unmarks every element. */
  readonly signal: AbortSignal;
  /** How a batch is scheduled; defaults to the next animation frame (or a short timeout when hidden). */
  readonly schedule?: (run: () => void) => void;
}

/** A running watcher. */
export interface PhotoWatch {
  /** Runs the pending batch now (tests; the initial scan runs synchronously anyway). */
  flush(): void;
  /** Re-evaluates every candidate element of the page (after a single-page navigation). */
  rescan(): void;
  /** The resolved URL of a marked element, from our own records (never from the page's attributes). */
  urlOf(element: Element): string | undefined;
  /** Every marked element, in no particular order. */
  marked(): Element[];
}

/**
 * Watches a document for listing photos as they appear: the initial markup, nodes added later
 * (carousels filling slides, infinite scroll, single-page navigation) and attribute changes
 * (lazy loaders swapping data-src into src, srcset, inline background styles), plus image `load`
 * events (a <picture> choosing its source). Each element is evaluated at most once per change;
 * work is batched per animation frame. Every marked element carries `data-reimagine` = its
 * resolved URL. Aborting the signal disconnects everything and removes the marks.
 */
export function watchPhotos(doc: Document, options: PhotoWatchOptions): PhotoWatch {
  const { adapter, signal } = options;
  const selector = candidateSelector(adapter);
  const marked = new Map<Element, string>();
  // Elements evaluated since their last relevant change: added again (moved, re-rendered), they
  // are not evaluated twice. Forgotten on every attribute change or load.
  const evaluated = new WeakSet<Element>();
  const pending = new Set<Element>();
  let sawRemoval = false;
  let scheduled = false;
  const schedule = options.schedule ?? defaultSchedule(doc);

  const queue = (el: Element) => {
    pending.add(el);
    if (!scheduled) {
      scheduled = true;
      schedule(() => {
        scheduled = false;
        if (!signal.aborted) flush();
      });
    }
  };

  const queueSubtree = (node: Node) => {
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (el.localName === BUTTON_HOST_TAG) return;
    if (el.localName === 'source' || el.localName === 'picture') {
      // A <source> appearing in a <picture> changes what its <img> shows.
      const img = el.localName === 'picture' ? el.querySelector('img') : el.parentElement?.querySelector('img');
      if (img) {
        evaluated.delete(img);
        queue(img);
      }
    }
    if (el.matches(selector) && !evaluated.has(el)) queue(el);
    for (const child of Array.from(el.querySelectorAll(selector))) if (!evaluated.has(child)) queue(child);
  };

  function flush(): void {
    const base = options.baseUrl();
    if (sawRemoval) {
      sawRemoval = false;
      for (const el of [...marked.keys()]) {
        if (!el.isConnected) {
          marked.delete(el);
          evaluated.delete(el);
          options.onLost(el);
        }
      }
    }
    const batch = [...pending];
    pending.clear();
    for (const el of batch) {
      if (!el.isConnected) continue;
      evaluated.add(el);
      const url = resolveElementPhoto(el, adapter, base);
      const before = marked.get(el);
      if (url === before) continue;
      if (url) {
        marked.set(el, url);
        el.setAttribute(PHOTO_ATTRIBUTE, url);
        options.onPhoto(el, url);
      } else {
        marked.delete(el);
        el.removeAttribute(PHOTO_ATTRIBUTE);
        options.onLost(el);
      }
    }
    options.onBatch?.();
  }

  const handleRecords = (records: readonly MutationRecord[]) => {
    for (const record of records) {
      if (record.type === 'childList') {
        if (record.removedNodes.length > 0) sawRemoval = true;
        for (const node of Array.from(record.addedNodes)) queueSubtree(node);
      } else if (record.type === 'attributes') {
        const target = record.target as Element;
        if (target.localName === 'source') {
          const img = target.parentElement?.querySelector('img');
          if (img) {
            evaluated.delete(img);
            queue(img);
          }
        } else if (target.localName !== BUTTON_HOST_TAG && (marked.has(target) || target.matches(selector))) {
          // Style changes are frequent (carousel transforms): only elements that are or could be
          // photos are looked at again.
          evaluated.delete(target);
          queue(target);
        }
      }
    }
  };

  const observer = new (doc.defaultView?.MutationObserver ?? MutationObserver)(handleRecords);
  observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: [...PHOTO_ATTRIBUTES] });

  // `load` does not bubble but can be captured: an <img> that finished loading may now report a
  // natural size or a currentSrc picked from <picture> sources.
  const onLoad = (event: Event) => {
    const target = event.target;
    if (target && (target as Element).localName === 'img') {
      evaluated.delete(target as Element);
      queue(target as Element);
    }
  };
  listen(doc, 'load', onLoad, signal, { capture: true, passive: true });

  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      pending.clear();
      for (const el of marked.keys()) el.removeAttribute(PHOTO_ATTRIBUTE);
      marked.clear();
    },
    { once: true },
  );

  const rescan = () => {
    for (const el of Array.from(doc.querySelectorAll(selector))) {
      evaluated.delete(el);
      pending.add(el);
    }
    sawRemoval = true;
    flush();
  };

  rescan();
  return {
    flush: () => {
      // Mutation records are delivered in a microtask; take any still queued first.
      handleRecords(observer.takeRecords());
      flush();
    },
    rescan,
    urlOf: (element) => marked.get(element),
    marked: () => [...marked.keys()],
  };
}

function defaultSchedule(doc: Document): (run: () => void) => void {
  const view = doc.defaultView;
  return (run) => {
    // A background tab gets no animation frames; a timeout still marks its photos.
    if (view && typeof view.requestAnimationFrame === 'function' && doc.visibilityState === 'visible') view.requestAnimationFrame(() => run());
    else setTimeout(run, 50);
  };
}
