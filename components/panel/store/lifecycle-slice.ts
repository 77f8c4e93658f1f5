import { applyJobChanges, loadJobs } from './job-sync';
import { restorePanel, persistPanel } from './persistence';
import { listingPhotos, newestOfCurrentPhoto } from './listing-slice';
import type { Slice, StoreContext } from './panel-types';

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
 * The jobs are read in full again when the panel is shown again (a hidden page may have been
 * discarded or frozen by the browser meanwhile); between reads, changes arrive as events. Returns
 * the function that stops listening.
 */
function reloadWhenShown(ctx: StoreContext): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const onChange = () => {
    if (document.visibilityState === 'visible') void loadJobs(ctx);
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** `init`: loads everything, follows the background's events and the active tab, reads the jobs again when shown, persists the panel. */
export function createLifecycleSlice(ctx: StoreContext): Slice<'restored' | 'init'> {
  const { set, get, background } = ctx;
  return {
    restored: false,

    init() {
      const unsubscribe = background.subscribe((event) => {
        if (event.type === 'jobChanges') applyJobChanges(ctx, event.jobs, event.removed);
        else if (event.type === 'backgroundStarted') void loadJobs(ctx);
        else if (event.type === 'plan') set({ plan: event.plan, planError: null });
        else if (event.type === 'pickedPhoto') get().adoptPick(event.photo, event.pickId ?? null, event.gesture === true);
      });
      const unwatchTab = background.watchActiveTab((activeTab) => set({ activeTab }));
      void loadPanel(ctx);
      const stopReloading = reloadWhenShown(ctx);
      const stopPersisting = persistPanel(ctx);
      return () => {
        unsubscribe();
        unwatchTab();
        stopPersisting();
        stopReloading();
      };
    },
  };
}
