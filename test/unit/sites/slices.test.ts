import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FRAME_WAIT_MS, afterFrame, nextFrame, sliceClock, MIN_PER_SLICE } from '../../../lib/sites/slices';

afterEach(() => vi.useRealTimers());

/** A visible page whose frames the test draws: `frame()` runs the callbacks asked for so far. */
function page(visible = true) {
  const dom = new JSDOM('<!doctype html><body></body>', { pretendToBeVisual: visible });
  const asked: FrameRequestCallback[] = [];
  dom.window.requestAnimationFrame = (callback: FrameRequestCallback) => asked.push(callback);
  return { doc: dom.window.document, frame: () => asked.splice(0).forEach((callback) => callback(0)) };
}

describe('nextFrame', () => {
  test('runs in the next frame, once, even when the wait for a frame runs out after it', () => {
    vi.useFakeTimers();
    const { doc, frame } = page();
    const run = vi.fn();
    nextFrame(doc)(run);
    expect(run).not.toHaveBeenCalled();
    frame();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FRAME_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a tab that draws no frame still runs it, after FRAME_WAIT_MS', () => {
    vi.useFakeTimers();
    const { doc } = page(false);
    const run = vi.fn();
    nextFrame(doc)(run);
    vi.advanceTimersByTime(FRAME_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('afterFrame', () => {
  test('runs in a task of its own after the frame, not inside it', () => {
    vi.useFakeTimers();
    const { doc, frame } = page();
    const run = vi.fn();
    afterFrame(doc)(run);
    frame();
    // The frame's callbacks are done and the frame goes on to its layout and paint: not yet.
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FRAME_WAIT_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('a tab that draws no frame still runs it', () => {
    vi.useFakeTimers();
    const { doc } = page(false);
    const run = vi.fn();
    afterFrame(doc)(run);
    vi.advanceTimersByTime(FRAME_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
    // The task posted once the wait ran out (fake timers put a task posted during a tick 1 ms on).
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('sliceClock', () => {
  test('does its minimum whatever the time, then stops once the budget is spent', () => {
    let now = 0;
    const clock = sliceClock(8, () => now);
    now = 100;
    const spentAt = Array.from({ length: MIN_PER_SLICE + 16 }, () => clock.spent()).indexOf(true);
    expect(spentAt).toBeGreaterThanOrEqual(MIN_PER_SLICE - 1);
    expect(spentAt).toBeLessThan(MIN_PER_SLICE + 8);
  });

  test('with time left, is not spent; without a budget, never', () => {
    const clock = sliceClock(8, () => 0);
    expect(Array.from({ length: 500 }, () => clock.spent()).some(Boolean)).toBe(false);
    const endless = sliceClock(Infinity);
    expect(Array.from({ length: 500 }, () => endless.spent()).some(Boolean)).toBe(false);
  });
});
