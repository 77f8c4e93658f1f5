import { createApiClient, type ApiClient } from '../../lib/api/client';
import { fetchPhoto, type FetchedPhoto, type FetchFn } from '../../lib/acquisition/acquisition';
import { createServiceStylesCache, type ServiceStylesCache } from '../../lib/library/service-styles';
import { createJobStore, publicJobs, type JobRecord, type JobStore } from '../../lib/queue/job-store';
import { createJobFeed, type JobFeed } from '../../lib/queue/job-feed';
import { JOB_LIST_SIZE } from '../../lib/queue/job-list';
import { createCopiesInFlight, type CopiesInFlight } from '../../lib/library/copies-in-flight';
import { createKeepAlive, type KeepAlive } from '../../lib/queue/keepalive';
import { createPhotoCache } from '../../lib/acquisition/photo-cache';
import { photoStatesFor } from '../../lib/queue/photo-states';
import { createPlanService, type PlanService } from '../../lib/library/plan';
import { jobResultsFromHistory } from '../../lib/library/history';
import { JobQueue, withUnsaved } from '../../lib/queue/queue';
import type { Connect } from '../../lib/api/client';
import { createJobRunner } from '../../lib/queue/runner';
import { createJobService, type JobService } from '../../lib/queue/service';
import type { PhotoState } from '../../lib/queue/photo-states';
import { isActive } from '../../lib/queue/types';
import { AppError } from '../../lib/errors';
import type { ImageResizer } from '../../lib/images/resize';
import { openReimagineDb } from '../../lib/storage/db';
import { createKeyCustody, type KeyCustody } from '../../lib/storage/key-custody';
import { lookupPhotoTab } from '../../lib/storage/picks';
import { readLabelSettings } from '../../lib/storage/label-settings';
import { legacyApiBase, readLocalSettings } from '../../lib/storage/settings';
import { sendTarget } from '../../lib/storage/key-binding';
import { defaultApiBase } from '../../lib/config';
import { planCacheItem, refusedHostsItem } from '../../lib/storage/storage';
import { createUrlRefusals, MAX_URL_REFUSALS, refusedHostKeys } from '../../lib/acquisition/url-refusals';
import type { EventSink } from './events';

/**
 * The background's services, wired once per worker start. Everything environment-specific is
 * injected (IndexedDB factory, fetch, API client factory, clock, ids, resizer, event sink,
 * badge, keep-alive ping), so unit tests build the same context with fakes.
 */

/** Makes an API client; the default is the real one. */
export type ApiFactory = (options: { baseUrl: string; apiKey: string }) => ApiClient;

/** Injected dependencies; every one has a production default. */
export interface BackgroundOptions {
  readonly idbFactory?: IDBFactory;
  readonly fetch?: FetchFn;
  readonly createApi?: ApiFactory;
  readonly clock?: () => number;
  readonly newId?: () => string;
  readonly resizer?: ImageResizer;
  readonly events: EventSink;
  readonly setBadge?: (activeJobs: number) => void;
  readonly keepAlivePing?: () => Promise<unknown>;
}

/** The services the message handlers use. */
export interface BackgroundContext {
  readonly db: IDBDatabase;
  readonly keys: KeyCustody;
  readonly store: JobStore;
  readonly queue: JobQueue;
  readonly jobs: JobService;
  readonly plan: PlanService;
  readonly serviceStyles: ServiceStylesCache;
  readonly keepAlive: KeepAlive;
  readonly connect: Connect;
  readonly createApi: ApiFactory;
  readonly clock: () => number;
  /** Badge states of `urls`, scoped to a tab for content scripts (`undefined` = all jobs). */
  photoStates(urls: readonly string[], tabId: number | undefined): Promise<PhotoState[]>;
  /** Tells the pages which jobs changed or were deleted (`jobChanges` events). */
  readonly jobFeed: JobFeed;
  /** Copies of results being made now: `getResultCopy` waits for one. */
  readonly copies: CopiesInFlight;
}

/**
 * Runs `task` now, or once more after the current run if called during one: bursts of job
 * changes become one or two reads, never a pile of concurrent ones.
 */
function coalesced(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const loop = async (): Promise<void> => {
    running = true;
    do {
      again = false;
      try {
        await task();
      } catch {
        // A failed read is superseded by the next change.
      }
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void loop();
  };
}

/**
 * The badge (active jobs) and the keep-alive (a job running, or a finished job only memory holds
 * while its write is retried), read from the store after changes. The background's own: pages get
 * the changes themselves (`jobFeed`).
 */
function activityWatcher(store: JobStore, queue: () => JobQueue, keepAlive: KeepAlive, options: BackgroundOptions): () => void {
  return coalesced(async () => {
    const held = queue().unsaved();
    const [queued, running] = await Promise.all([store.byState('queued'), store.byState('running')]);
    const active = withUnsaved([...queued, ...running], held).filter(isActive);
    options.setBadge?.(active.length);
    keepAlive.update(active.some((job) => job.state === 'running') || held.length > 0 ? 1 : 0);
  });
}

/** The job changes pages hear: only the public part, and never a record that does not fit the job schema (left out, as from lists). */
function pagesJobFeed(events: EventSink): JobFeed {
  const feed = createJobFeed({ push: (changes) => events.toPages({ type: 'jobChanges', ...changes }) });
  return { changed: (job) => publicJobs([job]).forEach(feed.changed), removed: feed.removed };
}

/** Pushes the photo state of a job's photo to the tab it was picked in (if any). */
function tellTab(job: JobRecord, photoStates: BackgroundContext['photoStates'], events: EventSink): void {
  const tabId = job.tabId;
  if (tabId === undefined) return;
  void photoStates([job.photo.url], tabId)
    .then((states) => events.toTab(tabId, { type: 'photoStates', states }))
    .catch(() => undefined);
}

/**
 * Credits changed after a job that reached the API: the plan is refreshed (a `plan` event), once
 * the result's copy is downloaded: the credits can wait, the After image cannot.
 */
function refreshPlanAfter(job: JobRecord, copies: CopiesInFlight, plan: PlanService): void {
  const ran = job.startedAt !== undefined && job.result?.fromCache !== true;
  if (!ran || (job.state !== 'done' && job.state !== 'failed')) return;
  const downloading = job.result ? copies.downloading(job.result.historyId) : undefined;
  void (downloading ?? Promise.resolve()).then(() => plan.refreshQuietly());
}

/** A photo download named by the page at `pageUrl` (lib/acquisition/network-policy.ts). */
type LoadPhoto = (url: string, pageUrl: string | undefined) => Promise<FetchedPhoto>;

/** The shared (cached) download, abandoned — not aborted, others may wait on it — when the job is cancelled. */
function abandonedOnAbort(loadPhoto: LoadPhoto): (url: string, signal: AbortSignal, pageUrl: string | undefined) => Promise<FetchedPhoto> {
  return (url, signal, pageUrl) =>
    new Promise<FetchedPhoto>((resolve, reject) => {
      if (signal.aborted) return reject(new AppError('aborted', 'Cancelled.'));
      const onAbort = (): void => reject(new AppError('aborted', 'Cancelled.'));
      signal.addEventListener('abort', onAbort, { once: true });
      loadPhoto(url, pageUrl)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
}

/**
 * The addresses the service refused; the refusing hosts outlive the worker (30 s idle ends it),
 * so a photo of one goes straight to its bytes after a restart too.
 */
function keptRefusals() {
  return createUrlRefusals(MAX_URL_REFUSALS, {
    load: async () => refusedHostKeys(await refusedHostsItem.getValue()),
    save: (keys) => refusedHostsItem.setValue(keys),
  });
}

/** Opens the database, wires the services and recovers the queue (running → interrupted). */
export async function createBackgroundContext(options: BackgroundOptions): Promise<BackgroundContext> {
  const db = await openReimagineDb(options.idbFactory);
  // An update moves the label settings out of storage.local now, before a page can write there again.
  await readLabelSettings(db).catch(() => undefined);
  const clock = options.clock ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createApi: ApiFactory = options.createApi ?? ((o) => createApiClient({ ...o, ...(options.fetch ? { fetch: options.fetch as typeof fetch } : {}) }));
  const keys = createKeyCustody(db, { defaultBase: defaultApiBase(import.meta.env.MODE), legacyBase: legacyApiBase });
  const store = createJobStore(db);
  const photoCache = createPhotoCache({ clock });
  const keepAlive = createKeepAlive({ ping: options.keepAlivePing ?? (() => Promise.resolve()) });

  /**
   * The API client for every call that spends or reads the account. The base comes from the key's
   * own record in the extension-origin IndexedDB, never from `storage.local` (which content
   * scripts can write); `sendTarget` refuses (`host_not_confirmed`) a base whose origin the user
   * did not confirm for the key, so the key never reaches another origin.
   */
  const connect: Connect = async () => {
    const { apiBase, apiKey } = sendTarget(await keys.connection());
    return { api: createApi({ baseUrl: apiBase, apiKey }), apiBase };
  };

  const plan = createPlanService({ connect, slot: planCacheItem, clock, onPlan: (p) => options.events.toPages({ type: 'plan', plan: p }) });
  const serviceStyles = createServiceStylesCache({ connect, db, clock });

  // Cached per URL and page: a download another page's own private origin allowed (through a
  // redirect) is not handed to a page that may not name that origin.
  const loadPhoto: LoadPhoto = (url, pageUrl) => photoCache.get(`${pageUrl ?? ''}\n${url}`, () => fetchPhoto(url, { fetch: fetchFn, pageUrl }));
  const loadPhotoFor = abandonedOnAbort(loadPhoto);

  const jobFeed = pagesJobFeed(options.events);
  const watchActivity = activityWatcher(store, () => queue, keepAlive, options);
  const copies = createCopiesInFlight();

  const photoStates = async (urls: readonly string[], tabId: number | undefined): Promise<PhotoState[]> =>
    photoStatesFor(urls, withUnsaved(await store.recent(JOB_LIST_SIZE), queue.unsaved()), tabId);
  const onChange = (job: JobRecord): void => {
    jobFeed.changed(job);
    watchActivity();
    tellTab(job, photoStates, options.events);
    refreshPlanAfter(job, copies, plan);
  };

  const queue = new JobQueue({
    store,
    clock,
    onChange,
    // The result to the pages before its writes: the panel shows it while they run.
    onAnswered: jobFeed.changed,
    concurrency: async () => (await readLocalSettings()).concurrency,
    completedResults: (ids) => jobResultsFromHistory(db, ids),
    run: createJobRunner({
      db,
      connect,
      getPhoto: loadPhotoFor,
      getStyleImage: (url, signal, pageUrl) => fetchPhoto(url, { fetch: fetchFn, signal, minSide: 0, pageUrl }),
      fetch: fetchFn,
      resizer: options.resizer,
      clock,
      newId,
      copies,
      refusals: keptRefusals(),
    }),
  });

  const jobs = createJobService({ db, store, queue, getPhoto: loadPhoto, tabFor: lookupPhotoTab, clock, newId });

  await queue.recover();
  watchActivity();
  // Pages open across a restart read the jobs again: the old worker's last changes may be lost.
  options.events.toPages({ type: 'backgroundStarted' });

  return { db, keys, store, queue, jobs, plan, serviceStyles, keepAlive, connect, createApi, clock, photoStates, jobFeed, copies };
}
