import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { MAX_LEAVING } from '../../../entrypoints/listing.content/layer';
import { NEAR_MARGIN, observeNearness } from '../../../entrypoints/listing.content/nearness';
import { createOverlay } from '../../../entrypoints/listing.content/overlay';
import { stubUiLanguage } from './ui-language';

beforeEach(() => stubUiLanguage());

/**
 * Which photos the IntersectionObservers follow, and when buttons come and go. The observers are
 * fakes the test drives: each records its options and targets, and `report` calls its callback.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: (records: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { root?: Document; rootMargin?: string } = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting }]);
  }
}

function page(photos: number) {
  const imgs = Array.from({ length: photos }, (_, i) => `<div class="card"><img id="p${i}" src="https://lid.zoocdn.com/u/1024/768/${String(i).padStart(40, '0')}.jpg"></div>`);
  const dom = new JSDOM(`<!doctype html><body>${imgs.join('')}</body>`, { url: 'https://www.zoopla.co.uk/for-sale/property/bristol/' });
  FakeObserver.all = [];
  (dom.window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  const doc = dom.window.document;
  return { dom, doc, photo: (i: number) => doc.getElementById(`p${i}`) as HTMLImageElement };
}

/** The observer reporting photos entering the viewport, and the one reporting buttons leaving the band around it. */
function observers(): { entering: FakeObserver; leaving: FakeObserver } {
  const entering = FakeObserver.all.find((o) => !o.options.rootMargin) as FakeObserver;
  const leaving = FakeObserver.all.find((o) => o.options.rootMargin === `${NEAR_MARGIN}px`) as FakeObserver;
  return { entering, leaving };
}

describe('observeNearness', () => {
  test('photos without a button are followed without a margin, those with one with the margin', () => {
    const { dom, photo } = page(1);
    const near = vi.fn();
    const nearness = observeNearness(dom.window as unknown as Window & typeof globalThis, near);
    const { entering, leaving } = observers();
    expect(nearness.tracksViewport).toBe(true);
    nearness.watchEntering(photo(0));
    expect(entering.targets.has(photo(0))).toBe(true);
    // Entering the viewport is news; leaving it, for a photo without a button, is not.
    entering.report(photo(0), false);
    expect(near).not.toHaveBeenCalled();
    entering.report(photo(0), true);
    expect(near).toHaveBeenLastCalledWith(photo(0), true);
    // Its button built: followed by the observer with the margin, both ways.
    nearness.watchLeaving(photo(0));
    expect([entering.targets.has(photo(0)), leaving.targets.has(photo(0))]).toEqual([false, true]);
    leaving.report(photo(0), false);
    expect(near).toHaveBeenLastCalledWith(photo(0), false);
    leaving.report(photo(0), true);
    expect(near).toHaveBeenLastCalledWith(photo(0), true);
    nearness.unobserve(photo(0));
    expect(leaving.targets.size + entering.targets.size).toBe(0);
  });
});

describe("the observers' roots", () => {
  test("photos without a button are watched against the page's document, those with one against the implicit root", () => {
    // With the implicit root, Chromium computes every target's intersection on every frame: on a
    // long results list, nearly every photo is one without a button (nearness.ts says more).
    const { dom, doc } = page(0);
    observeNearness(dom.window as unknown as Window & typeof globalThis, vi.fn());
    const { entering, leaving } = observers();
    expect(entering.options.root).toBe(doc);
    expect(leaving.options.root).toBeUndefined();
  });
});

describe('a fresh photo or held candidate (watchFirst)', () => {
  /** Photos at these viewport tops (a 420x900 view); each read is logged. */
  function withRects(top: number[]) {
    const { dom, photo } = page(top.length);
    const win = dom.window as unknown as Window & typeof globalThis;
    Object.defineProperty(win, 'innerHeight', { value: 900 });
    Object.defineProperty(win, 'innerWidth', { value: 420 });
    const log: string[] = [];
    top.forEach((y, i) => {
      photo(i).getBoundingClientRect = () => {
        log.push(`read ${i}`);
        return { top: y, bottom: y + 200, left: 0, right: 300, width: 300, height: 200, x: 0, y, toJSON: () => ({}) };
      };
    });
    const near = vi.fn((el: Element) => log.push(`near ${el.id.slice(1)}`));
    const nearness = observeNearness(win, near);
    return { photo, near, nearness, log, ...observers() };
  }

  test('is read once the task that found it is done: near, it is told so then; else it waits for the viewport without a margin', async () => {
    const { photo, near, nearness, entering, leaving } = withRects([100, 900 + NEAR_MARGIN + 400]);
    nearness.watchFirst(photo(0));
    nearness.watchFirst(photo(1));
    // Nothing is read while the task that found them may still write to the page.
    expect(near).not.toHaveBeenCalled();
    expect(entering.targets.size).toBe(0);
    await Promise.resolve();
    expect(near.mock.calls).toEqual([[photo(0), true]]);
    // Each is followed by one observer at a time: the near one by none (its button follows), the far one entering.
    expect([...entering.targets]).toEqual([photo(1)]);
    expect(leaving.targets.size).toBe(0);
    entering.report(photo(1), true);
    expect(near).toHaveBeenLastCalledWith(photo(1), true);
  });

  test("every rectangle of a task's photos is read before any is told near (one layout for all)", async () => {
    const { photo, nearness, log } = withRects([0, 300, 600]);
    for (let i = 0; i < 3; i++) nearness.watchFirst(photo(i));
    await Promise.resolve();
    expect(log).toEqual(['read 0', 'read 1', 'read 2', 'near 0', 'near 1', 'near 2']);
  });

  test('let go before it is read, it is followed by nothing and never told near', async () => {
    const { photo, near, nearness, entering } = withRects([100, 200]);
    nearness.watchFirst(photo(0));
    nearness.watchFirst(photo(1));
    nearness.unobserve(photo(0));
    await Promise.resolve();
    expect(near.mock.calls).toEqual([[photo(1), true]]);
    expect(entering.targets.size).toBe(0);
  });

  test('one not rendered (no box) waits for the viewport', async () => {
    const { dom, photo } = page(1);
    const near = vi.fn();
    const nearness = observeNearness(dom.window as unknown as Window & typeof globalThis, near);
    nearness.watchFirst(photo(0));
    await Promise.resolve();
    expect(near).not.toHaveBeenCalled();
    expect(observers().entering.targets.has(photo(0))).toBe(true);
  });
});

describe('buttons of photos that moved away', () => {
  const hosts = (doc: Document) => doc.querySelectorAll('reimagine-photo-button').length;

  test('go together with the next button built (one layout for both)', () => {
    const { doc, photo } = page(3);
    const overlay = createOverlay({ doc, signal: new AbortController().signal, onActivate: vi.fn() });
    for (let i = 0; i < 3; i++) overlay.add(photo(i), `https://lid.zoocdn.com/u/1024/768/${i}.jpg`);
    const { entering, leaving } = observers();
    entering.report(photo(0), true);
    const first = overlay.hostOf(photo(0)) as HTMLElement;
    expect(first.isConnected).toBe(true);
    leaving.report(photo(0), false);
    expect(first.isConnected).toBe(true);
    entering.report(photo(1), true);
    expect(first.isConnected).toBe(false);
    expect(overlay.hostOf(photo(0))).toBeUndefined();
    expect(hosts(doc)).toBe(1);
    // Followed again for entering the viewport, and built again when it does.
    expect(entering.targets.has(photo(0))).toBe(true);
    // One that comes back before another button is built keeps its button.
    leaving.report(photo(1), false);
    leaving.report(photo(1), true);
    entering.report(photo(2), true);
    expect(overlay.hostOf(photo(1))?.isConnected).toBe(true);
    expect(hosts(doc)).toBe(2);
  });

  test(`go at once when ${MAX_LEAVING} are waiting`, () => {
    const { doc, photo } = page(MAX_LEAVING);
    const overlay = createOverlay({ doc, signal: new AbortController().signal, onActivate: vi.fn() });
    for (let i = 0; i < MAX_LEAVING; i++) overlay.add(photo(i), `https://lid.zoocdn.com/u/1024/768/${i}.jpg`);
    const { entering, leaving } = observers();
    for (let i = 0; i < MAX_LEAVING; i++) entering.report(photo(i), true);
    expect(hosts(doc)).toBe(MAX_LEAVING);
    for (let i = 0; i < MAX_LEAVING - 1; i++) leaving.report(photo(i), false);
    expect(hosts(doc)).toBe(MAX_LEAVING);
    leaving.report(photo(MAX_LEAVING - 1), false);
    expect(hosts(doc)).toBe(0);
  });
});
