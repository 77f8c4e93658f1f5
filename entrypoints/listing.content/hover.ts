import { listen } from '../../lib/sites/listen';

/** How many ancestors of the pointer's target are looked at for a photo. */
const MAX_DEPTH = 8;

/**
 * Tracks the photo under the pointer with one delegated listener: `lookup` maps the target or one
 * of its ancestors (the photo itself, its button, or an overlay element inside the photo's
 * container: gradients, links laid over the image) to the photo's item. `enter` and `leave` are
 * called as the pointer moves from one photo to another or leaves the page.
 */
export function trackHover<T>(
  doc: Document,
  signal: AbortSignal,
  lookup: (node: Element) => T | undefined,
  on: { enter(item: T): void; leave(item: T): void },
): { forget(item: T): void } {
  let hovered: T | undefined;
  const onMouseOver = (event: MouseEvent) => {
    const target = event.target as Node | null;
    let node = target && target.nodeType === 1 ? (target as Element) : null;
    let found: T | undefined;
    for (let depth = 0; node && depth < MAX_DEPTH && !found; depth++, node = node.parentElement) found = lookup(node);
    if (found === hovered) return;
    if (hovered) on.leave(hovered);
    hovered = found;
    if (found) on.enter(found);
  };
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget === null && hovered) {
      on.leave(hovered);
      hovered = undefined;
    }
  };
  listen(doc, 'mouseover', onMouseOver, signal, { capture: true, passive: true });
  listen(doc, 'mouseout', onMouseOut, signal, { capture: true, passive: true });
  return {
    // The item went away: no `leave` for it later.
    forget: (item) => {
      if (hovered === item) hovered = undefined;
    },
  };
}
