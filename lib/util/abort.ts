/**
 * Cancellation helpers shared by the API client and the job queue: one signal from several, a
 * signal with a deadline, and a sleep that ends when its signal aborts. `AbortSignal.any` and
 * `AbortSignal.timeout` are missing from some browsers and Node releases we still support, and
 * neither can be detached from a long-lived caller signal, hence these small versions.
 */

/** A signal plus the function that detaches it from its sources (and clears its timer, if any). */
export interface CombinedSignal {
  readonly signal: AbortSignal;
  readonly dispose: () => void;
}

/** A combined signal with a deadline. */
export interface DeadlineSignal extends CombinedSignal {
  /** True once the deadline (rather than the caller's signal) has aborted the signal. */
  readonly timedOut: () => boolean;
}

/** Longest delay `setTimeout` honours: above 2^31 - 1 ms it overflows and fires at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * One signal that aborts when any of `signals` does, with that signal's reason. `dispose` removes
 * the listeners, so a long-lived caller signal doesn't accumulate one per call.
 */
export function combineSignals(signals: readonly (AbortSignal | undefined)[]): CombinedSignal {
  const controller = new AbortController();
  const cleanups: (() => void)[] = [];
  for (const source of signals) {
    if (source === undefined) continue;
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    const onAbort = (): void => controller.abort(source.reason);
    source.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => source.removeEventListener('abort', onAbort));
  }
  return {
    signal: controller.signal,
    dispose: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}

/** The reason a deadline aborts with: a `TimeoutError`, as `AbortSignal.timeout` uses. */
export function timeoutReason(ms: number): DOMException {
  return new DOMException(`The operation timed out after ${ms} ms.`, 'TimeoutError');
}

/** True for the reason `withDeadline` (or `AbortSignal.timeout`) aborts with. */
export function isTimeoutReason(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
}

/**
 * A signal that aborts when the caller's `signal` does (with its reason) or after `ms`
 * milliseconds (with a `TimeoutError` reason). A non-finite `ms` (`Infinity`, NaN) sets no
 * deadline; a negative one fires at once. Call `dispose` when the work ends: it clears the timer
 * and detaches from the caller's signal.
 */
export function withDeadline(ms: number, signal?: AbortSignal): DeadlineSignal {
  const deadline = new AbortController();
  const timer = Number.isFinite(ms) ? setTimeout(() => deadline.abort(timeoutReason(ms)), Math.min(Math.max(0, ms), MAX_TIMER_MS)) : undefined;
  const combined = combineSignals([signal, deadline.signal]);
  return {
    signal: combined.signal,
    timedOut: () => deadline.signal.aborted,
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      combined.dispose();
    },
  };
}

/** Waits `ms` on `setTimeout`; rejects with the signal's reason as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.min(Math.max(0, ms), MAX_TIMER_MS));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Settles with `promise`, or rejects with the signal's reason as soon as `signal` aborts. A fetch
 * implementation may ignore its signal (or a body read may hang), and a deadline must still hold.
 * A promise that loses the race has its later rejection silenced.
 */
export function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(signal.reason as unknown);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      promise.catch(() => undefined);
      reject(signal.reason as unknown);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
