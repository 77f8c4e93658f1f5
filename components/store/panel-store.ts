import { createStore, type StoreApi } from 'zustand/vanilla';
import { z } from 'zod';
import type { HistoryEntry, Job, JobRequest } from '../../lib/queue/types';
import { CatalogProduct } from '../../lib/catalog/product';
import { PickedPhoto, type NamedOption, type Plan, type StyleOption } from '../../lib/messaging/protocol';
import type { ErrorCode } from '../../lib/errors';
import type { Settings } from '../../lib/storage/settings-schema';
import { mergeCatalog, removeProduct, type MergeResult } from '../../lib/catalog/merge';
import type { ActiveTab, Background } from '../background';
import { defaultForms, formsForStorage, FormsSchema, TOOLS, type Forms, type Tool } from './forms';
import { formsFromEntry, requestOfEntry } from './requests';

/** storage.local key of the panel's restorable state (forms, tool, photo, selection). Never the key. */
export const PANEL_STATE_KEY = 'ui.panel';
/** storage.local key of the local product catalog. */
export const CATALOG_KEY = 'ui.catalog';

/** An error shown at the top of the panel, explained with explainError(code). */
export interface Notice {
  readonly code: ErrorCode;
  /** The technical message, shown as a detail under the sentence. */
  readonly detail?: string;
  /** The request that failed, when "Retry" can simply send it again. */
  readonly retry?: { readonly request: JobRequest; readonly photo: PickedPhoto; readonly newVariation: boolean };
}

/** A short confirmation ("Queued 12 renders"), announced politely. */
export interface Toast {
  readonly id: number;
  readonly text: string;
}

/** What the panel knows and shows. */
export interface PanelData {
  /** True once the stored panel state was read (forms render their restored values from then on). */
  restored: boolean;
  photo: PickedPhoto | null;
  plan: Plan | null;
  planError: ErrorCode | null;
  planLoading: boolean;
  styles: { interior: StyleOption[]; exterior: StyleOption[] } | null;
  stylesError: ErrorCode | null;
  stagingOptions: { roomTypes: NamedOption[]; styles: NamedOption[] } | null;
  stagingError: ErrorCode | null;
  settings: Settings | null;
  /** Whether an API key is stored; null until known. */
  keySet: boolean | null;
  /** Jobs, newest first, as the background's last snapshot. */
  jobs: Job[];
  /** Failed or interrupted jobs the user dismissed from the list. */
  dismissedJobs: string[];
  /** Every history entry, newest first. */
  results: HistoryEntry[];
  resultsError: ErrorCode | null;
  /** The history search text, and the background's matches for it (null: no search). */
  historyQuery: string;
  historyMatches: HistoryEntry[] | null;
  historyLoading: boolean;
  /** The result shown as "After" and acted on. */
  selectedResultId: string | null;
  /** Image sources of results: an object URL of the local copy, else the hosted URL. */
  images: Record<string, string>;
  tool: Tool;
  forms: Forms;
  catalog: CatalogProduct[];
  notice: Notice | null;
  toast: Toast | null;
  /** The browser tab next to the panel (for "Enable Reimagine on this site"); null while unknown or none. */
  activeTab: ActiveTab | null;
}

/** What the panel can do. */
export interface PanelActions {
  /** Loads everything and subscribes to the background's events; returns the cleanup. */
  init(): () => void;
  setPhoto(photo: PickedPhoto): void;
  setTool(tool: Tool): void;
  updateForm<K extends keyof Forms>(tool: K, patch: Partial<Forms[K]>): void;
  /** Re-reads the plan; `force` skips the background's cache (the refresh button). */
  refreshPlan(force?: boolean): Promise<void>;
  refreshStyles(): Promise<void>;
  refreshStagingOptions(): Promise<void>;
  /** Queues one job; resolves true when the background accepted it. */
  startJob(request: JobRequest, options?: { photo?: PickedPhoto; newVariation?: boolean }): Promise<boolean>;
  /** Queues the request for every given photo of the current listing; resolves how many were queued. */
  startBatch(request: JobRequest, photoUrls: readonly string[]): Promise<{ queued: number; failed: number }>;
  cancelJob(jobId: string): Promise<void>;
  retryJob(jobId: string): Promise<void>;
  dismissJob(jobId: string): void;
  refreshResults(): Promise<void>;
  searchHistory(query: string): Promise<void>;
  deleteResult(id: string): Promise<void>;
  clearHistory(): Promise<boolean>;
  selectResult(id: string | null): void;
  /** Shows a history result: its photo becomes current and the result is selected. */
  openResult(entry: HistoryEntry): void;
  /** Refills the form with a result's parameters. */
  tweak(entry: HistoryEntry): void;
  /** Renders a result's parameters again as a new variation. */
  runAgain(entry: HistoryEntry): Promise<boolean>;
  /** Loads a result's image (local copy first) into `images`. */
  ensureImage(entry: HistoryEntry): void;
  /** The local copy of a result, once `ensureImage` has loaded it. */
  localBlob(id: string): Blob | undefined;
  addToCatalog(products: readonly CatalogProduct[]): MergeResult;
  removeFromCatalog(key: string): void;
  deleteOwnAssets(count: number): Promise<number | null>;
  /**
   * Turns Reimagine on for an origin whose host permission the click already obtained, running it
   * in `tabId` at once; resolves true on success (a failure becomes the notice).
   */
  enableSite(origin: string, tabId?: number): Promise<boolean>;
  /** Turns Reimagine off for an origin; resolves true on success (a failure becomes the notice). */
  disableSite(origin: string): Promise<boolean>;
  showNotice(notice: Notice | null): void;
  showToast(text: string): void;
}

export type PanelState = PanelData & PanelActions;
export type PanelStore = StoreApi<PanelState>;

const PersistedPanel = z.object({
  tool: z.enum(TOOLS).catch('renovate'),
  forms: FormsSchema.catch(defaultForms()),
  photo: PickedPhoto.nullable().catch(null),
  selectedResultId: z.string().nullable().catch(null),
  dismissedJobs: z.array(z.string()).max(500).catch([]),
});

/** How long after a change the panel state is written (typing in guidance writes once, not per key). */
const SAVE_DELAY_MS = 300;
/** How often active jobs are re-read, in case an event was missed. */
const POLL_MS = 3000;
/** Failed jobs older than this are not listed any more. */
const FAILED_JOBS_SHOWN_MS = 24 * 60 * 60 * 1000;

/** Creates the side panel's store around a background (real, or a test fake). */
export function createPanelStore(background: Background): PanelStore {
  const { call } = background;
  const blobs = new Map<string, Blob>();
  const loading = new Set<string>();
  let toastId = 0;

  const store = createStore<PanelState>()((set, get) => {
    const upsertJob = (job: Job) => {
      const jobs = get().jobs.filter((existing) => existing.id !== job.id);
      set({ jobs: [job, ...jobs].sort((a, b) => b.createdAt - a.createdAt) });
    };

    const forgetImage = (id: string) => {
      const src = get().images[id];
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
      blobs.delete(id);
      const { [id]: _gone, ...images } = get().images;
      set({ images });
    };

    /** The newest result of a photo, to show when the photo becomes current. */
    const newestResultOf = (url: string): string | null => get().results.find((entry) => entry.photo.url === url)?.id ?? null;

    const applyJobs = (jobs: Job[]) => {
      const before = new Map(get().jobs.map((job) => [job.id, job.state]));
      set({ jobs: [...jobs].sort((a, b) => b.createdAt - a.createdAt) });
      // A job that finished since the last snapshot brings a new result: load it, and show it if
      // it belongs to the photo on screen.
      const finished = jobs.filter((job) => job.state === 'done' && job.result && before.has(job.id) && before.get(job.id) !== 'done');
      if (finished.length === 0) return;
      // The background refreshes its plan cache after each render: show the new credits.
      void get().refreshPlan(false);
      void get()
        .refreshResults()
        .then(() => {
          const current = get().photo?.url;
          const mine = finished.find((job) => job.photo.url === current);
          if (mine?.result) set({ selectedResultId: mine.result.historyId });
        });
    };

    return {
      restored: false,
      photo: null,
      plan: null,
      planError: null,
      planLoading: false,
      styles: null,
      stylesError: null,
      stagingOptions: null,
      stagingError: null,
      settings: null,
      keySet: null,
      jobs: [],
      dismissedJobs: [],
      results: [],
      resultsError: null,
      historyQuery: '',
      historyMatches: null,
      historyLoading: false,
      selectedResultId: null,
      images: {},
      tool: 'renovate',
      forms: defaultForms(),
      catalog: [],
      notice: null,
      toast: null,
      activeTab: null,

      init() {
        const unsubscribe = background.subscribe((event) => {
          if (event.type === 'jobs') applyJobs(event.jobs);
          else if (event.type === 'plan') set({ plan: event.plan, planError: null });
          else if (event.type === 'pickedPhoto') get().setPhoto(event.photo);
        });
        const unwatchTab = background.watchActiveTab((activeTab) => set({ activeTab }));
        void (async () => {
          // Restore first, so the picked photo (which may be newer) wins over the stored one.
          const stored = PersistedPanel.safeParse((await background.load(PANEL_STATE_KEY).catch(() => undefined)) ?? {});
          if (stored.success) {
            set({ ...stored.data, forms: stored.data.forms as Forms });
          }
          const catalog = await background.load(CATALOG_KEY).catch(() => undefined);
          if (Array.isArray(catalog)) {
            set({
              catalog: catalog.flatMap((item) => {
                const parsed = CatalogProduct.safeParse(item);
                return parsed.success ? [parsed.data] : [];
              }),
            });
          }
          set({ restored: true });
          const [picked] = await Promise.all([
            call('getPickedPhoto', {}),
            get().refreshResults(),
            (async () => {
              const jobs = await call('listJobs', { limit: 100 });
              if (jobs.ok) applyJobs(jobs.data.jobs);
            })(),
            (async () => {
              const [settings, key] = await Promise.all([call('getSettings', {}), call('getKeyStatus', {})]);
              if (settings.ok) set({ settings: settings.data });
              if (key.ok) set({ keySet: key.data.set });
            })(),
          ]);
          if (picked.ok && picked.data.photo && picked.data.photo.url !== get().photo?.url) get().setPhoto(picked.data.photo);
          else if (get().selectedResultId === null && get().photo) set({ selectedResultId: newestResultOf(get().photo?.url ?? '') });
          await Promise.all([get().refreshPlan(), get().refreshStyles(), get().refreshStagingOptions()]);
        })();

        // Events can be missed (the worker restarted, the page was busy): while renders are
        // active, a light poll keeps progress and results coming regardless.
        const poll = setInterval(() => {
          if (!get().jobs.some((job) => job.state === 'queued' || job.state === 'running')) return;
          void call('listJobs', { limit: 100 }).then((reply) => {
            if (reply.ok) applyJobs(reply.data.jobs);
          });
        }, POLL_MS);

        // Persist what a reopened panel should show again, a moment after it changes.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const unsubscribeStore = store.subscribe((state, previous) => {
          if (!state.restored) return;
          if (state.catalog !== previous.catalog) void background.save(CATALOG_KEY, state.catalog).catch(() => undefined);
          if (
            state.forms === previous.forms &&
            state.tool === previous.tool &&
            state.photo === previous.photo &&
            state.selectedResultId === previous.selectedResultId &&
            state.dismissedJobs === previous.dismissedJobs
          ) {
            return;
          }
          clearTimeout(timer);
          timer = setTimeout(() => {
            const now = get();
            void background
              .save(PANEL_STATE_KEY, {
                tool: now.tool,
                forms: formsForStorage(now.forms),
                photo: now.photo,
                selectedResultId: now.selectedResultId,
                dismissedJobs: now.dismissedJobs.slice(-500),
              })
              .catch(() => undefined);
          }, SAVE_DELAY_MS);
        });
        return () => {
          unsubscribe();
          unwatchTab();
          unsubscribeStore();
          clearTimeout(timer);
          clearInterval(poll);
        };
      },

      setPhoto(photo) {
        if (photo.url === get().photo?.url) {
          set({ photo });
          return;
        }
        const { styleTransfer } = get().forms;
        set({
          photo,
          selectedResultId: newestResultOf(photo.url),
          // A listing photo chosen as style source belongs to the previous listing.
          forms: { ...get().forms, styleTransfer: { ...styleTransfer, listingPhoto: photo.listing.photoUrls.includes(styleTransfer.listingPhoto ?? '') ? styleTransfer.listingPhoto : null } },
          notice: null,
        });
      },

      setTool(tool) {
        set({ tool });
      },

      updateForm(tool, patch) {
        const forms = get().forms;
        set({ forms: { ...forms, [tool]: { ...forms[tool], ...patch } } });
      },

      async refreshPlan(force = false) {
        set({ planLoading: true });
        const reply = await call('getPlan', force ? { refresh: true } : {});
        if (reply.ok) set({ plan: reply.data, planError: null, planLoading: false });
        else set({ planError: reply.code, planLoading: false, ...(reply.code === 'no_api_key' ? { keySet: false } : {}) });
      },

      async refreshStyles() {
        const reply = await call('getStyles', {});
        if (reply.ok) set({ styles: reply.data, stylesError: null });
        else set({ stylesError: reply.code });
      },

      async refreshStagingOptions() {
        const reply = await call('getStagingOptions', {});
        if (reply.ok) set({ stagingOptions: reply.data, stagingError: null });
        else set({ stagingError: reply.code });
      },

      async startJob(request, options = {}) {
        const photo = options.photo ?? get().photo;
        if (!photo) return false;
        const newVariation = options.newVariation ?? false;
        const reply = await call('startJob', { job: request, photo, newVariation });
        if (!reply.ok) {
          set({ notice: { code: reply.code, detail: reply.message, retry: { request, photo, newVariation } } });
          return false;
        }
        set({ notice: null });
        const { job, cached, deduped } = reply.data;
        upsertJob(job);
        if (job.state === 'done' && job.result) {
          // A cached result is ready at once (and spent no credit): show it.
          await get().refreshResults();
          if (get().photo?.url === job.photo.url) set({ selectedResultId: job.result.historyId });
          get().showToast(cached ? 'Shown from an earlier identical render: no credit spent. Use “Run again” for a new variation.' : 'Done.');
        } else if (deduped) {
          get().showToast('The same render is already in progress.');
        }
        return true;
      },

      async startBatch(request, photoUrls) {
        const photo = get().photo;
        if (!photo) return { queued: 0, failed: 0 };
        let queued = 0;
        let failed = 0;
        let firstError: Notice | null = null;
        // One at a time: the background queues them in order and applies the concurrency setting.
        for (const url of photoUrls) {
          const target = { url, listing: photo.listing };
          const reply = await call('startJob', { job: request, photo: target, newVariation: false });
          if (reply.ok) {
            queued += 1;
            upsertJob(reply.data.job);
          } else {
            failed += 1;
            firstError ??= { code: reply.code, detail: reply.message };
            // Out of credits or no key: the remaining photos would fail the same way.
            if (reply.code === 'insufficient_credits' || reply.code === 'no_api_key' || reply.code === 'unauthorized') break;
          }
        }
        if (firstError) set({ notice: firstError });
        get().showToast(`Queued ${queued} of ${photoUrls.length} photos.`);
        return { queued, failed };
      },

      async cancelJob(jobId) {
        const reply = await call('cancelJob', { jobId });
        if (reply.ok) upsertJob(reply.data.job);
        else set({ notice: { code: reply.code, detail: reply.message } });
      },

      async retryJob(jobId) {
        const reply = await call('retryJob', { jobId });
        if (!reply.ok) {
          set({ notice: { code: reply.code, detail: reply.message } });
          return;
        }
        upsertJob(reply.data.job);
        get().dismissJob(jobId);
      },

      dismissJob(jobId) {
        if (!get().dismissedJobs.includes(jobId)) set({ dismissedJobs: [...get().dismissedJobs, jobId] });
      },

      async refreshResults() {
        const reply = await call('getHistory', { limit: 1000 });
        if (!reply.ok) {
          set({ resultsError: reply.code });
          return;
        }
        const ids = new Set(reply.data.entries.map((entry) => entry.id));
        for (const id of Object.keys(get().images)) if (!ids.has(id)) forgetImage(id);
        set({ results: reply.data.entries, resultsError: null });
        const selected = get().selectedResultId;
        if (selected !== null && !ids.has(selected)) set({ selectedResultId: newestResultOf(get().photo?.url ?? '') });
        if (get().historyQuery.trim() !== '') await get().searchHistory(get().historyQuery);
      },

      async searchHistory(query) {
        set({ historyQuery: query });
        if (query.trim() === '') {
          set({ historyMatches: null, historyLoading: false });
          return;
        }
        set({ historyLoading: true });
        const reply = await call('getHistory', { query: query.trim(), limit: 500 });
        // A newer search may have started while this one was in flight; keep the newest only.
        if (get().historyQuery !== query) return;
        if (reply.ok) set({ historyMatches: reply.data.entries, historyLoading: false, resultsError: null });
        else set({ historyLoading: false, resultsError: reply.code });
      },

      async deleteResult(id) {
        const reply = await call('deleteHistoryEntry', { id });
        if (!reply.ok) {
          set({ notice: { code: reply.code, detail: reply.message } });
          return;
        }
        forgetImage(id);
        const results = get().results.filter((entry) => entry.id !== id);
        const historyMatches = get().historyMatches?.filter((entry) => entry.id !== id) ?? null;
        set({ results, historyMatches });
        if (get().selectedResultId === id) set({ selectedResultId: newestResultOf(get().photo?.url ?? '') });
      },

      async clearHistory() {
        const reply = await call('clearHistory', {});
        if (!reply.ok) {
          set({ notice: { code: reply.code, detail: reply.message } });
          return false;
        }
        for (const id of Object.keys(get().images)) forgetImage(id);
        set({ results: [], historyMatches: get().historyMatches ? [] : null, selectedResultId: null });
        get().showToast(`Deleted ${reply.data.deleted} results.`);
        return true;
      },

      selectResult(id) {
        set({ selectedResultId: id });
      },

      openResult(entry) {
        get().setPhoto(entry.photo);
        set({ selectedResultId: entry.id });
      },

      tweak(entry) {
        const refill = formsFromEntry(entry, get().forms, entry.photo, get().styles);
        if (!refill) return;
        get().setPhoto(entry.photo);
        set({ forms: refill.forms, tool: refill.tool, selectedResultId: entry.id });
      },

      async runAgain(entry) {
        const request = requestOfEntry(entry);
        if (!request) {
          set({ notice: { code: 'bad_request', detail: 'The stored parameters of this result are no longer valid.' } });
          return false;
        }
        return get().startJob(request, { photo: entry.photo, newVariation: true });
      },

      ensureImage(entry) {
        if (get().images[entry.id] !== undefined || loading.has(entry.id)) return;
        loading.add(entry.id);
        const fallback = () => {
          if (entry.resultUrl) set({ images: { ...get().images, [entry.id]: entry.resultUrl } });
        };
        if (!entry.hasLocalCopy || typeof URL.createObjectURL !== 'function') {
          loading.delete(entry.id);
          fallback();
          return;
        }
        void background
          .resultBlob(entry.id)
          .then((blob) => {
            if (!blob) return fallback();
            blobs.set(entry.id, blob);
            set({ images: { ...get().images, [entry.id]: URL.createObjectURL(blob) } });
          })
          .catch(fallback)
          .finally(() => loading.delete(entry.id));
      },

      localBlob(id) {
        return blobs.get(id);
      },

      addToCatalog(products) {
        const merged = mergeCatalog(get().catalog, products);
        set({ catalog: merged.products });
        return merged;
      },

      removeFromCatalog(key) {
        set({ catalog: removeProduct(get().catalog, key) });
      },

      async deleteOwnAssets(count) {
        const reply = await call('deleteOwnAssets', { count });
        if (!reply.ok) {
          set({ notice: { code: reply.code, detail: reply.message } });
          return null;
        }
        void get().refreshPlan();
        return reply.data.deleted;
      },

      async enableSite(origin, tabId) {
        const reply = await call('enableSite', tabId !== undefined ? { origin, tabId } : { origin });
        if (!reply.ok) {
          set({ notice: { code: reply.code, detail: reply.message } });
          return false;
        }
        const settings = get().settings;
        if (settings) set({ settings: { ...settings, enabledSites: [...new Set([...settings.enabledSites, origin])] } });
        return true;
      },

      async disableSite(origin) {
        const reply = await call('disableSite', { origin });
        if (!reply.ok) {
          set({ notice: { code: reply.code, detail: reply.message } });
          return false;
        }
        const settings = get().settings;
        if (settings) set({ settings: { ...settings, enabledSites: settings.enabledSites.filter((site) => site !== origin) } });
        return true;
      },

      showNotice(notice) {
        set({ notice });
      },

      showToast(text) {
        toastId += 1;
        set({ toast: { id: toastId, text } });
      },
    };
  });
  return store;
}

/** Jobs the panel lists: running and queued ones, and recent failures the user has not dismissed. */
export function visibleJobs(jobs: readonly Job[], dismissed: readonly string[], now: number): Job[] {
  return jobs.filter((job) => {
    if (job.state === 'queued' || job.state === 'running') return true;
    if (job.state !== 'failed' && job.state !== 'interrupted') return false;
    return !dismissed.includes(job.id) && now - (job.finishedAt ?? job.createdAt) < FAILED_JOBS_SHOWN_MS;
  });
}

/** A queued job's place in line (1 = next), counting queued jobs oldest first. */
export function queuePosition(jobs: readonly Job[], jobId: string): number {
  const queued = jobs.filter((job) => job.state === 'queued').sort((a, b) => a.createdAt - b.createdAt);
  return queued.findIndex((job) => job.id === jobId) + 1;
}
