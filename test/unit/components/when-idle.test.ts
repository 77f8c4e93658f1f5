import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenIdle } from '../../../components/shared/when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('runs the work when the browser reports idle, with the timeout given, and not before', () => {
    let idle: (() => void) | undefined;
    const request = vi.fn((callback: () => void, _options: { timeout: number }) => ((idle = callback), 7));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const work = vi.fn();
    whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 500 });
    idle?.();
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('cancelling before idle cancels the idle callback', () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 7));
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    whenIdle(() => undefined)();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  test('without requestIdleCallback (jsdom) the work runs on the next task, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    const kept = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(work);
    cancel();
    expect(kept).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(work).not.toHaveBeenCalled();
  });
});
