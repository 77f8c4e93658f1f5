import { vi } from 'vitest';

/**
 * The photo buttons' shadow roots are closed: `host.shadowRoot` is null for the page and for a
 * test alike. A test keeps each root as it is attached, by wrapping `attachShadow` in the window
 * under test before the content script builds any button (the script keeps its own references:
 * button-host.ts). Restored after each test (`restoreMocks`).
 */
export function keepShadowRoots(win: { Element: typeof Element }): (host: Element) => ShadowRoot {
  const roots = new WeakMap<Element, ShadowRoot>();
  const attach = win.Element.prototype.attachShadow;
  vi.spyOn(win.Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    roots.set(this, root);
    return root;
  });
  return (host) => {
    const root = roots.get(host);
    if (!root) throw new Error(`no shadow root was attached to <${host.localName}>`);
    return root;
  };
}
