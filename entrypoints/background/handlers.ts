import { browser } from 'wxt/browser';
import type { Handlers } from '../../lib/messaging/router';
import { openPanelFor } from './panel';

/** The background's answers to every message of the protocol. */
export function createHandlers(): Handlers {
  return {
    async ping() {
      return { version: browser.runtime.getManifest().version, browser: import.meta.env.BROWSER };
    },
    openPhoto(photo, context) {
      // openPanelFor calls sidePanel.open before its first await: the click's user gesture
      // only lasts for this synchronous turn of the message handler.
      return openPanelFor(photo, context.tabId);
    },
  };
}
