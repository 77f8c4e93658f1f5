import { describe, expect, it } from 'vitest';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { sendMessage } from '../../../lib/messaging/client';
import { BackgroundEvent } from '../../../lib/messaging/protocol';
import type { JobRequest } from '../../../lib/queue/types';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';
import type { Background } from '../../../components/shared/background';
import { createPanelStore, type PanelStore } from '../../../components/panel/store/panel-store';
import { latestBatchId, summarizeBatch } from '../../../components/panel/store/batch';
import { bytesResponse, eventually, jpegBytes, pickedPhoto, pngBytes } from '../queue/fakes';
import { bootBackground, dataOf, KEY, PANEL, type Harness } from '../bad-inputs/background';

/**
 * A listing batch of 120 photos ("Reimagine all photos") through the real background and the
 * panel's store, joined as runtime messaging joins them (events arrive a turn later): every photo
 * shows, none disappears between updates, and a panel opened afterwards lists all 120. Before
 * issue #27 the panel replaced its list with 50-job snapshots (and a 100-job poll), so finished
 * photos of a large batch dropped out and came back.
 */

const URLS = Array.from({ length: 120 }, (_, i) => `https://photos.zillowstatic.com/fp/${i}.jpg`);
const PHOTO = pickedPhoto(URLS[0] ?? '', { photoUrls: URLS });
const REQUEST: JobRequest = { operation: 'renovate', params: { style_id: 'modern' } };

const network: FetchFn = async (url) => {
  // Each photo its own bytes: identical ones would share one render (dedupe).
  const index = URLS.indexOf(url);
  if (index >= 0) return bytesResponse(jpegBytes(1600 + index, 1200));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(800, 600));
  throw new TypeError('fetch failed');
};

/** The panel's `Background` over the harness: messages through the router as the panel sends them, events a turn after they are pushed. */
function panelBackground(bg: Harness, listeners: Set<(event: BackgroundEvent) => void>): Background {
  const storage = new Map<string, unknown>();
  return {
    call: (name, payload) => sendMessage((envelope) => bg.send(envelope, PANEL) ?? Promise.resolve(undefined), name, payload),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openOptions: () => undefined,
    requestHostPermission: async () => false,
    watchActiveTab(listener) {
      listener(null);
      return () => undefined;
    },
    load: async (key) => storage.get(key),
    save: async (key, value) => void storage.set(key, value),
  };
}

/** The batch as the panel shows it (ListingBatchStatus): its summary, from the panel's jobs. */
function batchOf(store: PanelStore) {
  const { jobs, batch, listing } = store.getState();
  const photo = listing.photo;
  const batchId = photo ? latestBatchId(jobs.list, batch.refusals, photo.listing) : undefined;
  return photo && batchId ? summarizeBatch(jobs.list, batch.refusals, batchId, photo.listing) : undefined;
}

/** The photos of the batch the panel lists. */
function batchUrls(store: PanelStore): string[] {
  const batchId = batchOf(store)?.batchId;
  return store.getState().jobs.list.flatMap((job) => (batchId !== undefined && job.batchId === batchId ? [job.photo.url] : []));
}

const doneCount = (store: PanelStore): number => batchOf(store)?.done ?? 0;

describe('a listing batch of 120 photos', () => {
  it('shows every photo while it runs, none disappearing between updates, and all 120 to a panel opened afterwards', { timeout: 120_000 }, async () => {
    const listeners = new Set<(event: BackgroundEvent) => void>();
    const bg = await bootBackground(network, undefined, (event) => {
      const message = BackgroundEvent.parse({ channel: EVENT_CHANNEL, ...event });
      setTimeout(() => listeners.forEach((listener) => listener(message)), 0);
    });
    dataOf(await bg.call('saveApiKey', { apiKey: KEY }));
    dataOf(await bg.call('saveSettings', { concurrency: 6 }));
    const background = panelBackground(bg, listeners);

    const store = createPanelStore(background);
    const stop = store.getState().init();
    await eventually(() => store.getState().lifecycle.restored);
    store.getState().adoptPick(PHOTO, null, true);

    const seen = new Set<string>();
    const lost: string[] = [];
    const unsubscribe = store.subscribe(() => {
      const shown = new Set(batchUrls(store));
      for (const url of seen) if (!shown.has(url)) lost.push(url);
      for (const url of shown) seen.add(url);
    });
    expect(await store.getState().startBatch(REQUEST, URLS)).toEqual({ queued: 120, failed: 0 });
    await bg.ctx.queue.idle();
    await eventually(() => doneCount(store) === 120, 20_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${JSON.stringify({ ...batchOf(store), failed: batchOf(store)?.failed.length, finished: undefined })}, ${store.getState().jobs.list.length} jobs`);
    });
    unsubscribe();
    stop();

    expect(new Set(batchUrls(store))).toEqual(new Set(URLS));
    expect(lost).toEqual([]);

    // Opened again: one full read lists the whole batch.
    const reopened = createPanelStore(panelBackground(bg, new Set()));
    const stopAgain = reopened.getState().init();
    await eventually(() => reopened.getState().lifecycle.restored);
    reopened.getState().adoptPick(PHOTO, null, true);
    await eventually(() => doneCount(reopened) === 120, 5_000);
    stopAgain();
  });
});
