import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf, ResponseOf, Failure } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import type { BackgroundContext } from '../../../entrypoints/background/context';
import type { EventBody } from '../../../entrypoints/background/events';
import { createHandlers } from '../../../entrypoints/background/handlers';
import { keepWithoutGesture, openPanelFor } from '../../../entrypoints/background/panel';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import type { PickedPhoto } from '../../../lib/listing';

/** The senders the picks tests use: the side panel, and a listing tab's content script. */
export const PANEL = { id: 'ext', url: 'moz-extension://ext/sidepanel.html' };
export const tab = (id: number) => ({ id: 'ext', url: `https://www.zillow.com/homedetails/${id}`, tab: { id, url: `https://www.zillow.com/homedetails/${id}` } });

/** A message sent through the real router, as `sender`. */
export type Send = <N extends MessageName>(name: N, payload: RequestOf<N>) => Promise<{ ok: true; data: ResponseOf<N> } | Failure>;

/** The real background's photo handlers as Firefox runs them, with the browser's calls replaced. */
export interface FirefoxPicks {
  /** A client sending as `sender`. */
  client(sender: object): Send;
  /** Whether the next `openPhoto` comes with a user gesture (a context-menu click does; Firefox's button never). */
  gesture: boolean;
}

/**
 * The sidebar is open; it opens itself only for a gesture (Firefox refuses `sidebarAction.open`
 * outside a user input handler, and never treats a content script's message as one). Pushed
 * events go to `push`. The services (`ready`) never come up: the photo handlers do not need them.
 */
export function firefoxPicks(push: (event: EventBody) => void): FirefoxPicks {
  const picks: FirefoxPicks = {
    gesture: false,
    client(sender) {
      const openPanel = (photo: PickedPhoto, tabId: number | undefined, options: Parameters<typeof openPanelFor>[2] = {}) =>
        openPanelFor(photo, tabId, {
          ...options,
          open: () => (picks.gesture ? Promise.resolve() : Promise.reject(new Error('sidebarAction.open may only be called from a user input handler'))),
          withoutGesture: (p, t, now) => keepWithoutGesture(p, t, now, async () => true),
        });
      const handlers = createHandlers({
        ready: new Promise<BackgroundContext>(() => undefined),
        events: { toPages: push, toTab: () => undefined },
        sites: {} as SiteRegistrar,
        openPanel,
      });
      const router = createRouter(handlers, { id: 'ext', origin: 'moz-extension://ext' });
      return (name, payload) => sendMessage((envelope) => Promise.resolve(router(envelope, sender)), name, payload);
    },
  };
  return picks;
}
