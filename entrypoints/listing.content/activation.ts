/**
 * Whether an activation of a photo's button may count: the button must be visibly where it is
 * drawn. A page cannot reach into the button's closed shadow root, but it can style the host and
 * every element around it: fade an ancestor out, scale one up so the button covers the page, or
 * slide it under something else, so that the user's own click lands on a button they cannot see
 * (clickjacking). Checked only at an activation, never per photo or per frame: a few style reads
 * up the host's ancestors and one hit test.
 */

/** How the user activated the button. */
export type Activation =
  /** A click or a tap, at a point of the viewport. */
  | { readonly kind: 'pointer'; readonly x: number; readonly y: number }
  /** Enter or Space on the focused button. */
  | { readonly kind: 'keyboard' }
  /** A click with no pointer behind it (`detail` 0): assistive technology, voice control. */
  | { readonly kind: 'assistive' };

/** Below this opacity, the product of the host's and its ancestors' (filters' `opacity()` too), the button is not shown. */
export const MIN_OPACITY = 0.5;

/**
 * How far the button's drawn size may differ from its laid-out size (transforms on ancestors):
 * a card's hover zoom stays well inside; a page scaling the button over itself does not.
 */
export const SCALE_BOUNDS = { min: 0.5, max: 2 } as const;

/** The element a host's style composes with: its parent, or the host of the shadow root it sits in. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return 'host' in root ? (root as ShadowRoot).host : null;
}

/** The opacity a computed `filter` adds (`opacity(0.3)`, `opacity(30%)`), 1 without one. */
function filterOpacity(filter: string): number {
  let opacity = 1;
  for (const match of filter.matchAll(/opacity\(\s*([\d.]+)(%?)\s*\)/g)) {
    const value = Number(match[1]);
    if (Number.isFinite(value)) opacity *= match[2] === '%' ? value / 100 : value;
  }
  return opacity;
}

/** True when the host and its ancestors let it show: rendered, visible, and opaque enough. */
function shownByStyle(host: Element): boolean {
  const view = host.ownerDocument.defaultView;
  if (!view) return false;
  const own = view.getComputedStyle(host);
  // `visibility` is inherited: the host's value already says what its ancestors set.
  if (own.visibility !== 'visible') return false;
  let opacity = 1;
  for (let element: Element | null = host; element; element = parentOf(element)) {
    const style = view.getComputedStyle(element);
    if (style.display === 'none' || style.contentVisibility === 'hidden') return false;
    opacity *= Number(style.opacity || '1') * filterOpacity(style.filter || '');
    if (opacity < MIN_OPACITY) return false;
  }
  return true;
}

/** True when the button is drawn at about its own size: not shrunk to a speck nor blown up over the page. */
function drawnAtScale(button: HTMLElement, rect: DOMRect): boolean {
  if (rect.width <= 0 || rect.height <= 0 || button.offsetWidth <= 0 || button.offsetHeight <= 0) return false;
  const scales = [rect.width / button.offsetWidth, rect.height / button.offsetHeight];
  return scales.every((scale) => scale >= SCALE_BOUNDS.min && scale <= SCALE_BOUNDS.max);
}

/** True when the centre of `rect` lies in the window's viewport. */
function centreInViewport(rect: DOMRect, view: Window): boolean {
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  return x >= 0 && y >= 0 && x < view.innerWidth && y < view.innerHeight;
}

/**
 * True when an activation of `button` (in `host`'s shadow root) may open the panel: the button is
 * rendered, opaque enough and at about its size where it is; a click or tap must hit the host
 * itself at its point (nothing of the page's over it, the button not moved away from where it is
 * drawn), and a key or assistive click needs the button's centre in the viewport.
 */
export function mayActivate(host: HTMLElement, button: HTMLElement, activation: Activation): boolean {
  const view = host.ownerDocument.defaultView;
  if (!view || !host.isConnected) return false;
  const rect = button.getBoundingClientRect();
  if (!shownByStyle(host) || !drawnAtScale(button, rect)) return false;
  if (activation.kind !== 'pointer') return centreInViewport(rect, view);
  // The host's own tree answers with the host for any point on the button (its root is closed).
  const tree = host.getRootNode() as Document | ShadowRoot;
  return tree.elementFromPoint(activation.x, activation.y) === host;
}
