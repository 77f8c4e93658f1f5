import { afterEach, describe, expect, it, vi } from 'vitest';
import { combineSignals, isTimeoutReason, MAX_TIMER_MS, raceSignal, sleep, timeoutReason, withDeadline } from '../../../lib/util/abort';

afterEach(() => {
  vi.useRealTimers();
});

describe('combineSignals', () => {
  it('aborts with the reason of whichever source aborts, skipping undefined sources', () => {
    const a = new AbortController();
    const b = new AbortController();
    const combined = combineSignals([a.signal, undefined, b.signal]);
    expect(combined.signal.aborted).toBe(false);
    b.abort('why');
    expect(combined.signal.aborted).toBe(true);
    expect(combined.signal.reason).toBe('why');
  });

  it('is aborted at once when a source already is', () => {
    const a = new AbortController();
    a.abort('early');
    const combined = combineSignals([undefined, a.signal]);
    expect(combined.signal.aborted).toBe(true);
    expect(combined.signal.reason).toBe('early');
  });

  it('stops following its sources after dispose', () => {
    const a = new AbortController();
    const combined = combineSignals([a.signal]);
    combined.dispose();
    a.abort();
    expect(combined.signal.aborted).toBe(false);
  });

  it('never aborts without sources', () => {
    expect(combineSignals([]).signal.aborted).toBe(false);
  });
});

describe('withDeadline', () => {
  it('aborts with a TimeoutError after the deadline', async () => {
    vi.useFakeTimers();
    const deadline = withDeadline(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(true);
    expect(isTimeoutReason(deadline.signal.reason)).toBe(true);
    deadline.dispose();
  });

  it("follows the caller's signal with the caller's reason, and that is not a timeout", () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const deadline = withDeadline(1_000, caller.signal);
    caller.abort('user cancelled');
    expect(deadline.signal.reason).toBe('user cancelled');
    expect(deadline.timedOut()).toBe(false);
    expect(isTimeoutReason(deadline.signal.reason)).toBe(false);
    deadline.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is aborted at once when the caller already aborted', () => {
    const caller = new AbortController();
    caller.abort('gone');
    const deadline = withDeadline(1_000, caller.signal);
    expect(deadline.signal.reason).toBe('gone');
    deadline.dispose();
  });

  it('sets no timer for an infinite or NaN deadline', () => {
    vi.useFakeTimers();
    const endless = withDeadline(Infinity);
    const unset = withDeadline(Number.NaN);
    expect(vi.getTimerCount()).toBe(0);
    expect(endless.signal.aborted || unset.signal.aborted).toBe(false);
  });

  it('caps huge deadlines so setTimeout does not overflow and fire at once', async () => {
    vi.useFakeTimers();
    const deadline = withDeadline(MAX_TIMER_MS * 4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deadline.signal.aborted).toBe(false);
    deadline.dispose();
  });

  it('clears its timer and detaches on dispose', async () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const deadline = withDeadline(1_000, caller.signal);
    deadline.dispose();
    expect(vi.getTimerCount()).toBe(0);
    caller.abort();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(deadline.signal.aborted).toBe(false);
  });
});

describe('timeoutReason', () => {
  it('is a TimeoutError naming the delay', () => {
    const reason = timeoutReason(250);
    expect(reason.name).toBe('TimeoutError');
    expect(reason.message).toContain('250');
    expect(isTimeoutReason(reason)).toBe(true);
    expect(isTimeoutReason(new Error('x'))).toBe(false);
    expect(isTimeoutReason(undefined)).toBe(false);
  });
});

describe('sleep', () => {
  it('waits, and abort ends it early with the reason', async () => {
    vi.useFakeTimers();
    let done = false;
    const sleeping = sleep(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(done).toBe(true);
    const controller = new AbortController();
    const aborted = sleep(1_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(aborted).rejects.toThrow('stop');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('already'));
    await expect(sleep(10, controller.signal)).rejects.toThrow('already');
  });
});

describe('raceSignal', () => {
  it('settles with the promise while the signal stays quiet', async () => {
    const controller = new AbortController();
    await expect(raceSignal(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    await expect(raceSignal(Promise.reject(new Error('boom')), controller.signal)).rejects.toThrow('boom');
  });

  it('rejects with the reason as soon as the signal aborts, even if the promise never settles', async () => {
    const controller = new AbortController();
    const racing = raceSignal(new Promise<never>(() => undefined), controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(racing).rejects.toThrow('cancelled');
  });

  it('rejects at once on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('already'));
    await expect(raceSignal(Promise.resolve(1), controller.signal)).rejects.toThrow('already');
  });
});
