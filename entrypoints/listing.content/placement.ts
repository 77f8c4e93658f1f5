import type { ButtonHost } from './button-host';
import { getPhotoState } from './photo-state';

/** Photos rendered smaller than this cannot hold the button: it stays hidden on them. */
export const MIN_RENDERED = { width: 120, height: 80 } as const;

/** One photo of the overlay and its button's display state. */
export interface PhotoEntry {
  readonly photo: Element;
  url: string;
  /** Built when the photo nears the viewport, is hovered or gets a state. */
  button?: ButtonHost;
  /** The element the host was inserted into (hovering anything in it shows the button). */
  container?: Element;
  /** Rendered too small (ResizeObserver; unknown = not small). */
  small: boolean;
  hovered: boolean;
  focused: boolean;
}

/** True when a rendered size cannot hold the button. */
export function isSmall(size: { readonly width: number; readonly height: number }): boolean {
  return size.width < MIN_RENDERED.width || size.height < MIN_RENDERED.height;
}

/** The button shows while hovered or focused, and always once its photo has a state. */
export function isVisible(entry: PhotoEntry): boolean {
  return entry.hovered || entry.focused || getPhotoState(entry.url).state !== 'idle';
}

/** Shows or hides the host as the entry's state says (a too-small photo's button only when focused). */
export function syncVisibility(entry: PhotoEntry): void {
  const host = entry.button?.host;
  if (!host) return;
  host.hidden = entry.small && !entry.focused;
  if (isVisible(entry)) host.setAttribute('data-shown', '');
  else host.removeAttribute('data-shown');
}

/**
 * Moves the host to the photo's bottom-left corner, inside the visible part of the photo (its
 * host's container clips a photo larger than it: object-fit, zoomed slides). Reads rectangles, so
 * it is only called when a button is shown. `measureSmall`: no ResizeObserver reports the photo's
 * size, so this measurement decides whether it is too small.
 */
export function position(entry: PhotoEntry, measureSmall: boolean): void {
  const host = entry.button?.host;
  if (!host) return;
  host.style.left = '0px';
  host.style.top = '0px';
  const origin = host.getBoundingClientRect();
  const photo = entry.photo.getBoundingClientRect();
  const box = host.parentElement?.getBoundingClientRect() ?? photo;
  const left = Math.max(photo.left, box.left);
  const bottom = box.height > 0 ? Math.min(photo.bottom, box.bottom) : photo.bottom;
  host.style.left = `${Math.round(left - origin.left)}px`;
  host.style.top = `${Math.round(bottom - origin.top)}px`;
  if (measureSmall) entry.small = isSmall(photo);
}

/** The photos' geometry, from the page's observers where it has them. */
export interface Geometry {
  /** An IntersectionObserver reports photos nearing the viewport (else every host is built at once). */
  readonly tracksViewport: boolean;
  /** A ResizeObserver reports rendered sizes (else {@link position} measures them). */
  readonly tracksSize: boolean;
  observe(photo: Element): void;
  unobserve(photo: Element): void;
  disconnect(): void;
}

/** Observes photos: `near` when one comes within 300 px of the viewport, `resized` with its rendered size. */
export function observeGeometry(
  view: (Window & typeof globalThis) | null,
  on: { near(photo: Element): void; resized(photo: Element, size: DOMRectReadOnly): void },
): Geometry {
  const intersection =
    view && typeof view.IntersectionObserver === 'function'
      ? new view.IntersectionObserver(
          (records) => {
            for (const record of records) if (record.isIntersecting) on.near(record.target);
          },
          { rootMargin: '300px' },
        )
      : undefined;
  const resize =
    view && typeof view.ResizeObserver === 'function'
      ? new view.ResizeObserver((records) => {
          for (const record of records) on.resized(record.target, record.contentRect);
        })
      : undefined;
  return {
    tracksViewport: intersection !== undefined,
    tracksSize: resize !== undefined,
    observe(photo) {
      intersection?.observe(photo);
      resize?.observe(photo);
    },
    unobserve(photo) {
      intersection?.unobserve(photo);
      resize?.unobserve(photo);
    },
    disconnect() {
      intersection?.disconnect();
      resize?.disconnect();
    },
  };
}
