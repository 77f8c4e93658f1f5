import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../../lib/api/errors';
import type { Generation } from '../../../lib/api/schemas';
import type { FetchFn } from '../../../lib/acquisition/acquisition';
import { sendMessage } from '../../../lib/messaging/client';
import type { MessageName, RequestOf } from '../../../lib/messaging/protocol';
import { createRouter } from '../../../lib/messaging/router';
import { listProjectRecords } from '../../../lib/library/staging-projects';
import { createBackgroundContext, type BackgroundContext } from '../../../entrypoints/background/context';
import { createHandlers, type HandlerDeps } from '../../../entrypoints/background/handlers';
import { stagingHandlers } from '../../../entrypoints/background/staging-handlers';
import type { SiteRegistrar } from '../../../entrypoints/background/sites';
import { bytesResponse, eventually, fakeApi, pickedPhoto, pngBytes, type FakeApi } from '../queue/fakes';

/**
 * The staging project messages through the real router and a real background context (fake
 * IndexedDB, a fake API that keeps projects like the service does). WXT's fake browser does not
 * deliver promise replies, so the router is called directly, as runtime.onMessage would.
 */
const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
const PAGE = { id: 'ext', url: 'https://www.zillow.com/homedetails/1', tab: { id: 3, url: 'https://www.zillow.com/homedetails/1' } };
const KEY = 'rk_test_0123456789abcdef0123';
const PHOTO = 'http://127.0.0.1:9000/empty-room.png';
const OTHER = 'http://127.0.0.1:9000/other-room.png';
const API_BASE = 'http://127.0.0.1:8787/public/v1';

const fetchAll: FetchFn = async (url) => {
  if (url === PHOTO) return bytesResponse(pngBytes(1200, 900));
  if (url === OTHER) return bytesResponse(pngBytes(1200, 900, 7));
  if (url.startsWith('https://cdn.example/')) return bytesResponse(pngBytes(800, 600));
  throw new TypeError('Failed to fetch');
};

/** A fake API keeping projects and their generations, 20 at most, like the service. */
function stagingApi(): FakeApi & { projects: Map<string, Generation[]> } {
  const projects = new Map<string, Generation[]>();
  let made = 0;
  let created = 0;
  const missing = () => new ApiError('not_found', 'Not found (404)', { status: 404 });
  const api = fakeApi({
    'POST /virtual-staging/projects/create': async () => {
      const id = `project-${++created}`;
      projects.set(id, []);
      return { project_id: id, input_image_url: `https://cdn.example/${id}/input.jpg` };
    },
    'POST /virtual-staging/projects/{project_id}/stage': async (input: { project_id: string; room_type: string; style: string }) => {
      const list = projects.get(input.project_id);
      if (!list) throw missing();
      if (list.length >= 20) throw new ApiError('variation_limit', 'variation limit reached', { status: 400 });
      made += 1;
      const url = `https://cdn.example/staged-${made}.png`;
      list.push({ id: `gen-${made}`, staged_image_url: url, created_at: new Date(Date.UTC(2026, 0, made)).toISOString(), style: input.style, room_type: input.room_type });
      return { status: 'success', staged_image_url: url, project_id: input.project_id };
    },
    getStagingProject: async (input: { project_id: string }) => {
      const list = projects.get(input.project_id);
      if (!list) throw missing();
      return { project_id: input.project_id, input_image_url: `https://cdn.example/${input.project_id}/input.jpg`, generations: [...list] };
    },
  });
  return Object.assign(api, { projects });
}

describe('staging project messages', () => {
  let factory: IDBFactory;
  let api: ReturnType<typeof stagingApi>;
  let ctx: BackgroundContext;
  let now: number;

  const boot = () => createBackgroundContext({ idbFactory: factory, fetch: fetchAll, createApi: () => api, clock: () => ++now, events: { toPages: () => undefined, toTab: () => undefined } });

  function client(context: BackgroundContext, sender: object = PANEL) {
    const deps: HandlerDeps = { ready: Promise.resolve(context), events: { toPages: () => undefined, toTab: () => undefined }, sites: {} as SiteRegistrar };
    let ids = 0;
    // The real handlers, with the staging ones given the fake fetch that copies variation images.
    const router = createRouter({ ...createHandlers(deps), ...stagingHandlers(deps, { fetch: fetchAll, newId: () => `kept-${++ids}` }) }, SELF);
    return <N extends MessageName>(name: N, payload: RequestOf<N>) => sendMessage((envelope) => Promise.resolve(router(envelope, sender)), name, payload);
  }

  /** Stages the photo through the queue and waits for the job to finish. */
  async function stage(panel: ReturnType<typeof client>, url: string, room_type: string, style: string): Promise<void> {
    const started = await panel('startJob', { job: { operation: 'stage', params: { room_type, style } }, photo: pickedPhoto(url), newVariation: true });
    if (!started.ok) throw new Error(started.message);
    const id = started.data.job.id;
    await eventually(async () => {
      const jobs = await panel('listJobs', {});
      return jobs.ok && jobs.data.jobs.some((job) => job.id === id && (job.state === 'done' || job.state === 'failed'));
    });
  }

  beforeEach(async () => {
    fakeBrowser.reset();
    factory = new IDBFactory();
    api = stagingApi();
    now = 1_000;
    ctx = await boot();
    await client(ctx)('saveApiKey', { apiKey: KEY });
  });

  it('finds a photo’s project after its first staging, and again after a restart; none for another photo', async () => {
    const panel = client(ctx);
    expect(await panel('findStagingProject', { photoUrl: PHOTO })).toEqual({ ok: true, data: { project: null } });
    await stage(panel, PHOTO, 'living_room', 'modern');
    const found = await panel('findStagingProject', { photoUrl: PHOTO });
    expect(found).toMatchObject({ ok: true, data: { project: { projectId: 'project-1', photo: { url: PHOTO }, state: 'open', max: 20 } } });
    expect(await panel('findStagingProject', { photoUrl: OTHER })).toEqual({ ok: true, data: { project: null } });

    const restarted = client(await boot());
    expect(await restarted('findStagingProject', { photoUrl: PHOTO })).toMatchObject({ ok: true, data: { project: { projectId: 'project-1' } } });
    expect(await restarted('listStagingProjects', {})).toMatchObject({ ok: true, data: { projects: [{ projectId: 'project-1', photo: { url: PHOTO } }] } });
  });

  it('lists every variation from the service with room type, style and date, tied to the results that hold them', async () => {
    const panel = client(ctx);
    await stage(panel, PHOTO, 'living_room', 'modern');
    await stage(panel, PHOTO, 'bedroom', 'coastal');
    await stage(panel, PHOTO, 'dining_room', 'luxury');
    expect(api.callsTo('POST /virtual-staging/projects/create')).toHaveLength(1);
    const gallery = await panel('getStagingGallery', { projectId: 'project-1' });
    if (!gallery.ok) throw new Error(gallery.message);
    expect(gallery.data.variations.map((v) => [v.roomType, v.style, v.createdAt])).toEqual([
      ['living_room', 'modern', '2026-01-01T00:00:00.000Z'],
      ['bedroom', 'coastal', '2026-01-02T00:00:00.000Z'],
      ['dining_room', 'luxury', '2026-01-03T00:00:00.000Z'],
    ]);
    expect(gallery.data.remaining).toBe(17);
    expect(gallery.data.project).toMatchObject({ variations: 3, state: 'open' });
    const history = await panel('getHistory', {});
    if (!history.ok) throw new Error(history.message);
    const byUrl = new Map(history.data.entries.map((entry) => [entry.resultUrl, entry.id]));
    for (const variation of gallery.data.variations) expect(variation.historyId).toBe(byUrl.get(variation.imageUrl));
    // The count is kept for the list, which works without the service.
    expect(await panel('listStagingProjects', {})).toMatchObject({ ok: true, data: { projects: [{ variations: 3 }] } });
  });

  it('keeps a variation no result holds as a result (with its local copy), once', async () => {
    const panel = client(ctx);
    await stage(panel, PHOTO, 'living_room', 'modern');
    // A variation made elsewhere (another device, the MCP server): in the project, not in history.
    api.projects.get('project-1')?.push({ id: 'gen-x', staged_image_url: 'https://cdn.example/elsewhere.png', created_at: '2026-02-01T10:00:00Z', style: 'coastal', room_type: 'bedroom' });
    const gallery = await panel('getStagingGallery', { projectId: 'project-1' });
    expect(gallery.ok && gallery.data.variations[1]?.historyId).toBeNull();
    const kept = await panel('keepStagingVariation', { projectId: 'project-1', variationId: 'gen-x' });
    expect(kept).toMatchObject({
      ok: true,
      data: { entry: { id: 'kept-1', operation: 'stage', params: { room_type: 'bedroom', style: 'coastal', project_id: 'project-1' }, photo: { url: PHOTO }, resultUrl: 'https://cdn.example/elsewhere.png', disclosure: 'virtually-staged', hasLocalCopy: true, createdAt: Date.parse('2026-02-01T10:00:00Z') } },
    });
    expect(await panel('keepStagingVariation', { projectId: 'project-1', variationId: 'gen-x' })).toMatchObject({ ok: true, data: { entry: { id: 'kept-1' } } });
    expect(await panel('keepStagingVariation', { projectId: 'project-1', variationId: 'gen-nope' })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('a project the service no longer knows: not_found with a clear message, the record marked gone, history kept; the next staging starts a new project', async () => {
    const panel = client(ctx);
    await stage(panel, PHOTO, 'living_room', 'modern');
    api.projects.delete('project-1');
    const reply = await panel('getStagingGallery', { projectId: 'project-1' });
    expect(reply).toMatchObject({ ok: false, code: 'not_found' });
    expect(!reply.ok && reply.message).toMatch(/no longer knows staging project "project-1".*marked as gone.*results stay in your history/);
    expect(await panel('findStagingProject', { photoUrl: PHOTO })).toMatchObject({ ok: true, data: { project: { projectId: 'project-1', state: 'gone' } } });
    const history = await panel('getHistory', {});
    expect(history.ok && history.data.entries).toHaveLength(1);

    await stage(panel, PHOTO, 'bedroom', 'modern');
    expect(api.callsTo('POST /virtual-staging/projects/create')).toHaveLength(2);
    expect(await panel('findStagingProject', { photoUrl: PHOTO })).toMatchObject({ ok: true, data: { project: { projectId: 'project-2', state: 'open' } } });
    const list = await panel('listStagingProjects', {});
    expect(list.ok && list.data.projects.map((p) => [p.projectId, p.state])).toEqual([
      ['project-2', 'open'],
      ['project-1', 'gone'],
    ]);
    // The gone project is still shown when reopened by its id.
    expect(await panel('findStagingProject', { photoUrl: PHOTO, projectId: 'project-1' })).toMatchObject({ ok: true, data: { project: { projectId: 'project-1' } } });
  });

  it('a malformed gallery answer: invalid_response with a clear message, nothing changed', async () => {
    const panel = client(ctx);
    await stage(panel, PHOTO, 'living_room', 'modern');
    await panel('findStagingProject', { photoUrl: PHOTO });
    const before = await listProjectRecords(ctx.db, API_BASE);
    expect(before).toHaveLength(1);
    api.getStagingProject = async () => {
      throw new ApiError('invalid_response', 'Unexpected response: generations[0].staged_image_url: Required', { fieldPath: 'generations[0].staged_image_url' });
    };
    const reply = await panel('getStagingGallery', { projectId: 'project-1' });
    expect(reply).toMatchObject({ ok: false, code: 'invalid_response' });
    expect(!reply.ok && reply.message).toMatch(/answer for staging project "project-1" could not be read.*generations\[0\]/);
    expect(await listProjectRecords(ctx.db, API_BASE)).toEqual(before);
    // An answer about another project is not this project's gallery either.
    api.getStagingProject = async () => ({ project_id: 'project-9', input_image_url: '', generations: [] });
    expect(await panel('getStagingGallery', { projectId: 'project-1' })).toMatchObject({ ok: false, code: 'invalid_response' });
  });

  it('closing a full project: the photo’s next staging creates a new one; the closed one stays listed', async () => {
    const panel = client(ctx);
    await stage(panel, PHOTO, 'living_room', 'modern');
    expect(await panel('closeStagingProject', { projectId: 'project-1' })).toMatchObject({ ok: true, data: { project: { projectId: 'project-1', state: 'closed' } } });
    expect(await panel('findStagingProject', { photoUrl: PHOTO })).toMatchObject({ ok: true, data: { project: { projectId: 'project-1', state: 'closed' } } });
    await stage(panel, PHOTO, 'living_room', 'coastal');
    expect(api.callsTo('POST /virtual-staging/projects/create')).toHaveLength(2);
    expect(await panel('findStagingProject', { photoUrl: PHOTO })).toMatchObject({ ok: true, data: { project: { projectId: 'project-2', state: 'open' } } });
    expect(await panel('closeStagingProject', { projectId: 'nope' })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('removing a project: gone from the list, its kept variation stays a result, the photo’s next staging creates a new one; refused while a staging job is on its way', async () => {
    const panel = client(ctx);
    await stage(panel, PHOTO, 'living_room', 'modern');
    const history = await panel('getHistory', {});
    expect(history.ok && history.data.entries).toHaveLength(1);
    // A staging job queued: it may be adding a variation to this very project.
    await ctx.store.put({ id: 'waiting', request: { operation: 'stage', params: { room_type: 'bedroom', style: 'modern' } }, photo: pickedPhoto(OTHER), state: 'queued', createdAt: 1, newVariation: false });
    expect(await panel('removeStagingProject', { projectId: 'project-1' })).toMatchObject({ ok: false, code: 'bad_message', message: /A staging render is on its way/ });
    await ctx.store.put({ id: 'waiting', request: { operation: 'stage', params: { room_type: 'bedroom', style: 'modern' } }, photo: pickedPhoto(OTHER), state: 'cancelled', createdAt: 1, newVariation: false });
    expect(await panel('removeStagingProject', { projectId: 'project-1' })).toEqual({ ok: true, data: { removed: true } });
    expect(await panel('listStagingProjects', {})).toEqual({ ok: true, data: { projects: [] } });
    expect(await panel('findStagingProject', { photoUrl: PHOTO })).toEqual({ ok: true, data: { project: null } });
    expect(await panel('getHistory', {})).toEqual(history);
    expect(await panel('removeStagingProject', { projectId: 'project-1' })).toEqual({ ok: true, data: { removed: false } });
    await stage(panel, PHOTO, 'living_room', 'coastal');
    expect(api.callsTo('POST /virtual-staging/projects/create')).toHaveLength(2);
    expect(await client(ctx, PAGE)('removeStagingProject', { projectId: 'project-2' })).toMatchObject({ ok: false, code: 'forbidden_sender' });
    expect(await panel('removeStagingProject', { projectId: ' ' })).toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('validates requests and answers extension pages only', async () => {
    const panel = client(ctx);
    expect(await panel('getStagingGallery', { projectId: ' ' })).toMatchObject({ ok: false, code: 'bad_message' });
    expect(await panel('getStagingGallery', { projectId: 'x'.repeat(201) })).toMatchObject({ ok: false, code: 'bad_message' });
    expect(await panel('getStagingGallery', { projectId: 'unknown' })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await client(ctx, PAGE)('listStagingProjects', {})).toMatchObject({ ok: false, code: 'forbidden_sender' });
    expect(await client(ctx, PAGE)('findStagingProject', { photoUrl: PHOTO })).toMatchObject({ ok: false, code: 'forbidden_sender' });
  });
});
