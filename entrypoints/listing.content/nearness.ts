/**
 * How far from the viewport a photo counts as near: its button is built before it scrolls into
 * view. About a row of cards; 300 built a third more buttons on the bench's 2,000-card page, each
 * read, placed and probed for a free corner, for rows the view mostly jumped past.
 */
export const NEAR_MARGIN = 200;

/** True when a box is within NEAR_MARGIN of the viewport, and rendered. */
export function isNear(box: DOMRectReadOnly, view: { readonly innerWidth: number; readonly innerHeight: number }): boolean {
  if (box.width <= 0 && box.height <= 0) return false;
  return box.bottom >= -NEAR_MARGIN && box.top <= view.innerHeight + NEAR_MARGIN && box.right >= -NEAR_MARGIN && box.left <= view.innerWidth + NEAR_MARGIN;
}

/** Which photos are near the viewport, from the page's observers where it has them. */
export interface Nearness {
  /** IntersectionObservers report photos nearing the viewport (else every host is built at once). */
  readonly tracksViewport: boolean;
  /**
   * A photo without a button, or a candidate held unevaluated (lib/sites/watch.ts): reported near
   * once the current task is done if it is near then, else once it enters the viewport.
   */
  watchFirst(photo: Element): void;
  /** A photo without a button: reported near once it enters the viewport. */
  watchEntering(photo: Element): void;
  /** A photo with a button: reported away once it leaves the band NEAR_MARGIN around the viewport. */
  watchLeaving(photo: Element): void;
  unobserve(photo: Element): void;
  disconnect(): void;
}

/**
 * Observes photos with two IntersectionObservers. On the bench's 2,000-card page, measured in
 * Chromium, one IntersectionObserver with a margin over every photo cost the page about four
 * times what one without a margin costs. So photos without a button (nearly all of them) are
 * observed without a margin, reported as they enter the viewport; only the few with a button are
 * observed with the margin, to let it go once they are well away. The first one's root is the
 * document, not the implicit one (the top-level viewport, the same rectangle for a page's top
 * frame): in paired runs on that page, a probe observing every photo with the implicit root cost
 * 50–80 ms of the page's task time, and none measurable with the document; traced, this
 * observer's computations and the frames' commit took about 45 ms less each, though the whole
 * page's task time moved within its noise (docs/benchmarks.md, "The observers' root"). The second
 * one measured worse with the document (5 of 6 runs) and follows a few photos: it keeps the
 * implicit root.
 *
 * A fresh photo is read at once instead, once the task that found it is done (a microtask: all of
 * a batch's photos in one layout), and one near the viewport is told near there, so its button is
 * built and placed before the frame's own rendering. The IntersectionObserver reports a frame or
 * more later (a task after the frame, behind the page's own on a page adding 200 cards). Reading
 * after the browser's layout (a ResizeObserver's report) forces no layout, but whatever is built
 * there makes the browser lay out, pre-paint and check the page again before the frame goes on:
 * on the bench's page three such passes a batch, 7 ms each. The photos are found in the frame's
 * callback (lib/sites/watch.ts), before its layout, so the layout a read forces there is the one
 * the frame would make anyway. `near` is called with true as a photo is found near or enters the
 * viewport, and with false as one with a button leaves the band.
 */
export function observeNearness(view: (Window & typeof globalThis) | null, near: (photo: Element, near: boolean) => void): Nearness {
  const Observer = view && typeof view.IntersectionObserver === 'function' ? view.IntersectionObserver : undefined;
  const root = view?.document;
  const observer = (leaving: boolean) =>
    Observer &&
    new Observer(
      function nearnessReport(records) {
        for (const record of records) if (leaving || record.isIntersecting) near(record.target, record.isIntersecting);
      },
      leaving ? { rootMargin: `${NEAR_MARGIN}px` } : { root },
    );
  const entering = observer(false);
  const leaving = observer(true);
  // Which observer follows each photo: unobserving one an observer does not follow is still a call into the browser.
  const by = new WeakMap<Element, IntersectionObserver>();
  const watch = (photo: Element, next: IntersectionObserver | undefined) => {
    fresh.delete(photo);
    const current = by.get(photo);
    if (current === next) return;
    current?.unobserve(photo);
    if (next) {
      by.set(photo, next);
      next.observe(photo);
    } else by.delete(photo);
  };
  // Photos to read once the task that found them is done (see readFresh).
  const fresh = new Set<Element>();
  const readFresh = () => {
    const photos = [...fresh];
    fresh.clear();
    // Every rectangle is read before anything is written: one layout for all of them.
    const found = photos.filter((photo) => view && isNear(photo.getBoundingClientRect(), view));
    for (const photo of photos) if (!found.includes(photo)) watch(photo, entering);
    for (const photo of found) near(photo, true);
  };
  return {
    tracksViewport: Observer !== undefined,
    watchFirst: (photo) => {
      if (!entering) return;
      watch(photo, undefined);
      if (!fresh.size) queueMicrotask(readFresh);
      fresh.add(photo);
    },
    watchEntering: (photo) => watch(photo, entering),
    watchLeaving: (photo) => watch(photo, leaving),
    unobserve: (photo) => watch(photo, undefined),
    disconnect: () => {
      fresh.clear();
      entering?.disconnect();
      leaving?.disconnect();
    },
  };
}
