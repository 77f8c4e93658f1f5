import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createButtonHost, insertNextTo } from '../../../entrypoints/listing.content/button-host';
import type { PhotoEntry } from '../../../entrypoints/listing.content/placement';
import { createPlacer, sized } from '../../../entrypoints/listing.content/placer';
import { FRAME_WAIT_MS } from '../../../lib/sites/slices';
import { stubUiLanguage } from './ui-language';

beforeEach(() => stubUiLanguage());
afterEach(() => vi.useRealTimers());

/** A ResizeObserver the test drives: `report` is the browser's report after a layout. */
class FakeResizeObserver {
  static last?: FakeResizeObserver;
  readonly targets: Element[] = [];
  constructor(readonly callback: (records: { target: Element; contentRect: { width: number; height: number } }[]) => void) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1);
  }
  disconnect() {
    this.targets.length = 0;
  }
  report(target: Element, width: number, height: number) {
    this.callback([{ target, contentRect: { width, height } }]);
  }
}

/**
 * One photo with its button, laid out by hand: the photo's box is what the test says, and the
 * host's box is where its shift put it (jsdom lays nothing out).
 */
function setup(box: { left: number; top: number; width: number; height: number }) {
  const dom = new JSDOM('<!doctype html><body><div id="card"><img id="photo"></div></body>', { url: 'https://www.zoopla.co.uk/for-sale/property/bristol/' });
  const win = dom.window as unknown as Window & typeof globalThis;
  (win as unknown as Record<string, unknown>).ResizeObserver = FakeResizeObserver;
  const doc = win.document;
  const photo = doc.getElementById('photo') as HTMLElement;
  const rect = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
  photo.getBoundingClientRect = () => rect(box.left, box.top, box.width, box.height);
  const button = createButtonHost(doc);
  insertNextTo(photo, button.host);
  button.host.getBoundingClientRect = () => rect(button.shift.x, button.shift.y, 0, 0);
  const entry: PhotoEntry = { photo, url: 'https://lid.zoocdn.com/u/1024/768/1.jpg', small: false, hovered: false, focused: false, button };
  const placer = createPlacer(doc, new AbortController().signal, { entryOf: (el) => (el === photo ? entry : undefined), mode: () => ({ badges: false }) });
  return { box, entry, placer, host: button.host, sizes: FakeResizeObserver.last as FakeResizeObserver };
}

/** What the host shows of its placement. */
const placed = (host: HTMLElement) => ({ translate: host.style.translate, hidden: host.hidden });

describe('the placer', () => {
  test('places a tracked photo once the task that asked is done, before any size report, and follows its size', async () => {
    const { entry, placer, host, sizes } = setup({ left: 10, top: 20, width: 300, height: 200 });
    placer.track(entry);
    expect(sizes.targets).toEqual([entry.photo]);
    expect(host.style.translate).toBe('');
    await Promise.resolve();
    // Bottom-left of the photo, the default corner.
    expect(placed(host)).toEqual({ translate: '10px 220px', hidden: false });
    // Tracked again (it came near again): observed once.
    placer.track(entry);
    expect(sizes.targets).toEqual([entry.photo]);
  });

  test('a size report writes nothing to the page; a new size is placed at the next frame', async () => {
    vi.useFakeTimers();
    const { box, entry, placer, host, sizes } = setup({ left: 10, top: 20, width: 300, height: 200 });
    placer.track(entry);
    await Promise.resolve();
    sizes.report(entry.photo, 300, 200);
    // The first report only records the size the placement already measured.
    await Promise.resolve();
    vi.advanceTimersByTime(FRAME_WAIT_MS);
    await Promise.resolve();
    expect(placed(host)).toEqual({ translate: '10px 220px', hidden: false });
    box.height = 300;
    sizes.report(entry.photo, 300, 300);
    await Promise.resolve();
    expect(placed(host)).toEqual({ translate: '10px 220px', hidden: false });
    vi.advanceTimersByTime(FRAME_WAIT_MS);
    await Promise.resolve();
    expect(placed(host)).toEqual({ translate: '10px 320px', hidden: false });
  });

  test('a first report finding the photo too small hides its button at the next frame', async () => {
    vi.useFakeTimers();
    const { box, entry, placer, host, sizes } = setup({ left: 0, top: 0, width: 300, height: 200 });
    placer.track(entry);
    await Promise.resolve();
    expect(host.hidden).toBe(false);
    // Its border box measured large enough; its content box is not (a thick border, say).
    box.width = 100;
    sizes.report(entry.photo, 100, 60);
    expect(host.hidden).toBe(false);
    vi.advanceTimersByTime(FRAME_WAIT_MS);
    await Promise.resolve();
    expect(host.hidden).toBe(true);
  });

  test('a photo let go is not followed, and its size is recorded anew once it is tracked again', async () => {
    const { entry, placer, sizes } = setup({ left: 0, top: 0, width: 300, height: 200 });
    placer.track(entry);
    await Promise.resolve();
    sizes.report(entry.photo, 300, 200);
    expect(entry.size).toEqual({ width: 300, height: 200 });
    placer.forget(entry);
    expect(sizes.targets).toEqual([]);
    expect(entry.size).toBeUndefined();
  });
});

describe('sized', () => {
  const entry = (over: Partial<PhotoEntry> = {}): PhotoEntry => ({ photo: {} as Element, url: '', small: false, hovered: false, focused: false, ...over });

  test('the first size only records, unless it changes whether the photo is too small', () => {
    const fresh = entry({ corner: 'tr' });
    expect(sized(fresh, { width: 300, height: 200 })).toBe(false);
    expect(fresh).toMatchObject({ size: { width: 300, height: 200 }, small: false, corner: 'tr' });
    const tiny = entry({ corner: 'tr' });
    expect(sized(tiny, { width: 60, height: 40 })).toBe(true);
    expect(tiny).toMatchObject({ small: true, corner: 'tr' });
  });

  test('the same size again is no news; a new one asks for a new corner', () => {
    const known = entry({ size: { width: 300, height: 200 }, corner: 'tr' });
    expect(sized(known, { width: 300, height: 200 })).toBe(false);
    expect(known.corner).toBe('tr');
    expect(sized(known, { width: 320, height: 200 })).toBe(true);
    expect(known).toMatchObject({ size: { width: 320, height: 200 }, corner: undefined });
  });
});
