import { restorePanel, persistPanel } from './persistence';
import { listingPhotos } from './listing-slice';
import { defineSlice, type SliceContext } from './slice';

/** The lifecycle slice's state (`state.lifecycle`). */
export interface LifecycleData {
  /** True once the stored panel state was read (forms render their restored values from then on). */
  restored: boolean;
}

export interface LifecycleActions {
  /** Loads everything and subscribes to the background's events; returns the cleanup. */
  init(): () => void;
  /** Reads the stored panel state and the products back (the first step of `init`), then marks the store `restored`. */
  restore(): Promise<void>;
}

/**
 * Loads everything the panel shows, in order: stored state first (the photo the panel last
 * showed), then the background's newest pick, shown only if the panel has not shown it yet: the
 * background keeps picks with their tabs, the panel keeps the current photo.
 */
async function loadPanel(ctx: SliceContext<'lifecycle'>): Promise<void> {
  const { get } = ctx;
  await get().restore();
  const [picked] = await Promise.all([ctx.background.call('getPickedPhoto', {}), get().refreshResults(), get().loadJobs(), get().loadSettings()]);
  const pick = picked.ok ? picked.data : null;
  const { photo: current, pickId, selectedResultId } = get().listing;
  // An older pick has no id: it is new when its photo is not of the listing on screen.
  const unseen = pick?.photo && (pick.pickId !== undefined ? pick.pickId !== pickId : !current || !listingPhotos(current).includes(pick.photo.url));
  if (pick?.photo && unseen) get().adoptPick(pick.photo, pick.pickId ?? null, pick.gesture === true);
  else if (selectedResultId === null && current) get().selectNewestResult();
  await Promise.all([get().refreshPlan(), get().refreshStyles(), get().refreshStagingOptions()]);
}

/**
 * The jobs are read in full again when the panel is shown again (a hidden page may have been
 * discarded or frozen by the browser meanwhile); between reads, changes arrive as events. Returns
 * the function that stops listening.
 */
function reloadWhenShown(ctx: SliceContext<'lifecycle'>): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const onChange = () => {
    if (document.visibilityState === 'visible') void ctx.get().loadJobs();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** `init`: loads everything, follows the background's events and the active tab, reads the jobs again when shown, persists the panel. */
export const lifecycleSlice = defineSlice({
  name: 'lifecycle',
  initial: (): LifecycleData => ({ restored: false }),
  actions(ctx): LifecycleActions {
    const { get, background } = ctx;
    return {
      init() {
        const unsubscribe = background.subscribe((event) => {
          if (event.type === 'jobChanges') get().applyJobChanges(event.jobs, event.removed);
          else if (event.type === 'backgroundStarted') void get().loadJobs();
          else if (event.type === 'plan') get().showPlan(event.plan);
          else if (event.type === 'pickedPhoto') get().adoptPick(event.photo, event.pickId ?? null, event.gesture === true);
        });
        const unwatchTab = background.watchActiveTab((activeTab) => get().showActiveTab(activeTab));
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

      async restore() {
        await restorePanel(ctx);
        ctx.patch({ restored: true });
      },
    };
  },
});
