import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startListingScript } from '../../../entrypoints/listing.content/start';
import { FRAME_WAIT_MS } from '../../../lib/sites/slices';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A visible listing page as the content script's globals; `frame()` draws a frame. */
function listingPage() {
  const dom = new JSDOM('<!doctype html><body></body>', { url: 'https://www.zillow.com/homedetails/1-Main-St/1_zpid/', pretendToBeVisual: true });
  const asked: FrameRequestCallback[] = [];
  dom.window.requestAnimationFrame = (callback: FrameRequestCallback) => asked.push(callback);
  vi.stubGlobal('window', dom.window);
  vi.stubGlobal('document', dom.window.document);
  return { frame: () => asked.splice(0).forEach((callback) => callback(0)) };
}

describe('startListingScript', () => {
  test('looks at the page in a task of its own after the next frame, not in the task that loaded it', () => {
    vi.useFakeTimers();
    const { frame } = listingPage();
    const adapterFor = vi.fn(() => undefined);
    const stop = new AbortController();
    startListingScript(stop.signal, adapterFor);
    expect(adapterFor).not.toHaveBeenCalled();
    frame();
    expect(adapterFor).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(adapterFor).toHaveBeenCalledTimes(1);
    expect(adapterFor).toHaveBeenCalledWith('https://www.zillow.com/homedetails/1-Main-St/1_zpid/');
    vi.advanceTimersByTime(FRAME_WAIT_MS * 2);
    expect(adapterFor).toHaveBeenCalledTimes(1);
    stop.abort();
  });

  test('a script stopped before then (the extension reloaded) looks at nothing', () => {
    vi.useFakeTimers();
    const { frame } = listingPage();
    const adapterFor = vi.fn(() => undefined);
    const stop = new AbortController();
    startListingScript(stop.signal, adapterFor);
    stop.abort();
    frame();
    vi.advanceTimersByTime(FRAME_WAIT_MS * 2);
    expect(adapterFor).not.toHaveBeenCalled();
  });
});
