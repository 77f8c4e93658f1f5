import type { ButtonHost } from './button-host';
import { chooseCorner, pageProbe, type Box, type Corner } from './corners';
import { getPhotoState } from './photo-state';

import { MIN_RENDERED } from '../../lib/sites/structure';

export { MIN_RENDERED };

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
  const hidden = entry.small && !entry.focused;
  if (host.hidden !== hidden) host.hidden = hidden;
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
  const button = entry.button;
  const host = button?.host;
  if (!button || !host?.isConnected) return undefined;
  // The host's own shift is known, so its origin needs no write first.
  const at = host.getBoundingClientRect();
  const photo = entry.photo.getBoundingClientRect();
  const box = visibleBox(photo, host.parentElement?.getBoundingClientRect());
  const small = measureSmall ? isSmall(photo) : entry.small;
  let corner = entry.corner;
  if (badges && corner === undefined && !small) corner = chooseCorner(box, pageProbe(entry.photo.ownerDocument, entry.photo, photo));
  const spot = corner ?? 'bl';
  return {
    left: (spot[1] === 'l' ? box.left : box.right) - (at.left - button.shift.x),
    top: (spot[0] === 't' ? box.top : box.bottom) - (at.top - button.shift.y),
    corner,
    small,
  };
}

/**
 * Writes a measured placement: the host's shift and corner, and its visibility. The host is moved
 * with `translate`, not left/top: a transform needs no layout, where moving a positioned box
 * makes the browser lay out its ancestors again (on a results grid, every card of it). Attributes
 * and the shift are written only when they change.
 */
export function apply(entry: PhotoEntry, placement: Placement, badges: boolean): void {
  const button = entry.button;
  if (!button) return;
  entry.small = placement.small;
  entry.corner = placement.corner;
  const x = Math.round(placement.left);
  const y = Math.round(placement.top);
  if (x !== button.shift.x || y !== button.shift.y) {
    button.shift.x = x;
    button.shift.y = y;
    button.host.style.translate = `${x}px ${y}px`;
  }
  const corner = placement.corner ?? 'bl';
  if (button.host.getAttribute('data-corner') !== corner) button.host.setAttribute('data-corner', corner);
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
