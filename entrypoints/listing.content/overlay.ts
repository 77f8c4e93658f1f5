import { createButtonHost, insertNextTo, renderBadge } from './button-host';
import { getButtonMode, onButtonMode } from './button-mode';
import { listenToHost } from './host-events';
import { trackHover } from './hover';
import { getPhotoState, onPhotoState, type PhotoBadgeState } from './photo-state';
import { isVisible, observeNearness, syncVisibility, type Nearness, type PhotoEntry } from './placement';
import { createPlacer, type Placer } from './placer';

export { MIN_RENDERED } from './placement';

/** The buttons over a page's photos. */
export interface PhotoOverlay {
  /** A photo appeared (or now shows another URL). */
  add(photo: Element, url: string): void;
  /** A photo went away: its button is removed. */
  remove(photo: Element): void;
  /** Shows a state on every button of `url` (called for every `setPhotoState`). */
  applyState(url: string, state: PhotoBadgeState): void;
  /** The host element of a photo's button, once created (tests). */
  hostOf(photo: Element): HTMLElement | undefined;
}

/** What the overlay's parts share. */
interface Layer {
  readonly doc: Document;
  readonly entries: Map<Element, PhotoEntry>;
  /** Button hosts and their containers, to their photo's entry (the hover lookup). */
  readonly byNode: WeakMap<Element, PhotoEntry>;
  readonly onActivate: (photo: Element, url: string) => void;
  /** Badges show without hover (the "always" setting). */
  badges: boolean;
  readonly placer: Placer;
}

/**
 * Creates the button layer. Each photo gets a zero-size host element inserted next to it (after
 * its <picture>, or inside a background-image element), so the button moves with the photo in
 * carousels and lightboxes without restructuring the site's DOM. The button lives in the host's
 * shadow root: a compact badge in a corner free of the site's controls (or nothing, "On hover
 * only"), the full button on hover or focus. Geometry comes from IntersectionObserver (hosts are
 * only built near the viewport) and ResizeObserver (too-small photos, and the moment to read
 * rectangles: right after the browser's own layout, placer.ts), never per frame. Only trusted
 * events act; everything is removed when `signal` aborts.
 */
export function createOverlay(options: { doc: Document; signal: AbortSignal; onActivate: (photo: Element, url: string) => void }): PhotoOverlay {
  const { doc, signal } = options;
  const layer: Layer = {
    doc,
    entries: new Map(),
    byNode: new WeakMap(),
    onActivate: options.onActivate,
    badges: getButtonMode() === 'always',
    placer: createPlacer(doc, signal, {
      entryOf: (photo) => layer.entries.get(photo),
      near: (entries) => {
        for (const entry of entries) ensureHost(layer, entry);
      },
      mode: () => layer,
    }),
  };
  const geometry = observeNearness(doc.defaultView, (photo, near) => withEntry(layer, photo, (entry) => onNear(layer, entry, near)));
  const hover = trackHover(doc, signal, (node) => layer.entries.get(node) ?? layer.byNode.get(node), {
    enter: (entry) => {
      entry.hovered = true;
      ensureHost(layer, entry);
      refresh(layer, entry);
    },
    leave: (entry) => {
      entry.hovered = false;
      syncVisibility(entry, layer.badges);
    },
  });
  const ticker = createTicker(
    () => [...layer.entries.values()].some((entry) => getPhotoState(entry.url).state === 'running'),
    () => refreshRunning(layer),
  );

  const removeEntry = (entry: PhotoEntry) => {
    layer.entries.delete(entry.photo);
    layer.placer.forget(entry);
    geometry.unobserve(entry.photo);
    entry.button?.host.remove();
    if (entry.container && layer.byNode.get(entry.container) === entry) layer.byNode.delete(entry.container);
    hover.forget(entry);
  };
  const applyState = (url: string, state: PhotoBadgeState) => {
    for (const entry of layer.entries.values()) if (entry.url === url) showState(layer, entry, state);
    ticker.update();
  };
  const unsubscribe = onPhotoState(applyState);
  const unsubscribeMode = onButtonMode((mode) => setBadges(layer, mode === 'always'));
  signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      unsubscribeMode();
      for (const entry of [...layer.entries.values()]) removeEntry(entry);
      geometry.disconnect();
      layer.placer.disconnect();
      ticker.stop();
    },
    { once: true },
  );

  return {
    add: (photo, url) => {
      if (!signal.aborted) addPhoto(layer, geometry, photo, url, ticker.update);
    },
    remove(photo) {
      const entry = layer.entries.get(photo);
      if (entry) removeEntry(entry);
      ticker.update();
    },
    applyState,
    hostOf: (photo) => layer.entries.get(photo)?.button?.host,
  };
}

function withEntry(layer: Layer, photo: Element, act: (entry: PhotoEntry) => void): void {
  const entry = layer.entries.get(photo);
  if (entry) act(entry);
}

/** A photo appeared, or a known one shows another URL. */
function addPhoto(layer: Layer, geometry: Nearness, photo: Element, url: string, updateTicker: () => void): void {
  const existing = layer.entries.get(photo);
  if (existing) {
    existing.url = url;
    if (existing.button) renderBadge(existing.button, getPhotoState(url));
    refresh(layer, existing);
    return;
  }
  const entry: PhotoEntry = { photo, url, small: false, hovered: false, focused: false };
  layer.entries.set(photo, entry);
  geometry.observe(photo);
  // Near the viewport, its first size report builds its button; further away, the
  // IntersectionObserver says when it comes near.
  if (!geometry.tracksViewport) ensureHost(layer, entry);
  else layer.placer.watch(entry);
  if (getPhotoState(url).state !== 'idle') {
    ensureHost(layer, entry);
    updateTicker();
  }
}

/** Builds the photo's button (once, while the photo is in the page) and puts it next to the photo. */
function ensureHost(layer: Layer, entry: PhotoEntry): void {
  if (entry.button || !entry.photo.isConnected) return;
  const button = createButtonHost(layer.doc);
  entry.button = button;
  layer.byNode.set(button.host, entry);
  listenToHost(button.host, {
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
}

/**
 * A photo that moved away keeps no button while nothing shows on it (idle, not hovered or
 * focused): a long results list then holds buttons only around the viewport, whatever its
 * length, and coming back builds one again in a frame.
 */
function dropIdleHost(layer: Layer, entry: PhotoEntry): void {
  const button = entry.button;
  if (!button || entry.hovered || entry.focused || getPhotoState(entry.url).state !== 'idle') return;
  entry.button = undefined;
  layer.byNode.delete(button.host);
  if (entry.container && layer.byNode.get(entry.container) === entry) layer.byNode.delete(entry.container);
  entry.container = undefined;
  button.host.remove();
}

/** Syncs a host's visibility, and places it when it shows (or its badge needs a corner). */
function refresh(layer: Layer, entry: PhotoEntry): void {
  syncVisibility(entry, layer.badges);
  if (entry.button && (layer.badges || isVisible(entry, false))) layer.placer.request(entry);
}

/**
 * A photo came near the viewport: its host is built, or its size followed again and its host
 * placed (its badge may still wait for a corner). One that moved away waits no more and is not
 * followed (so only photos near the viewport ever wait or are observed).
 */
function onNear(layer: Layer, entry: PhotoEntry, near: boolean): void {
  entry.far = !near;
  if (!near) {
    layer.placer.forget(entry);
    dropIdleHost(layer, entry);
  } else if (!entry.button) ensureHost(layer, entry);
  else {
    if (entry.corner === undefined) refresh(layer, entry);
    layer.placer.track(entry);
  }
}

/** The setting changed: badges show (their corners chosen again, near the viewport first) or wait for hover. */
function setBadges(layer: Layer, badges: boolean): void {
  layer.badges = badges;
  for (const entry of layer.entries.values()) {
    entry.corner = undefined;
    if (entry.far) syncVisibility(entry, badges);
    else if (entry.button) refresh(layer, entry);
  }
}

/** Shows a state on one photo's button, building the button if the state is not idle. */
function showState(layer: Layer, entry: PhotoEntry, state: PhotoBadgeState): void {
  if (state.state !== 'idle') ensureHost(layer, entry);
  if (entry.button) renderBadge(entry.button, state);
  refresh(layer, entry);
}

/** Re-renders running badges (their elapsed time). */
function refreshRunning(layer: Layer): void {
  for (const entry of layer.entries.values()) {
    const state = getPhotoState(entry.url);
    if (state.state === 'running' && entry.button) renderBadge(entry.button, state);
  }
}

/** A once-a-second timer that runs only while `anyRunning` says a photo is running. */
function createTicker(anyRunning: () => boolean, tick: () => void): { update(): void; stop(): void } {
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    update() {
      const running = anyRunning();
      if (running && timer === undefined) timer = setInterval(tick, 1000);
      else if (!running && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
