import { browser } from 'wxt/browser';
import { isListingProbe, LISTING_PROBE_ANSWER } from '../../lib/sites/script-probe';

/**
 * Answers the background's "is the listing script running here?" probe, so the side panel shows
 * "Enable Reimagine on this site" only where the script really is not running. Every other message
 * is left to the other listeners (no answer from here). Stops when the script's context ends.
 */
export function answerProbes(signal: AbortSignal): void {
  const onMessage = (message: unknown) => (!signal.aborted && isListingProbe(message) ? Promise.resolve(LISTING_PROBE_ANSWER) : undefined);
  browser.runtime.onMessage.addListener(onMessage);
  signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), { once: true });
}
