import { listen } from '../../lib/sites/listen';
import { BUTTON_HOST_TAG } from '../../lib/sites/photo-finder';
import { BUTTON_CSS, ICON_SVG } from './button-styles';
import { getPhotoState, onPhotoState, type PhotoBadgeState } from './photo-state';

/** Photos rendered smaller than this cannot hold the button: it stays hidden on them. */
export const MIN_RENDERED = { width: 120, height: 80 } as const;

/** The accessible name of every photo's button. */
export const BUTTON_LABEL = 'Reimagine photo';

/** Events the host swallows so the site's click, lightbox and swipe handlers never see them. */
const SWALLOWED = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'auxclick', 'touchstart', 'touchend', 'keydown', 'keyup'] as const;

interface Entry {
  readonly photo: Element;
  url: string;
  host?: HTMLElement;
  button?: HTMLButtonElement;
  status?: HTMLElement;
  label?: HTMLElement;
  /** The element the host was inserted into (hovering anything in it shows the button). */
  container?: Element;
  /** Rendered too small (ResizeObserver; unknown = not small). */
  small: boolean;
  hovered: boolean;
  focused: boolean;
  lastActivation: number;
}

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

/**
 * Creates the button layer. Each photo gets a zero-size host element inserted next to it (after
 * its <picture>, or inside a background-image element), so the button moves with the photo in
 * carousels and lightboxes without restructuring the site's DOM. The button lives in the host's
 * shadow root. Geometry comes from IntersectionObserver (hosts are only built near the viewport)
 * and ResizeObserver (too-small photos); rectangles are read only when a button is shown (hover,
 * focus), never in loops. Only trusted events act; everything is removed when `signal` aborts.
 */
export function createOverlay(options: { doc: Document; signal: AbortSignal; onActivate: (photo: Element, url: string) => void }): PhotoOverlay {
  const { doc, signal, onActivate } = options;
  const view = doc.defaultView;
  const entries = new Map<Element, Entry>();
  const byNode = new WeakMap<Element, Entry>();
  let hovered: Entry | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const intersection =
    view && typeof view.IntersectionObserver === 'function'
      ? new view.IntersectionObserver(
          (records) => {
            for (const record of records) {
              const entry = entries.get(record.target);
              if (entry && record.isIntersecting) ensureHost(entry);
            }
          },
          { rootMargin: '300px' },
        )
      : undefined;

  const resize =
    view && typeof view.ResizeObserver === 'function'
      ? new view.ResizeObserver((records) => {
          for (const record of records) {
            const entry = entries.get(record.target);
            if (!entry) continue;
            const { width, height } = record.contentRect;
            entry.small = width < MIN_RENDERED.width || height < MIN_RENDERED.height;
            syncVisibility(entry);
            // Layout is fresh inside a ResizeObserver callback: repositioning here is cheap.
            if (entry.host && isVisible(entry)) position(entry);
          }
        })
      : undefined;

  function ensureHost(entry: Entry): void {
    if (entry.host || !entry.photo.isConnected) return;
    const host = doc.createElement(BUTTON_HOST_TAG);
    // Open, so assistive tech and tests can reach the button; a page script that clicks it
    // produces untrusted events, which are ignored.
    const root = host.attachShadow({ mode: 'open' });
    const style = doc.createElement('style');
    style.textContent = BUTTON_CSS;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'btn';
    button.setAttribute('aria-label', BUTTON_LABEL);
    button.setAttribute('aria-describedby', 'status');
    button.innerHTML = `${ICON_SVG}<span class="spin" aria-hidden="true"></span><span class="label">Reimagine</span>`;
    const status = doc.createElement('span');
    status.id = 'status';
    status.hidden = true;
    root.append(style, button, status);
    entry.host = host;
    entry.button = button;
    entry.status = status;
    entry.label = button.querySelector<HTMLElement>('.label') ?? undefined;
    byNode.set(host, entry);
    for (const type of SWALLOWED) host.addEventListener(type, (event) => onHostEvent(entry, event));
    host.addEventListener('focusin', () => {
      entry.focused = true;
      position(entry);
      syncVisibility(entry);
    });
    host.addEventListener('focusout', () => {
      entry.focused = false;
      syncVisibility(entry);
    });
    insertNextTo(entry.photo, host);
    const container = host.parentElement ?? undefined;
    if (container && !byNode.has(container)) {
      byNode.set(container, entry);
      entry.container = container;
    }
    renderState(entry, getPhotoState(entry.url));
    syncVisibility(entry);
  }

  function onHostEvent(entry: Entry, event: Event): void {
    event.stopPropagation();
    if (event.type === 'keydown' || event.type === 'keyup') {
      const { key, repeat } = event as KeyboardEvent;
      if (key === 'Enter' || key === ' ' || key === 'Spacebar') {
        event.preventDefault();
        if (event.type === 'keydown' && !repeat) activate(entry, event);
      }
      // Other keys (Tab, arrows) keep their default: focus and scrolling still work.
      return;
    }
    event.preventDefault();
    if (event.type === 'click') activate(entry, event);
    else if (event.type === 'pointerup' && ['touch', 'pen'].includes((event as PointerEvent).pointerType)) {
      // touchstart was cancelled above, so touch and pen produce no click: act on pointerup.
      activate(entry, event);
    }
  }

  function activate(entry: Entry, event: Event): void {
    // A page script can dispatch events at the host (element.click(), dispatchEvent): only a
    // real user gesture may open the panel.
    if (!event.isTrusted) return;
    const now = Date.now();
    if (now - entry.lastActivation < 400) return;
    entry.lastActivation = now;
    onActivate(entry.photo, entry.url);
  }

  function position(entry: Entry): void {
    const host = entry.host;
    if (!host) return;
    host.style.left = '0px';
    host.style.top = '0px';
    const origin = host.getBoundingClientRect();
    const photo = entry.photo.getBoundingClientRect();
    // A photo larger than its clipping box (object-fit, zoomed slides): keep the button inside
    // the visible part, the host's container.
    const box = host.parentElement?.getBoundingClientRect() ?? photo;
    const left = Math.max(photo.left, box.left);
    const bottom = box.height > 0 ? Math.min(photo.bottom, box.bottom) : photo.bottom;
    host.style.left = `${Math.round(left - origin.left)}px`;
    host.style.top = `${Math.round(bottom - origin.top)}px`;
    if (!resize) entry.small = photo.width < MIN_RENDERED.width || photo.height < MIN_RENDERED.height;
  }

  function isVisible(entry: Entry): boolean {
    return entry.hovered || entry.focused || getPhotoState(entry.url).state !== 'idle';
  }

  function syncVisibility(entry: Entry): void {
    const host = entry.host;
    if (!host) return;
    host.hidden = entry.small && !entry.focused;
    if (isVisible(entry)) host.setAttribute('data-shown', '');
    else host.removeAttribute('data-shown');
  }

  function renderState(entry: Entry, state: PhotoBadgeState): void {
    const host = entry.host;
    if (!host || !entry.label || !entry.status) return;
    host.setAttribute('data-state', state.state);
    let label: string;
    let status: string;
    switch (state.state) {
      case 'queued':
        label = 'Queued';
        status = 'Queued for rendering';
        break;
      case 'running':
        label = state.startedAt === undefined ? 'Working' : elapsed(state.startedAt);
        status = `Working, ${label}`;
        break;
      case 'done':
        label = 'Result ready';
        status = 'Result ready: open it in the Reimagine panel';
        break;
      case 'failed':
        label = 'Failed';
        status = 'The render failed: open the Reimagine panel for details';
        break;
      default:
        label = 'Reimagine';
        status = '';
    }
    entry.label.textContent = label;
    entry.status.textContent = status;
  }

  function updateTicker(): void {
    const anyWorking = [...entries.values()].some((e) => getPhotoState(e.url).state === 'running');
    if (anyWorking && ticker === undefined) {
      ticker = setInterval(() => {
        for (const entry of entries.values()) {
          const state = getPhotoState(entry.url);
          if (state.state === 'running') renderState(entry, state);
        }
      }, 1000);
    } else if (!anyWorking && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  }

  // One delegated listener finds the photo under the pointer: the photo itself, its button, or
  // an overlay element inside the photo's container (gradients, links laid over the image).
  const onMouseOver = (event: MouseEvent) => {
    const target = event.target as Node | null;
    let node = target && target.nodeType === 1 ? (target as Element) : null;
    let found: Entry | undefined;
    for (let depth = 0; node && depth < 8 && !found; depth++, node = node.parentElement) {
      found = entries.get(node) ?? byNode.get(node);
    }
    if (found === hovered) return;
    if (hovered) {
      hovered.hovered = false;
      syncVisibility(hovered);
    }
    hovered = found;
    if (found) {
      found.hovered = true;
      ensureHost(found);
      position(found);
      syncVisibility(found);
    }
  };
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget === null && hovered) {
      hovered.hovered = false;
      syncVisibility(hovered);
      hovered = undefined;
    }
  };
  listen(doc, 'mouseover', onMouseOver, signal, { capture: true, passive: true });
  listen(doc, 'mouseout', onMouseOut, signal, { capture: true, passive: true });

  const removeEntry = (entry: Entry) => {
    entries.delete(entry.photo);
    intersection?.unobserve(entry.photo);
    resize?.unobserve(entry.photo);
    entry.host?.remove();
    if (entry.container && byNode.get(entry.container) === entry) byNode.delete(entry.container);
    if (hovered === entry) hovered = undefined;
  };

  const applyState = (url: string, state: PhotoBadgeState) => {
    for (const entry of entries.values()) {
      if (entry.url !== url) continue;
      if (state.state !== 'idle') ensureHost(entry);
      renderState(entry, state);
      if (entry.host && isVisible(entry)) position(entry);
      syncVisibility(entry);
    }
    updateTicker();
  };
  const unsubscribe = onPhotoState(applyState);

  signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      for (const entry of [...entries.values()]) removeEntry(entry);
      intersection?.disconnect();
      resize?.disconnect();
      if (ticker !== undefined) clearInterval(ticker);
    },
    { once: true },
  );

  return {
    add(photo, url) {
      if (signal.aborted) return;
      const existing = entries.get(photo);
      if (existing) {
        existing.url = url;
        renderState(existing, getPhotoState(url));
        syncVisibility(existing);
        return;
      }
      const entry: Entry = { photo, url, small: false, hovered: false, focused: false, lastActivation: 0 };
      entries.set(photo, entry);
      if (intersection) intersection.observe(photo);
      else ensureHost(entry);
      resize?.observe(photo);
      if (getPhotoState(url).state !== 'idle') {
        ensureHost(entry);
        updateTicker();
      }
    },
    remove(photo) {
      const entry = entries.get(photo);
      if (entry) removeEntry(entry);
      updateTicker();
    },
    applyState,
    hostOf: (photo) => entries.get(photo)?.host,
  };
}

/** Inserts the host after the photo (after its <picture>), or inside a background-image element. */
function insertNextTo(photo: Element, host: HTMLElement): void {
  if (photo.localName === 'img') {
    const anchor = photo.parentElement?.localName === 'picture' ? photo.parentElement : photo;
    anchor.after(host);
  } else {
    photo.append(host);
  }
}

function elapsed(startedAt: number): string {
  const seconds = Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
