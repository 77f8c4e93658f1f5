/**
 * Runs `work` once the page is idle: after the frames due now (a new result's decode and paint
 * among them), at the latest after `timeoutMs`. Where `requestIdleCallback` is missing (jsdom),
 * on the next task. Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
