import { browser } from 'wxt/browser';
import { isListingProbe, LISTING_PROBE_ANSWER } from '../../lib/sites/script-probe';

/**
 * Answers the background's "is the listing script running here?" probe, so the side panel shows
 * "Enable Reimagine on this site" only where the script really is not running. Every other message
 * is left to the other listeners (no answer from here). Stops when the script's context ends.
 * Content scripts use the browser's own API (no polyfill, wxt.config.ts): the answer goes through
 * `sendResponse` at once, which every browser takes, and is also returned as a promise, the way
 * Firefox's `browser` and newer Chromes take it (the first answer wins).
 */
export function answerProbes(signal: AbortSignal): void {
  const onMessage = (message: unknown, _sender: unknown, sendResponse?: (answer: unknown) => void) => {
    if (signal.aborted || !isListingProbe(message)) return undefined;
    sendResponse?.(LISTING_PROBE_ANSWER);
    return Promise.resolve(LISTING_PROBE_ANSWER);
  };
  browser.runtime.onMessage.addListener(onMessage);
  signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), { once: true });
}
