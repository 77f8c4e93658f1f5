import type { ButtonHost } from './button-host';
import { chooseCorner, pageProbe, type Box, type Corner } from './corners';
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
  /** The rendered size the ResizeObserver last reported (a new size asks for a new corner). */
  size?: { readonly width: number; readonly height: number };
  hovered: boolean;
  focused: boolean;
  /** The badge's corner: free of the site's controls, null when none is (badge on hover only), undefined until known. */
  corner?: Corner | null;
  /** The IntersectionObserver said it moved away from the viewport (its badge waits for no corner). */
  far?: boolean;
}

/** True when a rendered size cannot hold the button. */
export function isSmall(size: { readonly width: number; readonly height: number }): boolean {
  return size.width < MIN_RENDERED.width || size.height < MIN_RENDERED.height;
}

/** The compact badge shows without hover: badges are on and a free corner was found. */
function hasBadge(entry: PhotoEntry, badges: boolean): boolean {
  return badges && Boolean(entry.corner);
}

/** The button shows, compact or full: hovered, focused, with a state, or as a badge. */
export function isVisible(entry: PhotoEntry, badges: boolean): boolean {
  return entry.hovered || entry.focused || hasBadge(entry, badges) || getPhotoState(entry.url).state !== 'idle';
}

/**
 * Shows or hides the host as the entry's state says (a too-small photo's button only when
 * focused): `data-shown` expands the button to its full label (hover, focus), `data-badge` shows
 * the compact badge without hover; a state other than idle shows through `data-state`.
 */
export function syncVisibility(entry: PhotoEntry, badges: boolean): void {
  const host = entry.button?.host;
  if (!host) return;
  host.hidden = entry.small && !entry.focused;
  host.toggleAttribute('data-shown', entry.hovered || entry.focused);
  host.toggleAttribute('data-badge', hasBadge(entry, badges));
}

/** Where a host goes, measured by {@link measure} (reads only) and written by {@link apply} (writes only). */
export interface Placement {
  readonly left: number;
  readonly top: number;
  readonly corner: Corner | null | undefined;
  readonly small: boolean;
}

/**
 * Measures where the host goes: the chosen corner of the photo's visible part (its host's
 * container clips a photo larger than it: object-fit, zoomed slides), bottom-left without one.
 * With `badges`, a corner not yet chosen is chosen (probing the page). Reads only: a batch of
 * photos is measured together, then written together, so the page lays out once.
 * `measureSmall`: no ResizeObserver reports the photo's size, so this measurement decides whether
 * it is too small.
 */
export function measure(entry: PhotoEntry, badges: boolean, measureSmall: boolean): Placement | undefined {
  const host = entry.button?.host;
  if (!host?.isConnected) return undefined;
  // The host's own offset is known (inline left/top), so its origin needs no write first.
  const at = host.getBoundingClientRect();
  const photo = entry.photo.getBoundingClientRect();
  const box = visibleBox(photo, host.parentElement?.getBoundingClientRect());
  const small = measureSmall ? isSmall(photo) : entry.small;
  let corner = entry.corner;
  if (badges && corner === undefined && !small) corner = chooseCorner(box, pageProbe(entry.photo.ownerDocument, entry.photo, photo));
  const spot = corner ?? 'bl';
  return {
    left: (spot[1] === 'l' ? box.left : box.right) - (at.left - pixels(host.style.left)),
    top: (spot[0] === 't' ? box.top : box.bottom) - (at.top - pixels(host.style.top)),
    corner,
    small,
  };
}

/** Writes a measured placement: the host's offset and corner, and its visibility. */
export function apply(entry: PhotoEntry, placement: Placement, badges: boolean): void {
  const host = entry.button?.host;
  if (!host) return;
  entry.small = placement.small;
  entry.corner = placement.corner;
  host.style.left = `${Math.round(placement.left)}px`;
  host.style.top = `${Math.round(placement.top)}px`;
  host.setAttribute('data-corner', placement.corner ?? 'bl');
  syncVisibility(entry, badges);
}

/** The photo's box clipped by its host's container, when that container has a size. */
function visibleBox(photo: Box, container: DOMRect | undefined): Box {
  if (!container || container.width <= 0 || container.height <= 0) return photo;
  return {
    left: Math.max(photo.left, container.left),
    top: Math.max(photo.top, container.top),
    right: Math.min(photo.right, container.right),
    bottom: Math.min(photo.bottom, container.bottom),
  };
}

function pixels(value: string): number {
  return parseFloat(value) || 0;
}

/** How far from the viewport a photo counts as near: its button is built before it scrolls into view. */
export const NEAR_MARGIN = 300;

/** True when a box is within NEAR_MARGIN of the viewport, and rendered. */
export function isNear(box: DOMRectReadOnly, view: { readonly innerWidth: number; readonly innerHeight: number }): boolean {
  if (box.width <= 0 && box.height <= 0) return false;
  return box.bottom >= -NEAR_MARGIN && box.top <= view.innerHeight + NEAR_MARGIN && box.right >= -NEAR_MARGIN && box.left <= view.innerWidth + NEAR_MARGIN;
}

/** Which photos are near the viewport, from the page's IntersectionObserver where it has one. */
export interface Nearness {
  /** An IntersectionObserver reports photos nearing the viewport (else every host is built at once). */
  readonly tracksViewport: boolean;
  observe(photo: Element): void;
  unobserve(photo: Element): void;
  disconnect(): void;
}

/** Observes photos: `near` as one comes within NEAR_MARGIN of the viewport (true) or leaves that band (false). */
export function observeNearness(view: (Window & typeof globalThis) | null, near: (photo: Element, near: boolean) => void): Nearness {
  const intersection =
    view && typeof view.IntersectionObserver === 'function'
      ? new view.IntersectionObserver(
          (records) => {
            for (const record of records) near(record.target, record.isIntersecting);
          },
          { rootMargin: `${NEAR_MARGIN}px` },
        )
      : undefined;
  return {
    tracksViewport: intersection !== undefined,
    observe: (photo) => intersection?.observe(photo),
    unobserve: (photo) => intersection?.unobserve(photo),
    disconnect: () => intersection?.disconnect(),
  };
}
