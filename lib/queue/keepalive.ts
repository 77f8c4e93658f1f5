/**
 * Keeps the MV3 service worker from being stopped while jobs run: Chrome stops a worker after
 * 30 s without extension API activity, and a render can take 20 s plus upload and download.
 * An extension API call every 20 s resets that timer. Only while jobs run, so an idle Reimagine
 * costs nothing. Correctness never depends on it: a stopped worker's jobs become `interrupted`.
 */

/** Ping interval: under Chrome's 30 s idle timeout. */
export const KEEPALIVE_INTERVAL_MS = 20_000;

/** What the keep-alive needs. */
export interface KeepAliveDeps {
  /** A cheap extension API call (e.g. `runtime.getPlatformInfo`). */
  readonly ping: () => Promise<unknown>;
  readonly setInterval?: (handler: () => void, ms: number) => ReturnType<typeof setInterval>;
  readonly clearInterval?: (id: ReturnType<typeof setInterval>) => void;
  readonly intervalMs?: number;
}

/** Turns the pings on while `activeJobs > 0`. */
export interface KeepAlive {
  update(activeJobs: number): void;
  readonly active: boolean;
}

/** Creates a keep-alive. */
export function createKeepAlive(deps: KeepAliveDeps): KeepAlive {
  const set = deps.setInterval ?? ((handler: () => void, ms: number) => setInterval(handler, ms));
  const clear = deps.clearInterval ?? ((id: ReturnType<typeof setInterval>) => clearInterval(id));
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    update(activeJobs) {
      if (activeJobs > 0 && timer === undefined) {
        timer = set(() => {
          deps.ping().catch(() => undefined);
        }, deps.intervalMs ?? KEEPALIVE_INTERVAL_MS);
      } else if (activeJobs <= 0 && timer !== undefined) {
        clear(timer);
        timer = undefined;
      }
    },
    get active() {
      return timer !== undefined;
    },
  };
}
