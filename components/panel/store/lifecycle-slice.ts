import { isActive } from '../../../lib/queue/types';
import { applyAnswered, applyJobs } from './jobs-slice';
import { restorePanel, persistPanel } from './persistence';
import { listingPhotos, newestOfCurrentPhoto } from './listing-slice';
import type { Slice, StoreContext } from './panel-types';

/** How often active jobs are re-read, in case an event was missed. */
const POLL_MS = 3000;

/** Reads the background's jobs into the store. */
async function loadJobs(ctx: StoreContext): Promise<void> {
  const jobs = await ctx.background.call('listJobs', { limit: 100 });
  if (jobs.ok) applyJobs(ctx, jobs.data.jobs);
}

/** Reads the settings and whether a key is stored into the store. */
async function loadSettings({ set, background: { call } }: StoreContext): Promise<void> {
  const [settings, key] = await Promise.all([call('getSettings', {}), call('getKeyStatus', {})]);
  if (settings.ok) set({ settings: settings.data });
  if (key.ok) set({ keySet: key.data.set });
}

/**
 * Loads everything the panel shows, in order: stored state first (the photo the panel last
 * showed), then the background's newest pick, shown only if the panel has not shown it yet: the
 * background keeps picks with their tabs, the panel keeps the current photo.
 */
async function loadPanel(ctx: StoreContext): Promise<void> {
  const { set, get } = ctx;
  await restorePanel(ctx);
  const [picked] = await Promise.all([ctx.background.call('getPickedPhoto', {}), get().refreshResults(), loadJobs(ctx), loadSettings(ctx)]);
  const pick = picked.ok ? picked.data : null;
  const current = get().photo;
  // An older pick has no id: it is new when its photo is not of the listing on screen.
  const unseen = pick?.photo && (pick.pickId !== undefined ? pick.pickId !== get().pickId : !current || !listingPhotos(current).includes(pick.photo.url));
  if (pick?.photo && unseen) get().adoptPick(pick.photo, pick.pickId ?? null, pick.gesture === true);
  else if (get().selectedResultId === null && get().photo) set({ selectedResultId: newestOfCurrentPhoto(get()) });
  await Promise.all([get().refreshPlan(), get().refreshStyles(), get().refreshStagingOptions()]);
}

/**
 * Events can be missed (the worker restarted, the page was busy): while renders are active, a
 * light poll keeps progress and results coming regardless. Returns the function that stops it.
 */
function pollActiveJobs(ctx: StoreContext): () => void {
  const poll = setInterval(() => {
    if (!ctx.get().jobs.some(isActive)) return;
    void ctx.background.call('listJobs', { limit: 100 }).then((reply) => {
      if (reply.ok) applyJobs(ctx, reply.data.jobs);
    });
  }, POLL_MS);
  return () => clearInterval(poll);
}

/** `init`: loads everything, follows the background's events and the active tab, polls active jobs and persists the panel. */
export function createLifecycleSlice(ctx: StoreContext): Slice<'restored' | 'init'> {
  const { set, get, background } = ctx;
  return {
    restored: false,

    init() {
      const unsubscribe = background.subscribe((event) => {
        if (event.type === 'jobs') applyJobs(ctx, event.jobs);
        else if (event.type === 'answered') applyAnswered(ctx, event.job);
        else if (event.type === 'plan') set({ plan: event.plan, planError: null });
        else if (event.type === 'pickedPhoto') get().adoptPick(event.photo, event.pickId ?? null, event.gesture === true);
      });
      const unwatchTab = background.watchActiveTab((activeTab) => set({ activeTab }));
      void loadPanel(ctx);
      const stopPolling = pollActiveJobs(ctx);
      const stopPersisting = persistPanel(ctx);
      return () => {
        unsubscribe();
        unwatchTab();
        stopPersisting();
        stopPolling();
      };
    },
  };
}
