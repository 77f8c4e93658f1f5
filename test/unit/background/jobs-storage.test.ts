import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { openReimagineDb, STORES } from '../../../lib/storage/db';
import { putOne } from '../../../lib/storage/idb';
import { countQuarantined } from '../../../lib/storage/quarantine';
import { createBackgroundContext, type BackgroundContext } from '../../../entrypoints/background/context';
import type { EventBody } from '../../../entrypoints/background/events';
import { createHandlers } from '../../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { bytesResponse, failPuts, fakeApi, pickedPhoto, pngBytes, type FakeApi } from '../queue/fakes';

/** The background's job list and `jobs` events when storage holds a broken record or fails to write. */

const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
const KEY = 'rk_test_0123456789abcdef0123';
const PHOTO = 'http://127.0.0.1:9000/a.png';
const noSites = { hasPermission: async () => false, isRegistered: async () => false, register: async () => undefined, unregister: async () => undefined, removePermission: async () => undefined, inject: async () => undefined } as SiteRegistrar;

const fetchPhotos: FetchFn = async (url) => {
  if (url === PHOTO) return bytesResponse(pngBytes(1200, 900));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(800, 600));
  throw new TypeError('Failed to fetch');
};

describe('background jobs over failing storage', () => {
  let factory: IDBFactory;
  let api: FakeApi;
  let pages: { event: EventBody; held: number }[];
  let ctx: BackgroundContext | undefined;

  async function boot(): Promise<BackgroundContext> {
    ctx = await createBackgroundContext({
      idbFactory: factory,
      fetch: fetchPhotos,
      createApi: () => api,
      clock: () => Date.now(),
      events: { toPages: (event) => pages.push({ event, held: ctx?.queue.unsaved().length ?? 0 }), toTab: () => undefined },
    });
    return ctx;
  }

  function panel(context: BackgroundContext) {
    const router = createRouter(createHandlers({ ready: Promise.resolve(context), events: { toPages: () => undefined, toTab: () => undefined }, sites: noSites }), SELF);
    return <N extends MessageName>(name: N, payload: RequestOf<N>) => sendMessage((envelope) => Promise.resolve(router(envelope, PANEL)), name, payload);
  }

  const jobsEvents = () => pages.flatMap(({ event, held }) => (event.type === 'jobChanges' ? [{ jobs: event.jobs, held }] : []));

  beforeEach(() => {
    fakeBrowser.reset();
    factory = new IDBFactory();
    api = fakeApi();
    pages = [];
    ctx = undefined;
  });

  it('listJobs shows every other job when one stored record is broken; the start tells pages to read it', async () => {
    const db = await openReimagineDb(factory);
    const good = { id: 'good', request: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(PHOTO), state: 'done', createdAt: 2, finishedAt: 3, newVariation: false };
    await putOne(db, STORES.jobs, good);
    await putOne(db, STORES.jobs, { id: 'broken', request: { operation: 'renovate', params: { style_id: 42 } }, photo: pickedPhoto(PHOTO), state: 'failed', createdAt: 1, newVariation: false });
    db.close();

    const context = await boot();
    const listed = await panel(context)('listJobs', {});
    expect(listed).toEqual({ ok: true, data: { jobs: [good] } });
    expect(pages.map(({ event }) => event.type)).toContain('backgroundStarted');
    expect(await countQuarantined(context.db, STORES.jobs)).toBe(1);
    expect(context.queue.lastRepair).toEqual({ migrated: 0, quarantined: 1 });
  });

  it('a job whose write fails after the render is published done with its hosted result, then written', async () => {
    const context = await boot();
    await panel(context)('saveApiKey', { apiKey: KEY });
    api = fakeApi({
      'POST /renovate': async () => {
        failPuts(context.db, STORES.jobs, 1);
        return { renovated_image_url: 'https://cdn.example/r1.png' };
      },
    });
    const started = await panel(context)('startJob', { job: { operation: 'renovate', params: { style_id: 'modern' } }, photo: pickedPhoto(PHOTO) });
    const jobId = started.ok ? started.data.job.id : '';
    await context.queue.idle();

    // Before its write landed (the moment the API answered, so while only memory held it too), the panel was told it is done, with the hosted result.
    const told = jobsEvents().find((e) => e.jobs.some((j) => j.id === jobId && j.state === 'done'));
    expect(told?.jobs.find((j) => j.id === jobId)).toMatchObject({ state: 'done', result: { imageUrl: 'https://cdn.example/r1.png' } });
    expect(await context.store.get(jobId)).toMatchObject({ state: 'done', result: { imageUrl: 'https://cdn.example/r1.png' } });
    expect(jobsEvents().some((e) => e.jobs.some((j) => j.id === jobId && j.state === 'interrupted'))).toBe(false);
    expect(api.callsTo('POST /renovate')).toHaveLength(1);
  });
});
