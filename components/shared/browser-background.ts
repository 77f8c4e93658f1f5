import { browser } from 'wxt/browser';
import { sendMessage } from '../../lib/messaging/client';
import { BackgroundEvent, type Envelope } from '../../lib/messaging/protocol';
import { senderRole, type SenderInfo } from '../../lib/messaging/router';
import { loadUiValue, openUiStore, saveUiValue } from '../../lib/storage/ui-store';
import type { Background, Call } from './background';

/**
 * The real `Background` of an extension page: runtime messaging to the service worker, and the
 * pages' own IndexedDB database for the panel's state (`lib/storage/ui-store.ts`). The
 * background's database (jobs, history, result copies, the key) is never opened here: pages ask
 * the background (`getResultCopy`, `getHistory`...), whose router checks who asks.
 */
export function createBrowserBackground(): Background {
  const send = (envelope: Envelope) => browser.runtime.sendMessage(envelope);
  const call: Call = (name, payload) => sendMessage(send, name, payload);
  // One connection to the page's own database for its lifetime.
  let ui: Promise<IDBDatabase> | undefined;

  return {
    call,
    subscribe(listener) {
      const self = { id: browser.runtime.id, origin: browser.runtime.getURL('/').replace(/\/$/, '') };
      const onMessage = (message: unknown, sender: SenderInfo) => {
        // Only Reimagine's own background (or pages) may push: a content script's runtime
        // messages reach extension pages too, and must not fake photos, credits or jobs.
        if (senderRole(sender, self.id, self.origin) !== 'extension') return undefined;
        const event = BackgroundEvent.safeParse(message);
        if (event.success) listener(event.data);
        // Never answer: these are notifications, and answering would steal other listeners' replies.
        return undefined;
      };
      browser.runtime.onMessage.addListener(onMessage);
      return () => browser.runtime.onMessage.removeListener(onMessage);
    },
    openOptions(section) {
      // The options page opens inside the browser's extensions page, which has no address to
      // scroll: a section gets the page in its own tab, where `#section` takes it there.
      if (section) void browser.tabs.create({ url: browser.runtime.getURL(`/options.html#${section}`) });
      else void browser.runtime.openOptionsPage();
    },
    requestHostPermission(origins) {
      // Called synchronously: the click's user gesture must still be active.
      return browser.permissions.request({ origins }).catch(() => false);
    },
    watchActiveTab(listener) {
      let latest = 0;
      const read = () => {
        // Answers may arrive out of order (several events at once): only the newest read counts.
        const mine = ++latest;
        void browser.tabs
          .query({ active: true, currentWindow: true })
          .then(([tab]) => (tab?.id !== undefined ? { id: tab.id, ...(tab.url ? { url: tab.url } : {}) } : null))
          .catch(() => null)
          .then((tab) => {
            if (mine === latest) listener(tab);
          });
      };
      const onUpdated = (_tabId: number, change: { url?: string; status?: string }, tab: { active?: boolean }) => {
        if (tab.active && (change.url !== undefined || change.status === 'complete')) read();
      };
      browser.tabs.onActivated.addListener(read);
      browser.tabs.onUpdated.addListener(onUpdated);
      // A granted (or removed) permission reveals (or hides) the tab's URL.
      browser.permissions.onAdded.addListener(read);
      browser.permissions.onRemoved.addListener(read);
      read();
      return () => {
        latest = -1;
        browser.tabs.onActivated.removeListener(read);
        browser.tabs.onUpdated.removeListener(onUpdated);
        browser.permissions.onAdded.removeListener(read);
        browser.permissions.onRemoved.removeListener(read);
      };
    },
    // The panel's restorable state lives in the extension origin's IndexedDB, out of content scripts' reach.
    load: async (key) => loadUiValue(await (ui ??= openUiStore()), key),
    save: async (key, value) => saveUiValue(await (ui ??= openUiStore()), key, value),
  };
}
