import { browser } from 'wxt/browser';
import type { Handlers } from '../../lib/messaging/router';

/** The background's answers to every message of the protocol. */
export function createHandlers(): Handlers {
  return {
    async ping() {
      return { version: browser.runtime.getManifest().version, browser: import.meta.env.BROWSER };
    },
  };
}
