import { PROBE_CHANNEL } from '../protocol-names';

/**
 * "Does the listing script run in this tab?" The background asks the tab's top frame with
 * `tabs.sendMessage` (only Reimagine itself can send there; a web page can neither send nor
 * answer it), and a running listing script answers. No answer (no receiver, or none in time)
 * means it does not run there: the side panel then offers "Enable Reimagine on this site".
 * Zod-free and DOM-free: the content script and the background both import it.
 */

/** The probe the background sends. */
export const LISTING_PROBE = { channel: PROBE_CHANNEL, type: 'listingScript' } as const;

/** What a running listing script answers. */
export const LISTING_PROBE_ANSWER = { running: true } as const;

/** True for the background's probe (and nothing else the tab may receive). */
export function isListingProbe(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const probe = message as { channel?: unknown; type?: unknown };
  return probe.channel === LISTING_PROBE.channel && probe.type === LISTING_PROBE.type;
}

/** True for a running listing script's answer. */
export function isProbeAnswer(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && (reply as { running?: unknown }).running === true;
}
