import { browser } from 'wxt/browser';
import type { Envelope } from '../../lib/messaging/protocol';
import type { PickedPhoto } from '../../lib/listing';
import { CHANNEL, CONTENT_MESSAGE } from '../../lib/protocol-names';

/**
 * Sends `openPhoto` to the background, by the protocol's names (lib/protocol-names.ts) without
 * its schemas: importing zod would triple the content script (48 KB instead of ~15 KB gzipped)
 * on every listing page, and the background validates the request with the protocol's schema
 * anyway.
 * Called synchronously from the click handler: the message must leave within the user gesture,
 * because the background opens the side panel on it.
 */
export function sendOpenPhoto(photo: PickedPhoto): void {
  const envelope: Envelope = { channel: CHANNEL, name: CONTENT_MESSAGE.openPhoto, payload: photo };
  browser.runtime.sendMessage(envelope).then(
    (reply: unknown) => {
      if (!isOk(reply)) console.warn('Reimagine could not open the photo:', failureMessage(reply));
    },
    (error: unknown) => console.warn('Reimagine could not reach its background:', error),
  );
}

function isOk(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && (reply as { ok?: unknown }).ok === true;
}

function failureMessage(reply: unknown): string {
  const message = typeof reply === 'object' && reply !== null ? (reply as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : 'no answer';
}

/**
 * Tells the background this page's built-in rules marked none of its photos: it counts the page's
 * large site photos and, if the page has them, runs the generic finder in the tab (issue #31).
 * Resolves true when it did.
 */
export function sendRulesMissed(site: string): Promise<boolean> {
  const envelope: Envelope = { channel: CHANNEL, name: CONTENT_MESSAGE.rulesMissed, payload: { site } };
  return browser.runtime.sendMessage(envelope).then(
    (reply: unknown) => isOk(reply) && (reply as { data?: { fallback?: unknown } }).data?.fallback === true,
    () => false,
  );
}
