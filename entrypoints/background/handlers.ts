import { browser } from 'wxt/browser';
import { deleteHistoryEntry, clearHistory, getHistoryEntry, listHistory, resultCopyOf, blobDataUrl } from '../../lib/library/history';
import { publicJob, publicJobs } from '../../lib/queue/job-store';
import { deleteOldestOwnAssets, listOwnAssets } from '../../lib/library/own-assets';
import type { Handlers } from '../../lib/messaging/router';
import { latestPickRecord, lookupPickTab } from '../../lib/storage/picks';
import { testTarget } from '../../lib/storage/key-binding';
import { connectionStatus } from '../../lib/storage/key-custody';
import { readSettings, saveSettings } from '../../lib/storage/settings';
import { planCacheItem } from '../../lib/storage/storage';
import { assetHandlers } from './asset-handlers';
import { analyzerHandlers } from './analyzer-handlers';
import type { BackgroundContext } from './context';
import { JOB_LIST_SIZE } from '../../lib/queue/job-list';
import type { EventSink } from './events';
import { withListingContext } from './listing';
import { pickedOnPage } from '../../lib/acquisition/network-policy';
import { openPanelFor, pickedPhotoEvent } from './panel';
import { enableSite, listingScriptRunning, turnOffSite, type SiteRegistrar, type TabProbe } from './sites';
import { stagingHandlers } from './staging-handlers';
import { postCopy } from '../../lib/messaging/copy-channel';
import { fallbackHandlers } from './fallback-handlers';

/** What the handlers need: the services (ready after the database opened) and browser glue. */
export interface HandlerDeps {
  /** Resolves once the database is open and the queue recovered. */
  readonly ready: Promise<BackgroundContext>;
  readonly events: EventSink;
  readonly sites: SiteRegistrar;
  /** Asks a tab whether the listing script runs there (default: `tabs.sendMessage` to its top frame). */
  readonly probeTab?: TabProbe;
  /** Opens the panel for a photo (synchronously first: user gesture). */
  readonly openPanel?: typeof openPanelFor;
}

/** Handlers of one area of the protocol. */
type Group<N extends keyof Handlers> = Pick<Handlers, N>;

/** The page side: liveness, a picked photo, and its badges (a content script sees only its own tab). */
function photoHandlers(deps: HandlerDeps): Group<'ping' | 'openPhoto' | 'getPhotoStates' | 'getPickedPhoto'> {
  const { ready, events } = deps;
  const openPanel = deps.openPanel ?? openPanelFor;
  return {
    async ping() {
      return { version: browser.runtime.getManifest().version, browser: import.meta.env.BROWSER };
    },
    openPhoto(photo, context) {
      // openPanel calls sidePanel.open before its first await: the click's user gesture only
      // lasts for this synchronous turn of the message handler.
      // The listing's context is read in the clicked frame once the panel is open (./listing.ts).
      // The pick's page is the sender frame's URL as the browser gave it, never the page's word
      // (lib/acquisition/network-policy.ts); the reader's completion keeps it.
      const sent = pickedOnPage(photo, context.url);
      const opening = openPanel(sent, context.tabId, { complete: (picked) => withListingContext(picked, context) });
      return opening.then((result) => {
        // Pushed only when the panel shows the pick, saying whether a gesture came with it. The
        // page learns nothing but `opened`: the pick's id is the panel's.
        const event = pickedPhotoEvent(result, sent);
        if (event) events.toPages(event);
        return { opened: result.opened };
      });
    },
    async getPhotoStates({ urls }, context) {
      const ctx = await ready;
      if (context.role === 'content') {
        // A content script may only learn about photos picked in its own tab.
        if (context.tabId === undefined) return { states: urls.map((url) => ({ url, state: 'idle' as const })) };
        return { states: await ctx.photoStates(urls, context.tabId) };
      }
      return { states: await ctx.photoStates(urls, undefined) };
    },
    async getPickedPhoto() {
      const pick = await latestPickRecord();
      return { photo: pick?.photo ?? null, ...(pick?.id ? { pickId: pick.id } : {}), ...(pick ? { gesture: pick.gesture } : {}) };
    },
  };
}

/** After the key changed, the cached plan may be another account's: drop it and read the new one. */
async function keyChanged(ctx: BackgroundContext, before: string | undefined, after: string | undefined): Promise<void> {
  if (before === after) return;
  await planCacheItem.setValue(null);
  if (after) void ctx.plan.refreshQuietly();
}

/** The key, the base it is bound to, and the connection test (rules: `lib/storage/key-binding.ts`). */
function connectionHandlers({ ready }: HandlerDeps): Group<'getKeyStatus' | 'getConnection' | 'saveConnection' | 'revealApiKey' | 'saveApiKey' | 'testConnection'> {
  return {
    async getKeyStatus() {
      return (await ready).keys.status();
    },
    getConnection: async () => connectionStatus(await (await ready).keys.connection()),
    async saveConnection(request) {
      const ctx = await ready;
      const { before, after } = await ctx.keys.change(request);
      await keyChanged(ctx, before.apiKey, after.apiKey);
      if (after.apiKey && before.apiBase !== after.apiBase) void ctx.plan.refreshQuietly();
      return connectionStatus(after);
    },
    async revealApiKey() {
      const key = await (await ready).keys.get();
      return { apiKey: key ?? '' };
    },
    async saveApiKey({ apiKey }) {
      const ctx = await ready;
      const before = await ctx.keys.get();
      const status = await ctx.keys.set(apiKey);
      await keyChanged(ctx, before, await ctx.keys.get());
      return status;
    },
    async testConnection({ apiBase, apiKey }) {
      const ctx = await ready;
      // Refused before anything is sent when the stored key would go to an unconfirmed origin.
      return ctx.createApi(testTarget(await ctx.keys.connection(), apiBase, apiKey)).getPlanDetails();
    },
  };
}

/** Settings (concurrency, disclosure; enabled sites have their own messages). */
function settingsHandlers({ ready }: HandlerDeps): Group<'getSettings' | 'saveSettings'> {
  return {
    getSettings: async () => readSettings((await ready).db),
    async saveSettings(patch) {
      const ctx = await ready;
      const settings = await saveSettings(ctx.db, patch);
      // A higher concurrency limit may let queued jobs start now.
      void ctx.queue.pump();
      return settings;
    },
  };
}

/** The account's plan and the service's styles and staging options (cached). */
function serviceStylesHandlers({ ready }: HandlerDeps): Group<'getPlan' | 'getStyles' | 'getStagingOptions'> {
  return {
    getPlan: async ({ refresh }) => (await ready).plan.get(refresh ?? false),
    getStyles: async ({ refresh }) => (await ready).serviceStyles.styles(refresh ?? false),
    getStagingOptions: async ({ refresh }) => (await ready).serviceStyles.stagingOptions(refresh ?? false),
  };
}

/** The job queue. */
function jobHandlers({ ready }: HandlerDeps): Group<'startJob' | 'quoteJob' | 'cancelJob' | 'retryJob' | 'listJobs'> {
  return {
    async startJob({ job, photo, pickId, newVariation, batchId }) {
      // The pick the panel's listing came from names the tab for the photo's badges.
      const tabId = pickId ? await lookupPickTab(pickId, photo.url) : undefined;
      const outcome = await (await ready).jobs.start({
        request: job,
        photo,
        newVariation: newVariation ?? false,
        ...(tabId !== undefined ? { tabId } : {}),
        ...(batchId !== undefined ? { batchId } : {}),
      });
      return { job: publicJob(outcome.job), deduped: outcome.deduped, cached: outcome.cached };
    },
    quoteJob: async ({ job, photo }) => ({ answeredBy: await (await ready).jobs.quote({ request: job, photo }) }),
    cancelJob: async ({ jobId }) => ({ job: publicJob(await (await ready).jobs.cancel(jobId)) }),
    retryJob: async ({ jobId }) => ({ job: publicJob(await (await ready).jobs.retry(jobId)) }),
    async listJobs({ limit }) {
      const jobs = await (await ready).jobs.list(limit ?? JOB_LIST_SIZE);
      // A record that doesn't fit the schema is left out (the store sets such records aside): the rest still shows.
      return { jobs: publicJobs(jobs) };
    },
  };
}

/** The account's library: history and the assets Reimagine uploaded. */
function libraryHandlers({ ready }: HandlerDeps): Group<'getHistory' | 'getHistoryEntry' | 'getResultCopy' | 'deleteHistoryEntry' | 'clearHistory' | 'getOwnAssets' | 'deleteOwnAssets'> {
  return {
    async getHistory({ query, limit }) {
      const { db } = await ready;
      return { entries: await listHistory(db, { ...(query !== undefined ? { query } : {}), ...(limit !== undefined ? { limit } : {}) }) };
    },
    getHistoryEntry: async ({ id }) => ({ entry: (await getHistoryEntry((await ready).db, id)) ?? null }),
    async getResultCopy({ historyId, token }) {
      const { db, copies } = await ready;
      // A fresh render's copy may still be on its way: answered once downloaded, never downloaded again here.
      const copy = await resultCopyOf(db, copies, historyId);
      if (!copy) return { copy: null };
      // Asked with a token: the bytes go as a Blob on the copy channel, not as text in the reply.
      if (token !== undefined && postCopy(token, copy)) return { copy: null, posted: true };
      return { copy: await blobDataUrl(copy) };
    },
    deleteHistoryEntry: async ({ id }) => ({ deleted: await deleteHistoryEntry((await ready).db, id) }),
    async clearHistory() {
      const ctx = await ready;
      const deleted = await clearHistory(ctx.db);
      // Finished jobs carry the same photo and result URLs: "clear" means all of it.
      ctx.jobFeed.removed(await ctx.store.deleteFinished());
      return { deleted };
    },
    async getOwnAssets() {
      const ctx = await ready;
      const { apiBase } = await ctx.keys.connection();
      const assets = await listOwnAssets(ctx.db, apiBase);
      const plan = await ctx.plan.get(false).catch(() => ctx.plan.lastKnown());
      return {
        assets: assets.map((a) => ({ id: a.id, uploadedAt: a.uploadedAt, ...(a.photoUrl ? { photoUrl: a.photoUrl } : {}) })),
        remaining: plan?.remaining_assets ?? null,
      };
    },
    async deleteOwnAssets({ count }) {
      const ctx = await ready;
      const { api, apiBase } = await ctx.connect();
      const deleted = await deleteOldestOwnAssets(ctx.db, api, apiBase, count);
      void ctx.plan.refreshQuietly();
      return { deleted };
    },
  };
}

/**
 * The background's answers to every message of the protocol, one group per area. Wiring only:
 * each handler calls into `lib/`. Sender roles were checked by the router; the one extra rule is
 * that a content script's `getPhotoStates` sees only its own tab's jobs.
 */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...photoHandlers(deps),
    ...settingsHandlers(deps),
    ...connectionHandlers(deps),
    ...serviceStylesHandlers(deps),
    ...jobHandlers(deps),
    ...libraryHandlers(deps),
    ...analyzerHandlers(deps),
    ...stagingHandlers(deps),
    ...assetHandlers(deps),
    enableSite: ({ origin, tabId }) => enableSite(deps.sites, origin, tabId),
    disableSite: async ({ origin }) => turnOffSite(deps.sites, origin, (await (await deps.ready).keys.connection()).apiBase),
    listingScriptStatus: ({ tabId }) => listingScriptRunning(tabId, deps.probeTab),
    ...fallbackHandlers(deps),
  };
}
