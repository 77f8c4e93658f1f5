import { defineBackground } from 'wxt/utils/define-background';
import { browser } from 'wxt/browser';
import { seedDemoConnection } from '../../lib/storage/key-custody';
import { createRouter } from '../../lib/messaging/router';
import { removeLegacyItems } from '../../lib/storage/storage';
import { createCanvasResizer } from '../../lib/images/resize';
import { createHandlers } from './handlers';
import { setJobBadge, wireActionButton } from './action';
import { createBackgroundContext } from './context';
import { browserSiteMenuDeps, wireContextMenu } from './context-menu';
import { browserEventSink } from './events';
import { openPanelFor, pickedPhotoEvent } from './panel';
import { browserSiteRegistrar, reconcileSites } from './sites';

export default defineBackground({
  type: 'module',
  main() {
    // Every listener is registered synchronously here: an MV3 worker woken by an event must find
    // its listener on the first turn. The services (database, queue recovery) come up in the
    // background and the handlers wait for them.
    wireActionButton();
    const events = browserEventSink();
    const sites = browserSiteRegistrar();
    const ready = createBackgroundContext({
      events,
      resizer: createCanvasResizer(),
      setBadge: setJobBadge,
      keepAlivePing: () => browser.runtime.getPlatformInfo(),
    });
    // Marked handled here: every handler awaits `ready`, so a failed start surfaces in its reply.
    ready.catch(() => undefined);
    // Older versions kept the plan where content scripts can read it.
    void removeLegacyItems().catch(() => undefined);

    const router = createRouter(createHandlers({ ready, events, sites }), { id: browser.runtime.id, origin: browser.runtime.getURL('/').replace(/\/$/, '') });
    browser.runtime.onMessage.addListener((message, sender) => router(message, sender));

    wireContextMenu((photo, tabId) => {
      void openPanelFor(photo, tabId).then((result) => {
        const event = pickedPhotoEvent(result, photo);
        if (event) events.toPages(event);
      });
    }, browserSiteMenuDeps(sites, async () => (await (await ready).keys.connection()).apiBase));

    browser.runtime.onInstalled.addListener(({ reason }) => {
      if (reason !== 'install') return;
      // The demo build (npm run demo) comes ready for the local emulator and its public dev key,
      // bound to the emulator's base like a key the user typed for it; real builds never carry a key.
      if (import.meta.env.MODE === 'demo') void ready.then((c) => seedDemoConnection(c.keys));
      void browser.tabs.create({ url: browser.runtime.getURL('/onboarding.html') });
    });

    void reconcileSites(sites).catch(() => undefined);
    browser.permissions.onRemoved.addListener(() => {
      void reconcileSites(sites).catch(() => undefined);
    });
  },
});
