import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createButtonHost } from '../../../entrypoints/listing.content/button-host';
import { BUTTON_CSS } from '../../../entrypoints/listing.content/button-styles';
import { stubUiLanguage } from './ui-language';

beforeEach(() => stubUiLanguage());

/**
 * Issue #28: every button's shadow root shares one parsed stylesheet (`adoptedStyleSheets`) where
 * the browser can construct one, instead of a `<style>` per button; where it cannot (jsdom here,
 * Firefox's content scripts), each root keeps its `<style>`. jsdom has no constructable
 * stylesheets, so the Chromium path is given one: a sheet class and the root's property.
 */

function page() {
  const dom = new JSDOM('<!doctype html><body></body>');
  return { win: dom.window as unknown as Window & typeof globalThis, doc: dom.window.document };
}

describe('the buttons’ stylesheet', () => {
  it('is one shared sheet where the browser constructs one: no <style> in any root', () => {
    const { win, doc } = page();
    const parsed: string[] = [];
    class Sheet {
      replaceSync(text: string) {
        parsed.push(text);
      }
    }
    Object.defineProperty(win, 'CSSStyleSheet', { value: Sheet, configurable: true });
    Object.defineProperty(win.ShadowRoot.prototype, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
    const roots = [createButtonHost(doc), createButtonHost(doc), createButtonHost(doc)].map((parts) => parts.button.getRootNode() as ShadowRoot & { adoptedStyleSheets: unknown[] });
    expect(parsed).toEqual([BUTTON_CSS]);
    const [first] = roots[0]?.adoptedStyleSheets ?? [];
    expect(first).toBeInstanceOf(Sheet);
    for (const root of roots) {
      expect(root.adoptedStyleSheets).toEqual([first]);
      expect(root.querySelector('style')).toBeNull();
      expect(root.querySelector('button')).not.toBeNull();
    }
  });

  it('is a <style> in each root where the browser cannot construct one', () => {
    const { doc } = page();
    const root = createButtonHost(doc).button.getRootNode() as ShadowRoot;
    expect(root.querySelector('style')?.textContent).toBe(BUTTON_CSS);
  });
});
