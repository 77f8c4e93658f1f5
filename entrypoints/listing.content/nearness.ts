/** How far from the viewport a photo counts as near: its button is built before it scrolls into view. */
export const NEAR_MARGIN = 300;

/** True when a box is within NEAR_MARGIN of the viewport, and rendered. */
export function isNear(box: DOMRectReadOnly, view: { readonly innerWidth: number; readonly innerHeight: number }): boolean {
  if (box.width <= 0 && box.height <= 0) return false;
  return box.bottom >= -NEAR_MARGIN && box.top <= view.innerHeight + NEAR_MARGIN && box.right >= -NEAR_MARGIN && box.left <= view.innerWidth + NEAR_MARGIN;
}

/** Which photos are near the viewport, from the page's IntersectionObservers where it has them. */
export interface Nearness {
  /** IntersectionObservers report photos nearing the viewport (else every host is built at once). */
  readonly tracksViewport: boolean;
  /** A photo without a button: reported near once it enters the viewport. */
  watchEntering(photo: Element): void;
  /** A photo with a button: reported away once it leaves the band NEAR_MARGIN around the viewport. */
  watchLeaving(photo: Element): void;
  unobserve(photo: Element): void;
  disconnect(): void;
}

/**
 * Observes photos with two IntersectionObservers. On the bench's 2,000-card page, measured in
 * Chromium, one observer with a margin over every photo cost the page about four times what one
 * without a margin costs. So the photos without a button (nearly all of them) are observed without a margin, reported as
 * they enter the viewport (the ResizeObserver's first report already builds the buttons of those
 * near it when they appear, placer.ts); only the few with a button are observed with the margin,
 * to let it go once they are well away. `near` is called with true as a photo without a button
 * enters the viewport, and as one with a button enters the band or leaves it.
 */
export function observeNearness(view: (Window & typeof globalThis) | null, near: (photo: Element, near: boolean) => void): Nearness {
  const Observer = view && typeof view.IntersectionObserver === 'function' ? view.IntersectionObserver : undefined;
  const observer = (leaving: boolean) =>
    Observer &&
    new Observer(
      (records) => {
        for (const record of records) if (leaving || record.isIntersecting) near(record.target, record.isIntersecting);
      },
      leaving ? { rootMargin: `${NEAR_MARGIN}px` } : {},
    );
  const entering = observer(false);
  const leaving = observer(true);
  // Which observer follows each photo: unobserving one an observer does not follow is still a call into the browser.
  const by = new WeakMap<Element, IntersectionObserver>();
  const watch = (photo: Element, next: IntersectionObserver | undefined) => {
    const current = by.get(photo);
    if (current === next) return;
    current?.unobserve(photo);
    if (next) {
      by.set(photo, next);
      next.observe(photo);
    } else by.delete(photo);
  };
  return {
    tracksViewport: Observer !== undefined,
    watchEntering: (photo) => watch(photo, entering),
    watchLeaving: (photo) => watch(photo, leaving),
    unobserve: (photo) => watch(photo, undefined),
    disconnect: () => {
      entering?.disconnect();
      leaving?.disconnect();
    },
  };
}

