import { browser } from 'wxt/browser';
import type { Envelope } from '../../lib/messaging/protocol';
import { CHANNEL, CONTENT_MESSAGE, EVENT_CHANNEL, EVENT_TYPE, PHOTO_STATES } from '../../lib/protocol-names';
import type { PhotoState } from '../../lib/queue/photo-states';
import { applyPhotoStates } from './photo-state';

const STATE_VALUES = new Set<string>(PHOTO_STATES);

/** The most URLs one `getPhotoStates` asks for (the protocol's cap); more wait for the next ask. */
const ASK_LIMIT = 500;

/**
 * Keeps the buttons' badges in step with the background: asks for the states of the page's
 * photos as they are found (a page reloaded while a render runs shows it; a photo found later,
 * scrolled to on a long list, shows its finished render), then applies every `photoStates` event
 * the background pushes to this tab. Photos found within `delayMs` of each other go in one ask,
 * and each photo is asked for once. Checked by hand against the protocol's names
 * (lib/protocol-names.ts) rather than with its zod schemas, which would triple the content
 * script's size; anything malformed is dropped.
 */
export function syncPhotoStates(signal: AbortSignal, delayMs = 1200): { found(url: string): void } {
  const onMessage = (message: unknown) => {
    if (signal.aborted) return;
    const states = photoStatesEvent(message);
    if (states) applyPhotoStates(states);
  };
  browser.runtime.onMessage.addListener(onMessage);
  signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), { once: true });

  const asked = new Set<string>();
  const fresh = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = () => {
    const urls = [...fresh].slice(0, ASK_LIMIT);
    for (const url of urls) fresh.delete(url);
    timer = fresh.size > 0 ? setTimeout(ask, delayMs) : undefined;
    if (signal.aborted) return;
    const envelope: Envelope = { channel: CHANNEL, name: CONTENT_MESSAGE.getPhotoStates, payload: { urls } };
    browser.runtime.sendMessage(envelope).then(
      (reply: unknown) => {
        const states = (reply as { ok?: unknown; data?: { states?: unknown } } | undefined)?.ok === true ? validStates((reply as { data: { states?: unknown } }).data.states) : undefined;
        if (states && !signal.aborted) applyPhotoStates(states);
      },
      () => undefined, // No background (extension updating): badges stay idle.
    );
  };
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return {
    found: (url) => {
      if (asked.has(url)) return;
      asked.add(url);
      fresh.add(url);
      timer ??= setTimeout(ask, delayMs);
    },
  };
}

/** The states of a `photoStates` event, or undefined for any other message. */
export function photoStatesEvent(message: unknown): PhotoState[] | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const event = message as { channel?: unknown; type?: unknown; states?: unknown };
  if (event.channel !== EVENT_CHANNEL || event.type !== EVENT_TYPE.photoStates) return undefined;
  return validStates(event.states);
}

function validStates(value: unknown): PhotoState[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const states: PhotoState[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const s = item as Record<string, unknown>;
    if (typeof s.url !== 'string' || typeof s.state !== 'string' || !STATE_VALUES.has(s.state)) continue;
    states.push({
      url: s.url,
      state: s.state as PhotoState['state'],
      ...(typeof s.startedAt === 'number' ? { startedAt: s.startedAt } : {}),
      ...(typeof s.jobId === 'string' ? { jobId: s.jobId } : {}),
    });
  }
  return states;
}
