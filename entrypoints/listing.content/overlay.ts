import { renderBadge } from './button-host';
import { getButtonMode, onButtonMode } from './button-mode';
import { trackHover } from './hover';
import { ensureHost, onNear, refresh, type Layer } from './layer';
import { observeNearness, type Nearness } from './nearness';
import { getPhotoState, onPhotoState, type PhotoBadgeState } from './photo-state';
import { syncVisibility, type PhotoEntry } from './placement';
import { createPlacer } from './placer';

export { MIN_RENDERED } from './placement';

/** The buttons over a page's photos. */
export interface PhotoOverlay {
  /** A photo appeared (or now shows another URL); `near`: known to be near the viewport now, its button is built at once. */
  add(photo: Element, url: string, near?: boolean): void;
  /** A photo went away: its button is removed. */
  remove(photo: Element): void;
  /** Shows a state on every button of `url` (called for every `setPhotoState`). */
  applyState(url: string, state: PhotoBadgeState): void;
  /** The host element of a photo's button, once created (tests). */
  hostOf(photo: Element): HTMLElement | undefined;
  /** The overlay's nearness observers, which the watcher's gate shares for the candidates it holds. */
  readonly nearness: Nearness;
}

/** What the overlay is made with. */
export interface OverlayOptions {
  readonly doc: Document;
  readonly signal: AbortSignal;
  readonly onActivate: (photo: Element, url: string) => void;
  /** Told first when an element comes near or a button's photo goes away (the watcher releases what it held). */
  readonly onNear?: (element: Element, near: boolean) => void;
}

/**
 * Creates the button layer. Each photo gets a zero-size host element inserted next to it (after
 * its <picture>, or inside a background-image element), so the button moves with the photo in
 * carousels and lightboxes without restructuring the site's DOM. The button lives in the host's
 * shadow root: a compact badge in a corner free of the site's controls (or nothing, "On hover
 * only"), the full button on hover or focus. A photo found near the viewport is read and gets its
 * button in the task that found it; further away, IntersectionObservers say when it comes near
 * (nearness.ts), and a ResizeObserver follows the size of photos with a button (placer.ts). No
 * rectangle is read per frame, and nothing is written inside the browser's rendering step. Only
 * trusted events act; everything is removed when `signal` aborts.
 */
export function createOverlay(options: OverlayOptions): PhotoOverlay {
  const { doc, signal } = options;
  const layer: Layer = {
    doc,
    entries: new Map(),
    byNode: new WeakMap(),
    onActivate: options.onActivate,
    badges: getButtonMode() === 'always',
    placer: createPlacer(doc, signal, { entryOf: (photo) => layer.entries.get(photo), mode: () => layer }),
    nearness: observeNearness(doc.defaultView, (photo, near) => {
      options.onNear?.(photo, near);
      withEntry(layer, photo, (entry) => onNear(layer, entry, near));
    }),
    leaving: new Set(),
  };
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
    layer.nearness.unobserve(entry.photo);
    layer.leaving.delete(entry);
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
      layer.nearness.disconnect();
      layer.placer.disconnect();
      ticker.stop();
    },
    { once: true },
  );

  return {
    add: (photo, url, near) => {
      if (!signal.aborted) addPhoto(layer, photo, url, ticker.update, near);
    },
    remove(photo) {
      const entry = layer.entries.get(photo);
      if (entry) removeEntry(entry);
      ticker.update();
    },
    applyState,
    hostOf: (photo) => layer.entries.get(photo)?.button?.host,
    nearness: layer.nearness,
  };
}

function withEntry(layer: Layer, photo: Element, act: (entry: PhotoEntry) => void): void {
  const entry = layer.entries.get(photo);
  if (entry) act(entry);
}

/** A photo appeared, or a known one shows another URL. */
function addPhoto(layer: Layer, photo: Element, url: string, updateTicker: () => void, near?: boolean): void {
  const existing = layer.entries.get(photo);
  if (existing) {
    existing.url = url;
    if (existing.button) renderBadge(existing.button, getPhotoState(url));
    refresh(layer, existing);
    return;
  }
  const entry: PhotoEntry = { photo, url, small: false, hovered: false, focused: false };
  layer.entries.set(photo, entry);
  // Read once the task that found it is done: near the viewport, its button is built then;
  // further away, the IntersectionObserver says when it comes into view (nearness.ts).
  if (!layer.nearness.tracksViewport || near) ensureHost(layer, entry);
  else layer.nearness.watchFirst(photo);
  if (getPhotoState(url).state !== 'idle') {
    ensureHost(layer, entry);
    updateTicker();
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
