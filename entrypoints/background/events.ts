import { browser } from 'wxt/browser';
import type { BackgroundEvent } from '../../lib/messaging/protocol';
import { EVENT_CHANNEL } from '../../lib/protocol-names';

/** An event without its channel (added here, so no sender can get it wrong). */
export type EventBody = BackgroundEvent extends infer E ? (E extends { channel: string } ? Omit<E, 'channel'> : never) : never;

/** Where the background pushes events. */
export interface EventSink {
  /** To every open extension page (side panel, options). */
  toPages(event: EventBody): void;
  /** To the content script of one tab. */
  toTab(tabId: number, event: EventBody): void;
}

function withChannel(event: EventBody): BackgroundEvent {
  return { channel: EVENT_CHANNEL, ...event } as BackgroundEvent;
}

/**
 * Events over runtime/tabs messaging. Nobody listening is normal (no panel open, a tab without
 * our content script, a closed tab): those rejections are ignored, never logged as errors.
 */
export function browserEventSink(): EventSink {
  return {
    toPages(event) {
      browser.runtime.sendMessage(withChannel(event)).catch(() => undefined);
    },
    toTab(tabId, event) {
      browser.tabs.sendMessage(tabId, withChannel(event)).catch(() => undefined);
    },
  };
}
