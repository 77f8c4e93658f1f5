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

/**
 * Units of work between two looks at the clock once the minimum is done: reading it is a call
 * into the browser, a good part of a photo's own cost.
 */
const PER_CLOCK_READ = 8;

/** A clock for one slice of `budgetMs` (Infinity: never spent, the whole queue at once). */
export function sliceClock(budgetMs: number, now: () => number = () => performance.now()): SliceClock {
  if (budgetMs === Infinity) return { spent: () => false };
  const deadline = now() + budgetMs;
  let done = 0;
  return { spent: () => ++done >= MIN_PER_SLICE && done % PER_CLOCK_READ === 0 && now() >= deadline };
}

/** How long a batch waits for a frame at most: a tab may stop drawing (hidden, behind another) after asking for one. */
export const FRAME_WAIT_MS = 100;

/**
 * Runs `run` at the start of the next frame, before the browser lays the page out: what a slice
 * marks is then laid out and checked against the viewport in that same frame, so a photo's
 * button can follow within one frame instead of two. A slice's budget keeps the frame short. A
 * tab that draws no frames (hidden) still gets its batch, after FRAME_WAIT_MS.
 */
export function nextFrame(doc: Document): (run: () => void) => void {
  const view = doc.defaultView;
  return (run) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      run();
    };
    const timer = setTimeout(once, FRAME_WAIT_MS);
    if (view && typeof view.requestAnimationFrame === 'function' && doc.visibilityState === 'visible') view.requestAnimationFrame(once);
  };
}

/**
 * Runs `run` in a task of its own after the next frame: the page's first paint is not delayed by
 * it, and the page's geometry it reads was just laid out. A content script's start: run in the
 * task that loaded the script, finding the page's first photos and building their buttons made
 * one task of 60 ms on the bench's page (a long task, blocking the user's input).
 */
export function afterFrame(doc: Document): (run: () => void) => void {
  const frame = nextFrame(doc);
  return (run) => frame(() => setTimeout(run, 0));
}
