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
   * in its first size report if it is near then, else once it enters the viewport.
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
 * Observes photos with two IntersectionObservers and a ResizeObserver. On the bench's 2,000-card
 * page, measured in Chromium, one IntersectionObserver with a margin over every photo cost the
 * page about four times what one without a margin costs. So photos without a button (nearly all
 * of them) are observed without a margin, reported as they enter the viewport; only the few with
 * a button are observed with the margin, to let it go once they are well away. A fresh photo's
 * first report comes from the ResizeObserver instead, right after the browser's layout, where
 * its rectangle is read without forcing one: the IntersectionObserver reports a frame or more
 * later (a task after the frame, behind the page's own on a page adding 200 cards), too late
 * for a button to follow its photo within a frame. `near` is called with true as a photo is
 * found near in that first report or enters the viewport, and with false as one with a button
 * leaves the band.
 */
export function observeNearness(view: (Window & typeof globalThis) | null, near: (photo: Element, near: boolean) => void): Nearness {
  const Observer = view && typeof view.IntersectionObserver === 'function' ? view.IntersectionObserver : undefined;
  const observer = (leaving: boolean) =>
    Observer &&
    new Observer(
      function nearnessReport(records) {
        for (const record of records) if (leaving || record.isIntersecting) near(record.target, record.isIntersecting);
      },
      leaving ? { rootMargin: `${NEAR_MARGIN}px` } : {},
    );
  const entering = observer(false);
  const leaving = observer(true);
  // Which observer follows each photo: unobserving one an observer does not follow is still a call into the browser.
  const by = new WeakMap<Element, IntersectionObserver | ResizeObserver>();
  const watch = (photo: Element, next: IntersectionObserver | ResizeObserver | undefined) => {
    const current = by.get(photo);
    if (current === next) return;
    current?.unobserve(photo);
    if (next) {
      by.set(photo, next);
      next.observe(photo);
    } else by.delete(photo);
  };
  const first =
    view && entering && typeof view.ResizeObserver === 'function'
      ? new view.ResizeObserver(function firstReport(records) {
          // Every rectangle is read before anything is written: a button built between two reads
          // would make the browser lay the page out again for the second.
          const found: Element[] = [];
          for (const record of records) {
            const photo = record.target;
            if (isNear(photo.getBoundingClientRect(), view)) {
              found.push(photo);
              watch(photo, undefined);
            } else watch(photo, entering);
          }
          for (const photo of found) near(photo, true);
        })
      : undefined;
  return {
    tracksViewport: Observer !== undefined,
    watchFirst: (photo) => watch(photo, first ?? entering),
    watchEntering: (photo) => watch(photo, entering),
    watchLeaving: (photo) => watch(photo, leaving),
    unobserve: (photo) => watch(photo, undefined),
    disconnect: () => {
      first?.disconnect();
      entering?.disconnect();
      leaving?.disconnect();
    },
  };
}
