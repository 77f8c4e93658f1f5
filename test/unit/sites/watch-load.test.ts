import { JSDOM } from 'jsdom';
import { describe, expect, test, vi } from 'vitest';
import { whenLoaded } from '../../../lib/sites/watch-load';

function images() {
  const dom = new JSDOM('<!doctype html><body><img id="loading" src="https://photos.example/a.jpg"><img id="loaded" src="https://photos.example/b.jpg"><div id="box"></div></body>');
  const doc = dom.window.document;
  const loaded = doc.getElementById('loaded') as HTMLImageElement;
  Object.defineProperty(loaded, 'complete', { value: true });
  Object.defineProperty(loaded, 'naturalWidth', { value: 1600 });
  return { dom, loading: doc.getElementById('loading') as HTMLImageElement, loaded, box: doc.getElementById('box') as HTMLElement };
}

describe('whenLoaded', () => {
  test('an image not loaded yet is told once, at its load; evaluated again before, it still gets one listener', () => {
    const { dom, loading } = images();
    const waiting = new WeakSet<Element>();
    const told = vi.fn();
    const listen = vi.spyOn(loading, 'addEventListener');
    whenLoaded(loading, waiting, new AbortController().signal, told);
    whenLoaded(loading, waiting, new AbortController().signal, told);
    expect(listen).toHaveBeenCalledTimes(1);
    loading.dispatchEvent(new dom.window.Event('load'));
    loading.dispatchEvent(new dom.window.Event('load'));
    expect(told.mock.calls).toEqual([[loading]]);
    // Evaluated again after a new source, it waits for that one's load.
    whenLoaded(loading, waiting, new AbortController().signal, told);
    loading.dispatchEvent(new dom.window.Event('load'));
    expect(told).toHaveBeenCalledTimes(2);
  });

  test('an image already loaded, or an element that is no image, gets no listener', () => {
    const { loaded, box } = images();
    const listens = [vi.spyOn(loaded, 'addEventListener'), vi.spyOn(box, 'addEventListener')];
    whenLoaded(loaded, new WeakSet(), new AbortController().signal, vi.fn());
    whenLoaded(box, new WeakSet(), new AbortController().signal, vi.fn());
    for (const listen of listens) expect(listen).not.toHaveBeenCalled();
  });

  test('once the watcher stopped, a load tells nothing', () => {
    const { dom, loading } = images();
    const stop = new AbortController();
    const told = vi.fn();
    whenLoaded(loading, new WeakSet(), stop.signal, told);
    stop.abort();
    loading.dispatchEvent(new dom.window.Event('load'));
    expect(told).not.toHaveBeenCalled();
  });
});
