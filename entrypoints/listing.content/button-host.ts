import { browser } from 'wxt/browser';
import type { en } from '../../lib/i18n/messages/content/en';
import { CONTENT_LANG_MESSAGE, contentMessageName } from '../../lib/i18n/messages/content/names';
import { BUTTON_HOST_TAG } from '../../lib/sites/photo-finder';
import { BUTTON_CSS, ICON_PATHS } from './button-styles';
import type { PhotoBadgeState } from './photo-state';

/**
 * One of the button's sentences (lib/i18n/messages/content) in the browser's UI language, not the
 * page's: the button is Reimagine's, so it speaks the user's language even on a listing in
 * another one. `i18n.getMessage` picks the language (the build puts the namespace into
 * `_locales`), so the script carries no table.
 */
function words(key: keyof typeof en, elapsed = ''): string {
  return message(contentMessageName(key)).replace('{elapsed}', elapsed);
}

/** `i18n.getMessage` for a name WXT's types do not list: they know public/_locales as written, not as built. */
function message(name: string): string {
  return (browser.i18n.getMessage as (name: string) => string)(name);
}

/**
 * The shadow tree every button starts from, built once per document (the browser's language does
 * not change during a page's life) and cloned for each photo.
 */
const templates = new WeakMap<Document, HTMLTemplateElement>();

/** An element of `tag` with `attributes` and `children`, in the SVG namespace when `ns` is given. */
function element(doc: Document, tag: string, attributes: Record<string, string>, children: (Node | string)[] = [], ns?: string): Element {
  const node = ns ? doc.createElementNS(ns, tag) : doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * The button's stylesheet, parsed once per document and shared by every button's shadow root
 * (`adoptedStyleSheets`), where a `<style>` in each root would be one more stylesheet per button for
 * the browser to hold and match. Chromium only: Firefox keeps the `<style>` (a sheet constructed in
 * a content script's sandbox is not adoptable by the page's shadow roots there). Null: none.
 */
const sheets = new WeakMap<Document, CSSStyleSheet | null>();

function sharedSheet(doc: Document): CSSStyleSheet | null {
  if (sheets.has(doc)) return sheets.get(doc) ?? null;
  let sheet: CSSStyleSheet | null = null;
  const View = doc.defaultView;
  if (!import.meta.env.FIREFOX && View && 'adoptedStyleSheets' in View.ShadowRoot.prototype) {
    try {
      sheet = new View.CSSStyleSheet();
      sheet.replaceSync(BUTTON_CSS);
    } catch {
      // A browser (or test DOM) that cannot construct one: each root keeps its <style>.
      sheet = null;
    }
  }
  sheets.set(doc, sheet);
  return sheet;
}

function buttonTemplate(doc: Document): HTMLTemplateElement {
  let template = templates.get(doc);
  if (!template) {
    template = doc.createElement('template');
    // One control per photo: the compact badge and, expanded on hover or focus, the full button.
    // Its idle text is the brand name, the same in every language. Built node by node, not from
    // markup: nothing in a content script parses HTML (AMO's linter holds us to that too).
    const svg = 'http://www.w3.org/2000/svg';
    const icon = element(doc, 'svg', { class: 'icon', viewBox: '0 0 24 24', 'aria-hidden': 'true' }, [element(doc, 'path', { fill: 'currentColor', d: ICON_PATHS.mark }, [], svg)], svg);
    const button = element(doc, 'button', { type: 'button', class: 'btn', 'aria-describedby': 'status' }, [
      icon,
      element(doc, 'span', { class: 'spin', 'aria-hidden': 'true' }),
      element(doc, 'span', { class: 'label' }, ['Reimagine']),
    ]) as HTMLButtonElement;
    // The page may be in another language: screen readers pronounce the button in its own.
    button.lang = message(CONTENT_LANG_MESSAGE);
    button.setAttribute('aria-label', words('button.name'));
    if (!sharedSheet(doc)) template.content.append(element(doc, 'style', {}, [BUTTON_CSS]));
    template.content.append(button, element(doc, 'span', { id: 'status', hidden: '' }));
    templates.set(doc, template);
  }
  return template;
}

/** One photo's button: the zero-size host element next to the photo and its shadow root's parts. */
export interface ButtonHost {
  readonly host: HTMLElement;
  readonly button: HTMLButtonElement;
  /** Screen-reader text describing the state (the button's `aria-describedby`). */
  readonly status: HTMLElement;
  /** The visible text on the button. */
  readonly label: HTMLElement | undefined;
  /** The icon's path, drawn for the state (ICON_PATHS). */
  readonly icon: Element | undefined;
  /** The host's `translate` from where the page lays it out (placement.ts). */
  readonly shift: { x: number; y: number };
}

/** Builds a button host (not yet in the page): the button lives in the host's shadow root. */
export function createButtonHost(doc: Document): ButtonHost {
  const host = doc.createElement(BUTTON_HOST_TAG);
  // At its containing block's origin, whatever the page's flow around it; placing shifts it from
  // there (its origin is its rectangle minus the shift: no write first).
  host.style.left = '0px';
  host.style.top = '0px';
  // Closed: the page's scripts cannot reach the button to restyle it, measure it for an overlay
  // or focus it for the user's next key (assistive technology still reaches it: the browser's
  // accessibility tree includes closed roots). The parts the script needs are kept below.
  const root = host.attachShadow({ mode: 'closed' });
  const sheet = sharedSheet(doc);
  if (sheet) root.adoptedStyleSheets = [sheet];
  root.append(buttonTemplate(doc).content.cloneNode(true));
  const button = root.querySelector('button') as HTMLButtonElement;
  return {
    host,
    button,
    status: root.getElementById('status') as HTMLElement,
    label: button.querySelector<HTMLElement>('.label') ?? undefined,
    icon: button.querySelector('path') ?? undefined,
    shift: { x: 0, y: 0 },
  };
}

/** Inserts the host after the photo (after its <picture>), or inside a background-image element. */
export function insertNextTo(photo: Element, host: HTMLElement): void {
  if (photo.localName === 'img') {
    const anchor = photo.parentElement?.localName === 'picture' ? photo.parentElement : photo;
    anchor.after(host);
  } else {
    photo.append(host);
  }
}

/** Shows a photo's state on its button: the host's `data-state` (styles), label and status text. */
export function renderBadge(parts: ButtonHost, state: PhotoBadgeState): void {
  if (!parts.label) return;
  parts.host.setAttribute('data-state', state.state);
  parts.icon?.setAttribute('d', state.state === 'done' ? ICON_PATHS.ok : state.state === 'failed' ? ICON_PATHS.err : ICON_PATHS.mark);
  const { label, status } = badgeText(state);
  parts.label.textContent = label;
  parts.status.textContent = status;
}

/** The button's label and status sentence for a state, in the browser's UI language. */
function badgeText(state: PhotoBadgeState): { label: string; status: string } {
  switch (state.state) {
    case 'queued':
      return { label: words('badge.queued'), status: words('status.queued') };
    case 'running': {
      if (state.startedAt === undefined) return { label: words('badge.working'), status: words('status.working') };
      const time = elapsed(state.startedAt);
      return { label: time, status: words('status.working-for', time) };
    }
    case 'done':
      return { label: words('badge.done'), status: words('status.done') };
    case 'failed':
      return { label: words('badge.failed'), status: words('status.failed') };
    default:
      return { label: 'Reimagine', status: '' };
  }
}

function elapsed(startedAt: number): string {
  const seconds = Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
