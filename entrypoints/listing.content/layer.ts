import { createButtonHost, insertNextTo, renderBadge } from './button-host';
import { listenToHost } from './host-events';
import type { Nearness } from './nearness';
import { getPhotoState } from './photo-state';
import { isVisible, syncVisibility, type PhotoEntry } from './placement';
import type { Placer } from './placer';

/**
 * How many idle buttons of photos that moved away may wait to go with the next button built. A
 * host coming or going makes the browser lay out the page around it again (on a results grid,
 * every card of it): those that go are taken out together with those that come, one layout for
 * both, and only a list scrolled far without a new button builds this many up first.
 */
export const MAX_LEAVING = 48;

/** What the overlay's parts share. */
export interface Layer {
  readonly doc: Document;
  readonly entries: Map<Element, PhotoEntry>;
  /** Button hosts and their containers, to their photo's entry (the hover lookup). */
  readonly byNode: WeakMap<Element, PhotoEntry>;
  readonly onActivate: (photo: Element, url: string) => void;
  /** Badges show without hover (the "always" setting). */
  badges: boolean;
  readonly placer: Placer;
  readonly nearness: Nearness;
  /** Photos that moved away, their idle buttons waiting to be taken out (MAX_LEAVING). */
  readonly leaving: Set<PhotoEntry>;
}

/** Builds the photo's button (once, while the photo is in the page) and puts it next to the photo. */
export function ensureHost(layer: Layer, entry: PhotoEntry): void {
  if (entry.button || !entry.photo.isConnected) return;
  // The buttons waiting to go leave in the same layout as this one comes.
  dropLeaving(layer);
  const button = createButtonHost(layer.doc);
  entry.button = button;
  layer.byNode.set(button.host, entry);
  listenToHost(button, {
    activate: () => layer.onActivate(entry.photo, entry.url),
    focus: (focused) => {
      entry.focused = focused;
      refresh(layer, entry);
    },
  });
  insertNextTo(entry.photo, button.host);
  const container = button.host.parentElement ?? undefined;
  if (container && !layer.byNode.has(container)) {
    layer.byNode.set(container, entry);
    entry.container = container;
  }
  renderBadge(button, getPhotoState(entry.url));
  refresh(layer, entry);
  layer.placer.track(entry);
  layer.nearness.watchLeaving(entry.photo);
}

/** Syncs a host's visibility, and places it when it shows (or its badge needs a corner). */
export function refresh(layer: Layer, entry: PhotoEntry): void {
  syncVisibility(entry, layer.badges);
  if (entry.button && (layer.badges || isVisible(entry, false))) layer.placer.request(entry);
}

/**
 * A photo came near the viewport: its host is built, or its size followed again and its host
 * placed (its badge may still wait for a corner). One that moved away waits no more and is not
 * followed (so only photos near the viewport ever wait or are observed), and its idle button goes.
 */
export function onNear(layer: Layer, entry: PhotoEntry, near: boolean): void {
  // A photo whose button was just built is reported near once more: nothing changed.
  if (near && entry.button && !entry.far) return;
  entry.far = !near;
  if (!near) {
    layer.placer.forget(entry);
    if (entry.button) layer.leaving.add(entry);
    if (layer.leaving.size >= MAX_LEAVING) dropLeaving(layer);
  } else if (!entry.button) ensureHost(layer, entry);
  else {
    layer.leaving.delete(entry);
    if (entry.corner === undefined) refresh(layer, entry);
    layer.placer.track(entry);
  }
}

/**
 * Takes out the buttons of photos that moved away while nothing shows on them (idle, not hovered
 * or focused): a long results list then holds buttons only around the viewport, whatever its
 * length, and coming back builds one again in a frame.
 */
function dropLeaving(layer: Layer): void {
  for (const entry of layer.leaving) {
    const button = entry.button;
    if (!button || !entry.far || entry.hovered || entry.focused || getPhotoState(entry.url).state !== 'idle') continue;
    entry.button = undefined;
    layer.byNode.delete(button.host);
    if (entry.container && layer.byNode.get(entry.container) === entry) layer.byNode.delete(entry.container);
    entry.container = undefined;
    button.host.remove();
    layer.nearness.watchEntering(entry.photo);
  }
  layer.leaving.clear();
}
