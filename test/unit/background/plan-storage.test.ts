import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { createBackgroundContext, type BackgroundContext } from '../../../entrypoints/background/context';
import { createHandlers } from '../../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { bytesResponse, eventually, fakeApi, pngBytes, type FakeApi } from '../queue/fakes';

/**
 * The plan (the agency's business name, its plan and credits) is the user's, not a listing
 * page's: every content script can read `storage.local`, so however the background fetches the
 * plan (a new key, the panel asking, Test connection), nothing of it is written there.
 */
const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
const KEY = 'rk_test_0123456789abcdef0123';
const PLAN = { business_name: 'Harbourview Realty Group', plan: 'pro', remaining_assets: 10, staging_credits: 4321, renovation_credits: 8765 };
const noSites: SiteRegistrar = {
  hasPermission: async () => false,
  isRegistered: async () => false,
  register: async () => undefined,
  unregister: async () => undefined,
  removePermission: async () => undefined,
  inject: async () => undefined,
};

describe('plan details', () => {
  let api: FakeApi;
  let ctx: BackgroundContext;

  function panel() {
    const router = createRouter(createHandlers({ ready: Promise.resolve(ctx), events: { toPages: () => undefined, toTab: () => undefined }, sites: noSites }), SELF);
    return <N extends MessageName>(name: N, payload: RequestOf<N>) => sendMessage((envelope) => Promise.resolve(router(envelope, PANEL)), name, payload);
  }

  beforeEach(async () => {
    fakeBrowser.reset();
    api = fakeApi({ getPlanDetails: async () => PLAN });
    ctx = await createBackgroundContext({
      idbFactory: new IDBFactory(),
      fetch: async () => bytesResponse(pngBytes(1200, 900)),
      createApi: () => api,
      events: { toPages: () => undefined, toTab: () => undefined },
    });
  });

  it('are never written to storage.local, however they are fetched', async () => {
    const call = panel();
    await call('saveApiKey', { apiKey: KEY });
    // Saving a key refreshes the plan quietly.
    await eventually(() => api.callsTo('getPlanDetails').length === 1);
    expect(await call('getPlan', { refresh: true })).toEqual({ ok: true, data: PLAN });
    expect(await call('getPlan', {})).toEqual({ ok: true, data: PLAN });
    expect(await call('testConnection', { apiKey: KEY })).toMatchObject({ ok: true, data: { business_name: PLAN.business_name } });

    const local = JSON.stringify(await fakeBrowser.storage.local.get(null));
    for (const detail of [PLAN.business_name, 'business_name', String(PLAN.staging_credits), String(PLAN.renovation_credits)]) {
      expect(local).not.toContain(detail);
    }
    // It is cached, in the session store content scripts have no access to.
    expect(JSON.stringify(await fakeBrowser.storage.session.get(null))).toContain(PLAN.business_name);
  });
});
