/**
 * Work done in slices: a page adding 2,000 cards must not see its main thread blocked by the
 * extension, so queued work runs a bounded time per task and yields to the page between tasks.
 * Pure scheduling helpers, shared by the photo watcher and anything else that queues per-photo
 * work.
 */

/**
 * Units of work a slice always does before it looks at the clock: reading the clock per element
 * would cost as much as some elements, and a small page (a test fixture, a detail page) is then
 * done in one slice whatever the machine's load.
 */
export const MIN_PER_SLICE = 64;

/** A slice's clock: how long it may still run. */
export interface SliceClock {
  /** Counts one unit of work; true once the slice has used its budget (and done its minimum). */
  spent(): boolean;
}

/** A clock for one slice of `budgetMs` (Infinity: never spent, the whole queue at once). */
export function sliceClock(budgetMs: number, now: () => number = () => performance.now()): SliceClock {
  if (budgetMs === Infinity) return { spent: () => false };
  const deadline = now() + budgetMs;
  let done = 0;
  return { spent: () => ++done >= MIN_PER_SLICE && now() >= deadline };
}

/** The task-posting part of the Prioritized Task Scheduling API (Chrome 94+, Firefox 142+). */
interface PostTask {
  postTask(run: () => void, options: { priority: 'user-visible' | 'background' }): Promise<unknown>;
}

/**
 * Runs `run` in a task of its own, soon: after the page's current task and its rendering update
 * if one is due, so a slice is never part of the page's own (possibly long) task and never
 * delays a frame by more than its budget. `scheduler.postTask` where the browser has it (no
 * nested-timer clamping), else a zero timeout.
 */
export function nextTask(view: (Window & typeof globalThis) | null): (run: () => void) => void {
  const scheduler = (view as { scheduler?: Partial<PostTask> } | null)?.scheduler;
  if (scheduler && typeof scheduler.postTask === 'function') {
    const post = scheduler.postTask.bind(scheduler);
    return (run) => {
      post(run, { priority: 'user-visible' }).catch(() => undefined);
    };
  }
  return (run) => {
    setTimeout(run, 0);
  };
}
