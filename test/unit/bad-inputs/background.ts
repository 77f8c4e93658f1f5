import { IDBFactory } from 'fake-indexeddb';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import type { Failure, Reply } from '../../../lib/messaging/protocol';
import { createRouter, type SenderInfo } from '../../../lib/messaging/router';
import type { PickedPhoto } from '../../../lib/listing';
import { createBackgroundContext, type BackgroundContext } from '../../../entrypoints/background/context';
import type { EventBody, EventSink } from '../../../entrypoints/background/events';
import { createHandlers } from '../../../entrypoints/background/handlers';
import { openPanelFor } from '../../../entrypoints/background/panel';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { fakeApi, type FakeApi, type FakeMethod } from '../queue/fakes';
import { CHANNEL } from '../../../lib/protocol-names';

/**
 * The real background (context, handlers, router) over fakes for what lies outside it: the
 * browser (`fakeBrowser`), IndexedDB (fake-indexeddb), the network (`fetch`) and the API client
 * (`fakeApi`, which records every call). Messages go to the router RAW, as another context would
 * send them: the typed client's own checks are bypassed, so every row meets the background's
 * defences and nothing else.
 */

export const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
/** The side panel (an extension page). */
export const PANEL: SenderInfo = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
/** A content script in a listing tab. */
export const TAB: SenderInfo = { id: 'ext', url: 'https://www.zillow.com/homedetails/7', tab: { id: 7, url: 'https://www.zillow.com/homedetails/7' } };
export const KEY = 'rk_test_0123456789abcdef0123';

/** API methods that spend credits or use an asset slot: none may be called for a refused input. */
export const SPENDING: readonly FakeMethod[] = [
  'uploadAsset',
  'deleteAsset',
  'POST /renovate',
  'POST /kitchen_cabinets',
  'POST /creative_upscale',
  'POST /style_transfer',
  'POST /analyze',
  'analyzeBatch',
  'POST /virtual-staging/projects/create',
  'POST /virtual-staging/projects/{project_id}/stage',
];

/** A running background and the doubles around it. */
export interface Harness {
  readonly ctx: BackgroundContext;
  readonly api: FakeApi;
  /** Events pushed to extension pages. */
  readonly pages: EventBody[];
  /** Sends a raw message as `sender` would; `undefined` when the router ignores it. */
  send(raw: unknown, sender?: SenderInfo): Promise<Reply<unknown>> | undefined;
  /** Sends an envelope of `name` with `payload` from `sender` (the panel by default). */
  call(name: string, payload: unknown, sender?: SenderInfo): Promise<Reply<unknown>>;
  /** Calls the API client made that spend credits or use an asset slot. */
  spendingCalls(): number;
  /** The base URL of every API client the background made (where the key went). */
  readonly apiBases: string[];
}

/**
 * Boots the background on a fresh database with `fetch` as the network; the panel opens for a
 * click. `beforeStart` runs on the fresh browser storage before the background starts (what an
 * older version left there); `onPageEvent` hears each event pushed to pages as it is pushed.
 */
export async function bootBackground(fetch: FetchFn, beforeStart: () => Promise<void> = async () => undefined, onPageEvent?: (event: EventBody) => void): Promise<Harness> {
  fakeBrowser.reset();
  await beforeStart();
  const api = fakeApi();
  const pages: EventBody[] = [];
  const events: EventSink = {
    toPages: (e) => {
      pages.push(e);
      onPageEvent?.(e);
    },
    toTab: () => undefined,
  };
  const apiBases: string[] = [];
  const createApi = (options: { baseUrl: string }) => {
    apiBases.push(options.baseUrl);
    return api;
  };
  const ctx = await createBackgroundContext({ idbFactory: new IDBFactory(), fetch, createApi, events });
  const sites: SiteRegistrar = {
    hasPermission: async () => false,
    isRegistered: async () => false,
    register: async () => undefined,
    unregister: async () => undefined,
    removePermission: async () => undefined,
    inject: async () => undefined,
  };
  const openPanel = (photo: PickedPhoto, tabId: number | undefined) => openPanelFor(photo, tabId, { open: () => Promise.resolve() });
  const router = createRouter(createHandlers({ ready: Promise.resolve(ctx), events, sites, openPanel }), SELF);
  const send = (raw: unknown, sender: SenderInfo = PANEL) => router(raw, sender);
  const call = async (name: string, payload: unknown, sender: SenderInfo = PANEL): Promise<Reply<unknown>> => {
    const reply = send({ channel: CHANNEL, name, payload }, sender);
    if (!reply) throw new Error(`the router ignored the envelope of ${name}`);
    return reply;
  };
  return { ctx, api, pages, send, call, spendingCalls: () => api.calls.filter((c) => SPENDING.includes(c.method)).length, apiBases };
}

/** The data of a successful reply (throws on a failure, so a setup step can't fail silently). */
export function dataOf<T>(reply: Reply<unknown>): T {
  if (!reply.ok) throw new Error(`expected success, got ${reply.code}: ${reply.message}`);
  return reply.data as T;
}

/** A failed reply (throws on a success). */
export function failureOf(reply: Reply<unknown> | undefined): Failure {
  if (!reply) throw new Error('expected a failed reply, got none (ignored)');
  if (reply.ok) throw new Error(`expected a failure, got success: ${JSON.stringify(reply.data).slice(0, 200)}`);
  return reply;
}
